import { zipEntries } from './zip-entries';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ELF = Buffer.from('\x7fELF', 'latin1');

/** Some readers accept a little junk before the header, so it is looked for in the first kilobyte. */
export function looksLikePdf(buffer: Buffer): boolean {
  return buffer.subarray(0, 1024).includes('%PDF-');
}

export function looksLikeOle2(buffer: Buffer): boolean {
  return buffer.subarray(0, OLE2.length).equals(OLE2);
}

export function looksLikeZip(buffer: Buffer): boolean {
  return buffer.subarray(0, ZIP.length).equals(ZIP);
}

/** null when the ZIP directory cannot be read; otherwise whether it holds a Word main document. */
export function zipHoldsWordDocument(buffer: Buffer): boolean | null {
  const entries = zipEntries(buffer);
  return entries && entries.some((entry) => entry.name === 'word/document.xml');
}

/**
 * What the archive's entries add up to once unpacked, as its directory declares (a ZIP64 size,
 * which a Word file of 10 MB never needs, counts as unbounded); null when it cannot be read.
 */
export function zipUnpackedSize(buffer: Buffer): number | null {
  const entries = zipEntries(buffer);
  if (!entries) return null;
  return entries.reduce((total, { uncompressedSize }) => total + (uncompressedSize === 0xffffffff ? Infinity : uncompressedSize), 0);
}

/** What a file really is, in words for an error message, when it is something recognisable. */
export function describeContent(buffer: Buffer): string | null {
  if (looksLikePdf(buffer)) {
    return 'a PDF file';
  }
  if (looksLikeOle2(buffer)) {
    return 'an older Office file such as .doc';
  }
  if (looksLikeZip(buffer)) {
    return zipHoldsWordDocument(buffer) ? 'a Word .docx file' : 'a ZIP archive';
  }
  if (buffer.subarray(0, 4).equals(PNG)) {
    return 'a PNG image';
  }
  if (buffer.subarray(0, 3).equals(JPEG)) {
    return 'a JPEG image';
  }
  if (buffer.subarray(0, 4).toString('latin1') === 'GIF8') {
    return 'a GIF image';
  }
  if (buffer.subarray(0, 2).toString('latin1') === 'MZ' || buffer.subarray(0, 4).equals(ELF)) {
    return 'a program';
  }
  return null;
}
