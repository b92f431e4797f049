import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipEntries } from './zip-entries';

const zipEntryNames = (buffer: Buffer) => zipEntries(buffer)?.map((entry) => entry.name) ?? null;

const docx = readFileSync(join(__dirname, '../../test/fixtures/documents/house-rules.docx'));

describe('zipEntries', () => {
  it('lists the entries of a Word document without unpacking it', () => {
    expect(zipEntryNames(docx)).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']));
  });

  it('returns null when the directory is missing or points outside the file', () => {
    expect(zipEntryNames(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(zipEntryNames(Buffer.from('PK\x03\x04 too short'))).toBeNull();
    const broken = Buffer.from(docx);
    broken.writeUInt32LE(0x7fffffff, broken.length - 22 + 16);
    expect(zipEntryNames(broken)).toBeNull();
  });
});
