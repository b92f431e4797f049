import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DocumentError, DocumentParseError, DocumentRejectedError, DocumentTooLargeError } from './document-errors';
import { MAX_DOCUMENT_BYTES } from './document-limits';
import { parseDocument } from './parse-document';

const FIXTURES = join(__dirname, '../../test/fixtures/documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

const HOUSE_RULES = [
  'Seaside Cottage house rules',
  'Check-in is from 3 pm. Check-out is by 11 am.',
  'Quiet hours start at 10 pm. Pets are welcome on request.',
  'The café on the corner opens at 8 am.',
].join('\n\n');

async function rejection(filename: string, buffer: Buffer, options = {}): Promise<DocumentError> {
  const error = await parseDocument({ filename, buffer }, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DocumentError)) {
    throw new Error(`expected a DocumentError for ${filename}, got ${String(error)}`);
  }
  return error;
}

/** house-rules.docx with its main part renamed, so the ZIP is intact but holds no Word document. */
function docxWithoutMainPart(): Buffer {
  const docx = Buffer.from(fixture('house-rules.docx'));
  let at = docx.indexOf('word/document.xml');
  while (at >= 0) {
    docx.write('word/documenx.xml', at, 'latin1');
    at = docx.indexOf('word/document.xml', at + 1);
  }
  return docx;
}

describe('parseDocument', () => {
  it.each([
    ['house-rules.pdf', 'pdf', 'This copy was saved as a PDF file.'],
    ['house-rules.doc', 'doc', 'This copy was saved as a Word 97 file.'],
    ['house-rules.docx', 'docx', 'This copy was saved as a Word 2007 file.'],
    ['house-rules.txt', 'txt', 'This copy was saved as a UTF-8 text file.'],
    ['house-rules-utf16.txt', 'txt', 'This copy was saved as a UTF-16 text file.'],
  ])('reads %s as %s, paragraphs and accents kept', async (filename, kind, last) => {
    const parsed = await parseDocument({ filename, buffer: fixture(filename) });

    expect(parsed).toEqual({ kind, text: `${HOUSE_RULES}\n\n${last}` });
  });

  it('takes the type from the extension in any case and ignores folders in the name', async () => {
    await expect(parseDocument({ filename: 'C:\\Users\\me\\House-Rules.PDF', buffer: fixture('house-rules.pdf') })).resolves.toMatchObject({
      kind: 'pdf',
    });
  });

  it('reads several files at once', async () => {
    const names = ['house-rules.pdf', 'house-rules.doc', 'house-rules.docx', 'house-rules.pdf', 'house-rules.docx', 'house-rules.doc'];
    const parsed = await Promise.all(names.map((filename) => parseDocument({ filename, buffer: fixture(filename) })));

    expect(parsed.map(({ text }) => text.startsWith(HOUSE_RULES))).toEqual(names.map(() => true));
  });

  describe('rejects content that does not match the name', () => {
    it.each([
      ['notes.pdf', 'house-rules.docx', 'notes.pdf is not a PDF file (it looks like a Word .docx file)'],
      ['image.pdf', 'image.pdf', 'image.pdf is not a PDF file (it looks like a PNG image)'],
      ['rules.docx', 'house-rules.pdf', 'rules.docx is not a Word (.docx) file (it looks like a PDF file)'],
      ['rules.doc', 'house-rules.docx', 'rules.doc is not a Word (.doc) file (it looks like a Word .docx file)'],
      ['rules.docx', 'house-rules.doc', 'rules.docx is not a Word (.docx) file (it looks like an older Office file such as .doc)'],
      ['rules.doc', 'house-rules.txt', 'rules.doc is not a Word (.doc) file'],
      ['program.txt', 'program.txt', 'program.txt is not a plain text file (it looks like a program)'],
      ['scan.txt', 'house-rules.pdf', 'scan.txt is not a plain text file (it looks like a PDF file)'],
    ])('%s holding %s', async (filename, source, message) => {
      const error = await rejection(filename, fixture(source));

      expect(error).toBeInstanceOf(DocumentRejectedError);
      expect(error.message).toBe(message);
      expect(error.filename).toBe(filename);
    });

    it('a ZIP archive that holds no Word document', async () => {
      const error = await rejection('archive.docx', docxWithoutMainPart());

      expect(error).toBeInstanceOf(DocumentRejectedError);
      expect(error.message).toBe('archive.docx is not a Word (.docx) file (it looks like a ZIP archive without a Word document in it)');
    });

    it('text with binary bytes in it', async () => {
      const error = await rejection('menu.txt', Buffer.from('Caf\xe9 au lait\x01\x02', 'latin1'));

      expect(error).toBeInstanceOf(DocumentRejectedError);
      expect(error.message).toBe('menu.txt is not a plain text file (it looks like binary data)');
    });
  });

  it.each(['rules.rtf', 'rules.html', 'rules', 'rules.pdf.exe', 'rules.docm'])('rejects the unsupported name %s', async (filename) => {
    const error = await rejection(filename, fixture('house-rules.txt'));

    expect(error).toBeInstanceOf(DocumentRejectedError);
    expect(error.message).toBe(`${filename} is not a supported document; upload a PDF, DOC, DOCX or TXT file`);
  });

  it('rejects an empty file', async () => {
    const error = await rejection('empty.txt', fixture('empty.txt'));

    expect(error).toBeInstanceOf(DocumentRejectedError);
    expect(error.message).toBe('empty.txt is empty');
  });

  describe('reports a file it cannot read', () => {
    it('a PDF whose body is missing', async () => {
      const error = await rejection('corrupt.pdf', fixture('corrupt.pdf'));

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toBe('corrupt.pdf could not be read: the PDF structure is damaged');
    });

    it('a PDF page without text, like a scan', async () => {
      const error = await rejection('blank.pdf', fixture('blank.pdf'));

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toBe('blank.pdf could not be read: it contains no text (a scanned PDF holds only images of text)');
    });

    it('a DOCX cut short, so its ZIP directory is missing', async () => {
      const error = await rejection('short.docx', fixture('house-rules.docx').subarray(0, 1500));

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toBe('short.docx could not be read: the file is damaged (its ZIP directory is missing)');
    });

    it('a DOCX whose document part is scrambled', async () => {
      const docx = Buffer.from(fixture('house-rules.docx'));
      const part = docx.indexOf('word/document.xml') + 'word/document.xml'.length;
      docx.fill(0x5a, part, part + 200);

      const error = await rejection('scrambled.docx', docx);

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toMatch(/^scrambled\.docx could not be read: the DOCX content is damaged/);
    });

    it('a DOC whose streams are missing', async () => {
      const error = await rejection('short.doc', fixture('house-rules.doc').subarray(0, 1024));

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toMatch(/^short\.doc could not be read: the DOC content is damaged/);
    });

    it('a file that takes too long to read', async () => {
      const error = await rejection('house-rules.pdf', fixture('house-rules.pdf'), { timeoutMs: 1 });

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toBe('house-rules.pdf could not be read: reading it took longer than 1 ms');
    });

    it('a file that needs more memory than the reader may use', async () => {
      const error = await rejection('house-rules.pdf', fixture('house-rules.pdf'), { maxHeapMb: 2 });

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toBe('house-rules.pdf could not be read: it needs too much memory to read');
    });

    it('a Word file whose sector chain loops, which exhausts the reader, not the process reading uploads', async () => {
      // 2 KB: a header, one allocation-table sector saying sector 1 is followed by 2 and 2 by 1.
      const file = Buffer.alloc(2048);
      Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(file);
      file.writeUInt16LE(0x3e, 24);
      file.writeUInt16LE(3, 26);
      file.writeUInt16LE(0xfffe, 28);
      file.writeInt16LE(9, 30);
      file.writeInt16LE(6, 32);
      file.writeInt32LE(1, 44); // one allocation-table sector
      file.writeInt32LE(1, 48); // the directory starts at sector 1
      file.writeInt32LE(4096, 56);
      file.writeInt32LE(-2, 60);
      file.writeInt32LE(-2, 68);
      file.writeInt32LE(0, 76); // the allocation table is sector 0
      for (let entry = 1; entry < 109; entry += 1) file.writeInt32LE(-1, 76 + 4 * entry);
      file.fill(0xff, 512, 1024);
      [-3, 2, 1].forEach((next, sector) => file.writeInt32LE(next, 512 + 4 * sector));

      const error = await rejection('rules.doc', file, { maxHeapMb: 64 });

      expect(error).toBeInstanceOf(DocumentParseError);
      expect(error.message).toMatch(/^rules\.doc could not be read: /);
    });
  });

  it('refuses a file over 10 MB before looking inside it', async () => {
    const error = await rejection('manual.pdf', Buffer.alloc(MAX_DOCUMENT_BYTES + 1));

    expect(error).toBeInstanceOf(DocumentTooLargeError);
    expect(error).toBeInstanceOf(DocumentRejectedError);
    expect(error.message).toBe('manual.pdf is larger than 10 MB');
  });
});
