import { decodeTextFile } from './text-file';

describe('decodeTextFile', () => {
  it('reads UTF-8 with or without a byte-order mark', () => {
    expect(decodeTextFile(Buffer.from('Café 🏠'))).toBe('Café 🏠');
    expect(decodeTextFile(Buffer.from('\ufeffCafé'))).toBe('Café');
  });

  it('reads UTF-16 in either byte order when it starts with a byte-order mark', () => {
    expect(decodeTextFile(Buffer.from('\ufeffCafé', 'utf16le'))).toBe('Café');
    expect(decodeTextFile(Buffer.from('\ufeffCafé', 'utf16le').swap16())).toBe('Café');
  });

  it('reads 8-bit text that is not UTF-8 as Windows-1252', () => {
    expect(decodeTextFile(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94, 0x20, 0x80, 0x35]))).toBe('Caf\u00e9 \u201cok\u201d \u20ac5');
  });

  it('refuses NUL and other binary bytes, and UTF-16 without a mark', () => {
    expect(decodeTextFile(Buffer.from('MZ\0\0\0\0'))).toBeNull();
    expect(decodeTextFile(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x02]))).toBeNull();
    expect(decodeTextFile(Buffer.from('Café', 'utf16le'))).toBeNull();
    expect(decodeTextFile(Buffer.from('\ufeffA\0B', 'utf16le'))).toBeNull();
    expect(decodeTextFile(Buffer.from([0xff, 0xfe, 0x41]))).toBeNull();
  });
});
