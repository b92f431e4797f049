import { DocumentRejectedError, DocumentTooLargeError } from './document-errors';
import { assertDocumentSize, displayName, kindFromName, MAX_DOCUMENT_BYTES } from './document-limits';

describe('document limits', () => {
  it('allows 10 MB and refuses a byte more, naming the file', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
    expect(() => assertDocumentSize('lease.pdf', MAX_DOCUMENT_BYTES)).not.toThrow();

    let error: unknown;
    try {
      assertDocumentSize('lease.pdf', MAX_DOCUMENT_BYTES + 1);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocumentTooLargeError);
    expect(error).toBeInstanceOf(DocumentRejectedError);
    expect(error).toMatchObject({ name: 'DocumentTooLargeError', message: 'lease.pdf is larger than 10 MB', filename: 'lease.pdf' });
  });

  it('shows only the base name, without control characters, shortened when long', () => {
    expect(displayName('/home/me/Lease.pdf')).toBe('Lease.pdf');
    expect(displayName('C:\\docs\\Lease.pdf')).toBe('Lease.pdf');
    expect(displayName('bad\u0000\u001b[31mname.txt')).toBe('bad[31mname.txt');
    expect(displayName('')).toBe('The file');
    expect(displayName(`${'a'.repeat(200)}.pdf`)).toBe(`${'a'.repeat(100)}…${'a'.repeat(15)}.pdf`);
  });

  it('reads the kind from the extension only', () => {
    expect(kindFromName('a.PDF')).toBe('pdf');
    expect(kindFromName('a.docx')).toBe('docx');
    expect(kindFromName('a.doc ')).toBe('doc');
    expect(kindFromName('a.txt.exe')).toBeNull();
    expect(kindFromName('pdf')).toBeNull();
  });
});
