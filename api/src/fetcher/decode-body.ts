const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;

function charsetOf(contentType: string, body: Buffer): string {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  if (declared) {
    return declared;
  }
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
    return 'utf-8';
  }
  if (body[0] === 0xff && body[1] === 0xfe) {
    return 'utf-16le';
  }
  if (body[0] === 0xfe && body[1] === 0xff) {
    return 'utf-16be';
  }
  return META_CHARSET.exec(body.subarray(0, 1024).toString('latin1'))?.[1] ?? 'utf-8';
}

// 0x80-0x9f in windows-1252; some Node 20 releases decode this charset as plain latin1 instead.
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(body: Buffer): string {
  return body.toString('latin1').replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

/** The body as text, in the charset the headers, a byte-order mark or a `<meta>` tag name. */
export function decodeBody(body: Buffer, contentType: string): string {
  try {
    const decoder = new TextDecoder(charsetOf(contentType, body));
    return decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
  } catch {
    // An unknown charset label: UTF-8 is what almost every page is.
    return new TextDecoder('utf-8').decode(body);
  }
}
