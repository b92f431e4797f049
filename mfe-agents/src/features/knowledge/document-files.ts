import { DOCUMENT_EXTENSIONS } from '@app/contracts';

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

/** The first file whose name does not end in a supported extension, if any. */
export function unsupportedDocument(files: File[]): File | undefined {
  return files.find((file) => !DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)));
}
