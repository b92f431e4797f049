const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const MAX_COMMENT = 0xffff;

export interface ZipEntry {
  name: string;
  /** As the directory declares it; 0xFFFFFFFF means the real size is in a ZIP64 field. */
  uncompressedSize: number;
}

/**
 * The entries in a ZIP archive's central directory, read without decompressing anything, or
 * null when the archive's directory cannot be found or is inconsistent.
 */
export function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const earliest = Math.max(0, buffer.length - 22 - MAX_COMMENT);
  let end = -1;
  for (let offset = buffer.length - 22; offset >= earliest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) {
    return null;
  }
  const count = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || buffer.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) {
      return null;
    }
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) {
      return null;
    }
    entries.push({ name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength), uncompressedSize: buffer.readUInt32LE(offset + 24) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
