import type { QueryFunction } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The spec's error contract: the message is "{status}: {body}", or the status text if empty. The
 * error also carries the status and the body's code, for decisions.
 */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiRequestError(res.status, (await res.text()) || res.statusText);
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    // The server refuses non-JSON bodies, so the header is sent only with a body.
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * Sends a file's raw bytes as the whole body (a single part, not multipart), typed as the file.
 * XMLHttpRequest rather than fetch: only it reports how many bytes have gone, for a progress bar.
 * Failures keep the "{status}: {body}" contract of the other calls.
 */
export function apiUploadFile(
  url: string,
  file: File,
  onProgress?: (fractionSent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiRequestError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(file);
  });
}

/**
 * The generic reader: GETs the URL made by joining the query key with slashes; a 401 throws like
 * any failure. The session read needs no exception: its endpoint answers null when signed out.
 */
export function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
