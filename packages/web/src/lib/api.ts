/**
 * The one way the app talks to the API: JSON in and out, the bearer token, errors as ApiError
 * with the server's message code. A 401 on an authenticated call signs the user out everywhere.
 */
import { tokenStore } from './token-store.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** A failure without an answer from the server (offline, aborted): logged, not shown (spec §8). */
export class NetworkError extends Error {}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => undefined;
export const setUnauthorizedHandler = (fn: Unauthorized) => {
  onUnauthorized = fn;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function readError(res: Response): Promise<ApiError> {
  try {
    const data = (await res.json()) as { message?: string; errors?: Record<string, string> };
    return new ApiError(res.status, data.message ?? 'internal_error', data.errors ?? {});
  } catch {
    return new ApiError(res.status, 'internal_error');
  }
}

const authHeader = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** GETs started before the code that needs them has loaded (app/first-page.ts), by path. */
const preloaded = new Map<string, { answer: Promise<Response>; token: string | null }>();

/**
 * A 401 signs out only if it answered the token still in use: an answer to an older token (a request
 * that left before the user signed in again) must not throw the new session away.
 */
function refused(usedToken: string | null): void {
  if (usedToken !== null && tokenStore.get() === usedToken) onUnauthorized();
}

/**
 * Starts a GET at once; the first `api(path)` call takes its answer over instead of asking again. The
 * first page's data then travels together with its code rather than after it.
 */
export function preloadGet(path: string): Promise<Response> {
  const known = preloaded.get(path);
  if (known) return known.answer;
  const token = tokenStore.get();
  const answer = fetch(path, { headers: authHeader(token) });
  answer.catch(() => undefined); // a failure shows where the answer is used
  preloaded.set(path, { answer, token });
  return answer;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = tokenStore.get();
  const headers: Record<string, string> = authHeader(token);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const preload = method === 'GET' ? preloaded.get(path) : undefined;
  if (preload) preloaded.delete(path);
  // An early answer asked with another token (the user has signed in or out since) is not this user's.
  const early = preload?.token === token ? preload.answer : undefined;
  let res: Response;
  try {
    res = await (early ??
      fetch(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (err) {
    console.warn('network error', path, err);
    throw new NetworkError(String(err));
  }
  if (!res.ok) {
    const error = await readError(res);
    if (res.status === 401) refused(token);
    throw error;
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export interface UploadOptions {
  /** POST by default; PUT replaces (a news item with its photo). */
  method?: 'POST' | 'PUT';
  /** 0–100 as the body goes out. */
  onProgress?: (percent: number) => void;
  /** More files under their own field names (a claim's `photos`). */
  more?: { field: string; file: File }[];
}

/**
 * Form data (`file` + `inputs` JSON), the one way files go to the API. XMLHttpRequest, not fetch: fetch
 * cannot report upload progress. Errors as `api()` gives them: ApiError with the server's code and field
 * errors, NetworkError without an answer, and a 401 to the token in use signs out.
 */
export function upload<T>(
  path: string,
  file: File | null,
  inputs: unknown,
  { method = 'POST', onProgress, more = [] }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onload = () => {
      let data: { message?: string; errors?: Record<string, string> } = {};
      try {
        data = JSON.parse(xhr.responseText) as typeof data;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401) refused(token);
      reject(new ApiError(xhr.status, data.message ?? 'internal_error', data.errors ?? {}));
    };
    const form = new FormData();
    if (file) form.append('file', file);
    for (const extra of more) form.append(extra.field, extra.file);
    form.append('inputs', JSON.stringify(inputs));
    xhr.send(form);
  });
}
