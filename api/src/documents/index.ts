export { DocumentError, DocumentParseError, DocumentRejectedError, DocumentTooLargeError } from './document-errors';
export { assertDocumentSize, DOCUMENT_KINDS, type DocumentKind, MAX_DOCUMENT_BYTES } from './document-limits';
export { normalizeText } from './normalize-text';
export {
  checkDocument,
  type DocumentInput,
  type ParseDocumentOptions,
  type ParsedDocument,
  parseDocument,
} from './parse-document';
