/**
 * Files behind the bearer token (manifests, statements, receipts): a plain link would not carry it, so
 * the file is fetched and handed to the browser as a download.
 */
import { ApiError, NetworkError } from './api.ts';
import { tokenStore } from './token-store.ts';

/** The extension a name without one gets from the file's type (a registry extract is a PDF or a picture). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (err) {
    throw new NetworkError(String(err));
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, data.message ?? 'internal_error');
  }
  const blob = await res.blob();
  const extension = /\.\w+$/.test(fileName) ? undefined : EXTENSIONS[blob.type.split(';')[0]!.trim()];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = extension ? `${fileName}.${extension}` : fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
