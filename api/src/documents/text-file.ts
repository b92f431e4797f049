/** Bytes no text file holds: C0 controls other than tab, line breaks, form feed and escape. */
// eslint-disable-next-line no-control-regex
const BINARY_BYTE = /[\x00-\x08\x0e-\x1a\x1c-\x1f]/;

/**
 * A .txt file's text when it is UTF-8 (with or without a byte-order mark), UTF-16 with a
 * byte-order mark, or, failing UTF-8, 8-bit text in Windows-1252 (what "ANSI" Notepad writes, a
 * superset of Latin-1); null for anything with a NUL or other binary byte.
 */
export function decodeTextFile(buffer: Buffer): string | null {
  let encoding: 'utf-8' | 'utf-16le' | 'utf-16be' = 'utf-8';
  let start = 0;
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    start = 3;
  } else if (buffer[0] === 0xff && buffer[1] === 0xfe) {
    encoding = 'utf-16le';
    start = 2;
  } else if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    encoding = 'utf-16be';
    start = 2;
  }
  const body = buffer.subarray(start);
  if (encoding === 'utf-8' && body.includes(0)) {
    return null;
  }
  if (encoding !== 'utf-8' && body.length % 2 !== 0) {
    return null;
  }
  let text: string;
  try {
    text = encoding === 'utf-16be' ? new TextDecoder('utf-16le', { fatal: true }).decode(swapBytes(body)) : new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch {
    return start === 0 ? decodeEightBit(body) : null;
  }
  return text.includes('\u0000') ? null : text;
}

/**
 * Windows-1252's characters for bytes 0x80-0x9f, where it differs from Latin-1 (Node's decoder
 * named windows-1252 decodes Latin-1). The five bytes it leaves undefined stay as they are.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeEightBit(body: Buffer): string | null {
  const latin1 = body.toString('latin1');
  if (BINARY_BYTE.test(latin1)) {
    return null;
  }
  return latin1.replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function swapBytes(body: Buffer): Buffer {
  const copy = Buffer.from(body);
  return copy.swap16();
}
