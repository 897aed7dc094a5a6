/**
 * Form data (`file` + `inputs` JSON) with any method: news are created with POST and replaced with PUT,
 * and lib/api's `upload` only posts.
 */
import { ApiError, NetworkError } from '../../lib/api.ts';
import { tokenStore } from '../../lib/token-store.ts';

export async function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: File | null,
  inputs: unknown,
): Promise<T> {
  const form = new FormData();
  if (file) form.append('file', file);
  form.append('inputs', JSON.stringify(inputs));
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch (err) {
    throw new NetworkError(String(err));
  }
  const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!res.ok) throw new ApiError(res.status, data.message ?? 'internal_error', data.errors ?? {});
  return data as T;
}
