import '@fastify/multipart';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../documents';
import { displayName } from '../documents/document-limits';

export const UPLOAD_FIELD = 'files';
export const MAX_UPLOAD_FILES = 20;
export const NOT_MULTIPART = `Send the files as multipart/form-data in the "${UPLOAD_FIELD}" field`;
export const NO_FILES = 'Choose at least one file to upload';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

interface MultipartError {
  code?: string;
  part?: { filename?: string };
}

function toHttpError(error: unknown): unknown {
  if (error instanceof HttpException) {
    return error;
  }
  const { code, part } = (error ?? {}) as MultipartError;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(`${displayName(part?.filename ?? '')} is larger than 10 MB`);
    case 'FST_FILES_LIMIT':
      return new PayloadTooLargeException(`Upload at most ${MAX_UPLOAD_FILES} files at a time`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new PayloadTooLargeException('The form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestException('The upload was incomplete or malformed');
    default:
      return /Unexpected end of form|Malformed|boundary/i.test((error as Error)?.message ?? '')
        ? new BadRequestException('The upload was incomplete or malformed')
        : error;
  }
}

/**
 * Reads every file of a multipart upload into memory, each at most 10 MB (a larger one is a 413
 * naming it). Other form fields are ignored; a file under another field name is refused.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new BadRequestException(NOT_MULTIPART);
  }
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        continue;
      }
      if (part.fieldname !== UPLOAD_FIELD) {
        throw new BadRequestException(NOT_MULTIPART);
      }
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (files.length === 0) {
    throw new BadRequestException(NO_FILES);
  }
  return files;
}
