import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '@app/contracts';

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

/** The server's per-file limit, stated to the user; the server enforces it. */
export const DOCUMENT_LIMIT_TEXT = `Max ${DOCUMENT_MAX_BYTES / (1024 * 1024)}MB each`;

/** The first file whose name does not end in a supported extension, if any. */
export function unsupportedDocument(files: File[]): File | undefined {
  return files.find((file) => !DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)));
}
