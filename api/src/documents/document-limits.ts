import { DocumentTooLargeError } from './document-errors';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What a .docx may unpack to: Word's XML compresses about tenfold, so 10 MB gives well under this. */
export const MAX_DOCX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx', 'txt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The file name as messages show it: no folders, no control characters, not too long. */
export function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!base) {
    return 'The file';
  }
  return base.length > 120 ? `${base.slice(0, 100)}…${base.slice(-19)}` : base;
}

/** The kind a file name claims, from its extension, or null for any other name. */
export function kindFromName(filename: string): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return DOCUMENT_KINDS.find((kind) => kind === extension) ?? null;
}

/** Throws before anything reads a file larger than the per-file limit. */
export function assertDocumentSize(filename: string, size: number): void {
  if (size > MAX_DOCUMENT_BYTES) {
    throw new DocumentTooLargeError(`${displayName(filename)} is larger than 10 MB`, displayName(filename));
  }
}
