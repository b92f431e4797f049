import { describeContent, looksLikeOle2, looksLikePdf, looksLikeZip, zipHoldsWordDocument, zipUnpackedSize } from './content-type';
import { DocumentParseError, DocumentRejectedError } from './document-errors';
import { assertDocumentSize, displayName, type DocumentKind, kindFromName, MAX_DOCX_UNPACKED_BYTES } from './document-limits';
import { type BinaryKind, ExtractionError, ExtractionTimeoutError, extractInWorker, MAX_EXTRACTED_CHARS } from './extractor-worker';
import { normalizeText } from './normalize-text';
import { decodeTextFile } from './text-file';

export interface DocumentInput {
  /** The name the user uploaded the file under; only its extension and base name are used. */
  filename: string;
  buffer: Buffer;
}

export interface ParsedDocument {
  kind: DocumentKind;
  /** Normalised text: single spaces, paragraphs separated by one blank line. */
  text: string;
}

export interface ParseDocumentOptions {
  /** How long one PDF, DOC or DOCX file may take to read; 30 s by default. */
  timeoutMs?: number;
  /** Heap limit of the worker that reads it; 512 MB by default. */
  maxHeapMb?: number;
}

const TYPE_NAMES: Record<DocumentKind, string> = {
  pdf: 'a PDF file',
  doc: 'a Word (.doc) file',
  docx: 'a Word (.docx) file',
  txt: 'a plain text file',
};

function mismatch(name: string, kind: DocumentKind, buffer: Buffer, detail?: string): DocumentRejectedError {
  const actual = detail ?? describeContent(buffer);
  return new DocumentRejectedError(`${name} is not ${TYPE_NAMES[kind]}${actual ? ` (it looks like ${actual})` : ''}`, name);
}

/** Checks the content against the kind the name claims; a ZIP whose directory is unreadable is damaged, not foreign. */
function assertContentMatches(name: string, kind: DocumentKind, buffer: Buffer): void {
  if (kind === 'pdf' && !looksLikePdf(buffer)) {
    throw mismatch(name, kind, buffer);
  }
  if (kind === 'doc' && !looksLikeOle2(buffer)) {
    throw mismatch(name, kind, buffer);
  }
  if (kind === 'docx') {
    if (!looksLikeZip(buffer)) {
      throw mismatch(name, kind, buffer);
    }
    const holdsWord = zipHoldsWordDocument(buffer);
    if (holdsWord === null) {
      throw new DocumentParseError(`${name} could not be read: the file is damaged (its ZIP directory is missing)`, name);
    }
    if (!holdsWord) {
      throw mismatch(name, kind, buffer, 'a ZIP archive without a Word document in it');
    }
    // A decompression bomb: a few MB that unpack to gigabytes, which the reader would allocate.
    if ((zipUnpackedSize(buffer) ?? 0) > MAX_DOCX_UNPACKED_BYTES) {
      throw new DocumentRejectedError(`${name} unpacks to more than ${MAX_DOCX_UNPACKED_BYTES / 1024 / 1024} MB, more than any Word document needs`, name);
    }
  }
}

function reasonFor(error: unknown, kind: BinaryKind, timeoutMs: number): string {
  if (error instanceof ExtractionTimeoutError) {
    return `reading it took longer than ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`;
  }
  if (!(error instanceof ExtractionError)) {
    return 'an unexpected error occurred';
  }
  const { name, message } = error.failure;
  if (name === 'PasswordException') {
    return 'it is password-protected';
  }
  if (name === 'InvalidPDFException') {
    return 'the PDF structure is damaged';
  }
  if (name === 'OutOfMemory') {
    return 'it needs too much memory to read';
  }
  if (name === 'TooMuchText') {
    return `it holds more than ${MAX_EXTRACTED_CHARS / 1_000_000} million characters of text`;
  }
  // Library messages can be long and carry links; the first sentence is enough for a user.
  const first = message.split(/\n|(?<=\.)\s/)[0]?.replace(/\s*https?:\/\/\S+/g, '').trim() ?? '';
  const detail = first.length > 160 ? `${first.slice(0, 157)}...` : first;
  return `the ${kind.toUpperCase()} content is damaged${detail ? ` (${detail})` : ''}`;
}

/**
 * Checks an upload before anything is stored: a supported name, within the size limit, not
 * empty, and content of the type the name claims. Throws DocumentRejectedError naming the file;
 * a damaged Word file throws DocumentParseError, as reading it would. Cheap: nothing is parsed.
 */
export function checkDocument(input: DocumentInput): DocumentKind {
  return checkedText(input).kind;
}

type CheckedDocument = { name: string; kind: 'txt'; text: string } | { name: string; kind: BinaryKind; text: null };

function checkedText(input: DocumentInput): CheckedDocument {
  const name = displayName(input.filename);
  const kind = kindFromName(input.filename);
  if (!kind) {
    throw new DocumentRejectedError(`${name} is not a supported document; upload a PDF, DOC, DOCX or TXT file`, name);
  }
  assertDocumentSize(name, input.buffer.length);
  if (input.buffer.length === 0) {
    throw new DocumentRejectedError(`${name} is empty`, name);
  }
  if (kind !== 'txt') {
    assertContentMatches(name, kind, input.buffer);
    return { name, kind, text: null };
  }
  const decoded = decodeTextFile(input.buffer);
  if (decoded === null) {
    throw mismatch(name, kind, input.buffer, describeContent(input.buffer) ?? 'binary data');
  }
  return { name, kind, text: decoded };
}

/**
 * The text of an uploaded PDF, DOC, DOCX or TXT file. The type is taken from the name and must
 * match the content. Throws DocumentTooLargeError, DocumentRejectedError or DocumentParseError,
 * each naming the file.
 */
export async function parseDocument(input: DocumentInput, options: ParseDocumentOptions = {}): Promise<ParsedDocument> {
  const checked = checkedText(input);
  const { name, kind } = checked;
  let raw: string;
  if (checked.kind === 'txt') {
    raw = checked.text;
  } else {
    const timeoutMs = options.timeoutMs ?? 30_000;
    try {
      raw = await extractInWorker(checked.kind, input.buffer, { timeoutMs, maxHeapMb: options.maxHeapMb ?? 512 });
    } catch (error) {
      throw new DocumentParseError(`${name} could not be read: ${reasonFor(error, checked.kind, timeoutMs)}`, name);
    }
  }

  const text = normalizeText(raw);
  if (!text) {
    const hint = kind === 'pdf' ? ' (a scanned PDF holds only images of text)' : '';
    throw new DocumentParseError(`${name} could not be read: it contains no text${hint}`, name);
  }
  return { kind, text };
}
