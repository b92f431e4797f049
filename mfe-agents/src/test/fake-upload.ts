import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest, which the document upload uses for its progress events. Each
 * sent request is kept so the test can report progress and answer it when it chooses.
 */
export class FakeUploadRequest {
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private contentType = 'application/json';

  constructor(private readonly sent: FakeUploadRequest[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }

  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }

  /** File names in the multipart field `files`, in order. */
  fileNames() {
    return (this.body?.getAll('files') ?? []).map((entry) => (entry as File).name);
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  async failNetwork() {
    await act(async () => this.onerror?.());
  }
}

export function installFakeUploads() {
  const sent: FakeUploadRequest[] = [];
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeUploadRequest(sent) as unknown as XMLHttpRequest);
  return {
    sent,
    /** The one upload sent so far; fails the test when there is not exactly one. */
    only() {
      expect(sent).toHaveLength(1);
      return sent[0]!;
    },
  };
}
