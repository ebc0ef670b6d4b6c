import { PHOTO_NAME_HEADER, type Photo, photoResponseSchema } from '@lapm/contracts';
import type { z } from 'zod';
import { apiUrl, failureOf, parseBody } from './client';
import { ApiError, apiMessages } from './errors';

/**
 * Sends one file to `path`, its bytes as the body and its name in a header, and reports how much
 * has left the browser. XMLHttpRequest rather than ky: a fetch reports upload progress only by
 * streaming its body, which Chromium allows over HTTP/2 alone, and the site may be served over
 * HTTP/1.1.
 */
export function uploadFile<S extends z.ZodType>(
  path: string,
  schema: S,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader(PHOTO_NAME_HEADER, encodeURIComponent(file.name));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failureOf(request.status, body, path));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(apiMessages.unexpectedResponse, request.status));
    });
    // A server that cut the connection (a refused large file) or is unreachable: nothing was saved.
    request.addEventListener('error', () => reject(new ApiError(apiMessages.unavailable, null)));
    request.addEventListener('abort', () => reject(new ApiError(apiMessages.unknown, null)));
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

/** One photo of the library. */
export async function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Photo> {
  return (await uploadFile('/photos', photoResponseSchema, file, onProgress, signal)).data;
}
