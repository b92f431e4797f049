import { ApiRequestError, HTML_INSTEAD_OF_JSON } from '@app/api-client';
import type { ApiErrorBody, KnowledgeItem } from '@app/contracts';

export interface UploadOptions {
  /** Percent of the request body sent so far, 0..100. */
  onProgress?: (percent: number) => void;
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
    return parsed && typeof parsed === 'object' && 'message' in parsed ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function readResponse(xhr: XMLHttpRequest): KnowledgeItem[] {
  const text = xhr.responseText;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('text/html')) {
    throw new ApiRequestError(xhr.status, HTML_INSTEAD_OF_JSON);
  }
  if (xhr.status < 200 || xhr.status >= 300) {
    throw new ApiRequestError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, parseErrorBody(text));
  }
  return text ? (JSON.parse(text) as KnowledgeItem[]) : [];
}

/**
 * Sends documents as multipart form data (field `files`). It uses XMLHttpRequest rather than
 * fetch because only XHR reports upload progress. Failures follow the request helper's rules and
 * carry the API's error body, so `errorMessage` shows the server's words (which file, why).
 */
export function uploadKnowledgeFiles(agentId: string, files: File[], { onProgress }: UploadOptions = {}): Promise<KnowledgeItem[]> {
  const form = new FormData();
  for (const file of files) {
    form.append('files', file, file.name);
  }
  return new Promise<KnowledgeItem[]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: unknown) => {
      console.error('API Request failed', error);
      reject(error);
    };
    xhr.open('POST', `/api/agents/${encodeURIComponent(agentId)}/knowledge/upload`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    // Some browsers skip the last progress event; the body being fully sent means 100%.
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      try {
        resolve(readResponse(xhr));
      } catch (error) {
        fail(error);
      }
    };
    xhr.onerror = () => fail(new ApiRequestError(0, 'The upload could not reach the server. Check your connection and try again.'));
    xhr.onabort = () => fail(new ApiRequestError(0, 'The upload was cancelled.'));
    xhr.send(form);
  });
}
