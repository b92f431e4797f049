import { PassThrough } from 'node:stream';
import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, readUploadedFiles, UPLOAD_TOO_LARGE } from './uploaded-files';

const BOUNDARY = 'edge';

function multipartRequest(headers: Record<string, string> = {}): { request: FastifyRequest; body: PassThrough } {
  const body = new PassThrough();
  const request = { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, raw: body };
  return { request: request as unknown as FastifyRequest, body };
}

describe('readUploadedFiles', () => {
  it('refuses an upload whose announced length is past any real one, before reading it', async () => {
    const { request, body } = multipartRequest({ 'content-length': String(MAX_UPLOAD_BYTES + 1) });

    await expect(readUploadedFiles(request)).rejects.toThrow(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
    expect(body.readableFlowing).toBeNull();
  });

  it('stops reading a body without a length once it goes past any real upload', async () => {
    const { request, body } = multipartRequest();
    // The outcome is kept as a value, so a refusal before the last write is never unhandled.
    const outcome = readUploadedFiles(request).then(
      () => null,
      (error: unknown) => error,
    );
    body.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="endless.txt"\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let written = 0;
    while (!body.destroyed && written <= MAX_UPLOAD_BYTES + chunk.length) {
      await new Promise<void>((resolve) => body.write(chunk, () => resolve()));
      written += chunk.length;
    }

    expect(body.destroyed).toBe(true);
    expect(await outcome).toEqual(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
  });
});
