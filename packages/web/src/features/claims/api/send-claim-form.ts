/** A claim's form data to the API, with upload progress. */
import { upload } from '../../../lib/api.ts';

/** `inputs` (JSON) and the `photos` files in one form (lib/api.ts `upload`, which reports progress). */
export function sendClaimForm<T>(
  path: string,
  inputs: unknown,
  photos: File[],
  onProgress?: (percent: number) => void,
): Promise<T> {
  return upload<T>(path, null, inputs, {
    ...(onProgress ? { onProgress } : {}),
    more: photos.map((file) => ({ field: 'photos', file })),
  });
}
