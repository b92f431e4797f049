/**
 * A .txt file's text when it is UTF-8 (with or without a byte-order mark) or UTF-16 with a
 * byte-order mark, and contains no NUL character; null for anything else.
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
    return null;
  }
  return text.includes('\u0000') ? null : text;
}

function swapBytes(body: Buffer): Buffer {
  const copy = Buffer.from(body);
  return copy.swap16();
}
