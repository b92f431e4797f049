import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import Busboy, { type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../documents';
import { displayName } from '../documents/document-limits';

export const UPLOAD_FIELD = 'files';
export const MAX_UPLOAD_FILES = 20;
export const NOT_MULTIPART = `Send the files as multipart/form-data in the "${UPLOAD_FIELD}" field`;
export const NO_FILES = 'Choose at least one file to upload';
export const MALFORMED_UPLOAD = 'The upload was incomplete or malformed';
export const UPLOAD_TOO_LARGE = `Upload at most ${MAX_UPLOAD_FILES} files of 10 MB each at a time`;
const MAX_FORM_FIELDS = 20;
/** The most a whole upload may send: every file at its limit, and room for the form's own parts. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_FILES * MAX_DOCUMENT_BYTES + 1024 * 1024;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Reads every file of a multipart upload into memory, each at most 10 MB (a larger one is a 413
 * naming it). Other form fields are ignored; a file under another field name is refused.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!isMultipart(request)) {
    throw new BadRequestException(NOT_MULTIPART);
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
    throw new PayloadTooLargeException(UPLOAD_TOO_LARGE);
  }
  const files = await readMultipartFiles(request.raw, request.headers);
  if (files.length === 0) {
    throw new BadRequestException(NO_FILES);
  }
  return files;
}

/**
 * Parses the request body with busboy. A refusal (a file too large, too many files, a file under
 * another field) is answered only once the whole body has been read, so the client, still
 * sending, receives the answer instead of a reset connection; busboy drops what it no longer
 * needs while reading on.
 */
function readMultipartFiles(body: IncomingMessage, headers: IncomingHttpHeaders): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: headers as BusboyHeaders,
        limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_UPLOAD_FILES, fields: MAX_FORM_FIELDS, parts: MAX_UPLOAD_FILES + MAX_FORM_FIELDS },
      });
    } catch {
      // No boundary in the content type: there is no way to find the parts.
      reject(new BadRequestException(MALFORMED_UPLOAD));
      return;
    }
    const files: UploadedFile[] = [];
    let refusal: HttpException | null = null;
    let receivedData = false;
    let settled = false;
    const refuse = (error: HttpException) => {
      refusal ??= error;
    };
    const settle = (error: HttpException | null) => {
      if (settled) {
        return;
      }
      settled = true;
      body.unpipe(parser);
      if (error) {
        // Whatever is left of the body is read and dropped, so the answer can be sent.
        body.resume();
        reject(error);
      } else {
        resolve(files);
      }
    };

    // A part with a type but no filename is a file to busboy too, with an undefined name.
    parser.on('file', (fieldname: string, file: BusboyFileStream, filename: string | undefined = '') => {
      // A body that ends inside a file fails that file's stream too; unheard, it would end the process.
      file.on('error', () => settle(new BadRequestException(MALFORMED_UPLOAD)));
      if (fieldname !== UPLOAD_FIELD) {
        refuse(new BadRequestException(NOT_MULTIPART));
      }
      if (refusal) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => refuse(new PayloadTooLargeException(`${displayName(filename)} is larger than 10 MB`)));
      file.on('end', () => {
        if (!file.truncated) {
          files.push({ filename, data: Buffer.concat(chunks) });
        }
      });
    });
    parser.on('filesLimit', () => refuse(new PayloadTooLargeException(`Upload at most ${MAX_UPLOAD_FILES} files at a time`)));
    parser.on('fieldsLimit', () => refuse(new PayloadTooLargeException('The form has too many fields')));
    parser.on('partsLimit', () => refuse(new PayloadTooLargeException('The form has too many fields')));
    parser.on('error', (error: Error) => {
      // An empty body is an empty form, answered as one with no files.
      settle(!receivedData && /Unexpected end/i.test(error.message) ? refusal : new BadRequestException(MALFORMED_UPLOAD));
    });
    parser.on('finish', () => settle(refusal));
    let received = 0;
    body.on('data', (chunk: Buffer) => {
      receivedData = true;
      received += chunk.length;
      if (received > MAX_UPLOAD_BYTES) {
        // A body without a length that goes on past any real upload: stop reading it at all.
        settle(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
        body.destroy();
      }
    });
    body.on('close', () => {
      if (!body.complete) {
        settle(new BadRequestException(MALFORMED_UPLOAD));
      }
    });
    body.pipe(parser);
  });
}
