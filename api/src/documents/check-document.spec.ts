import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DocumentParseError, DocumentRejectedError, DocumentTooLargeError } from './document-errors';
import { MAX_DOCUMENT_BYTES } from './document-limits';
import { checkDocument } from './parse-document';

const FIXTURES = join(__dirname, '../../test/fixtures/documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const CENTRAL_FILE_HEADER = Buffer.from('PK\x01\x02', 'latin1');

describe('checkDocument', () => {
  it.each([
    ['house-rules.pdf', 'pdf'],
    ['house-rules.doc', 'doc'],
    ['house-rules.docx', 'docx'],
    ['house-rules.txt', 'txt'],
    ['house-rules-utf16.txt', 'txt'],
    // Passes the check although it cannot be read: that is for processing to report.
    ['corrupt.pdf', 'pdf'],
    ['blank.pdf', 'pdf'],
  ])('accepts %s as %s without parsing it', (filename, kind) => {
    expect(checkDocument({ filename, buffer: fixture(filename) })).toBe(kind);
  });

  it.each([
    ['image.pdf', 'image.pdf is not a PDF file (it looks like a PNG image)'],
    ['program.txt', 'program.txt is not a plain text file (it looks like a program)'],
    ['empty.txt', 'empty.txt is empty'],
  ])('refuses %s, naming it', (filename, message) => {
    expect(() => checkDocument({ filename, buffer: fixture(filename) })).toThrow(new DocumentRejectedError(message, filename));
  });

  it('refuses an unsupported name and an oversized file', () => {
    expect(() => checkDocument({ filename: 'notes.rtf', buffer: Buffer.from('{\\rtf1}') })).toThrow(DocumentRejectedError);
    expect(() => checkDocument({ filename: 'big.txt', buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a') })).toThrow(
      DocumentTooLargeError,
    );
  });

  it('reports a .docx whose ZIP directory is missing as unreadable, not as the wrong type', () => {
    const docx = fixture('house-rules.docx');
    const truncated = docx.subarray(0, docx.length - 200);

    expect(() => checkDocument({ filename: 'rules.docx', buffer: truncated })).toThrow(DocumentParseError);
  });

  it('refuses a .docx whose directory says it unpacks to more than 200 MB (a decompression bomb)', () => {
    const bomb = Buffer.from(fixture('house-rules.docx'));
    // Every entry's declared unpacked size, in its central directory header, set to 100 MB.
    for (let at = bomb.indexOf(CENTRAL_FILE_HEADER); at >= 0; at = bomb.indexOf(CENTRAL_FILE_HEADER, at + 4)) {
      bomb.writeUInt32LE(100 * 1024 * 1024, at + 24);
    }

    expect(() => checkDocument({ filename: 'rules.docx', buffer: bomb })).toThrow(
      new DocumentRejectedError('rules.docx unpacks to more than 200 MB, more than any Word document needs', 'rules.docx'),
    );
    expect(() => checkDocument({ filename: 'rules.docx', buffer: fixture('house-rules.docx') })).not.toThrow();
  });
});
