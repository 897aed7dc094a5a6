/**
 * A claim's multipart form: `inputs` (JSON) and up to CLAIM_PHOTOS_MAX `photos` files — PNG or JPEG by
 * their bytes, each capped while it streams (lib/uploads.ts reads one `file`; a claim carries several).
 * The photos are stored under fresh random names and removed again when the request is refused.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { CLAIM_PHOTOS_MAX } from '@amanati/shared/claims';
import { LIMITS } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { AppError, badRequest } from '../../lib/errors.ts';
import { randomFileName, type Storage } from '../../lib/storage.ts';
import { readCapped } from '../../lib/uploads.ts';

export interface ClaimPhoto {
  data: Buffer;
  extension: 'png' | 'jpg';
}

const IMAGES: Record<string, ClaimPhoto['extension']> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export async function readPhotosAndInputs(
  request: FastifyRequest,
): Promise<{ photos: ClaimPhoto[]; inputs: unknown }> {
  if (!request.isMultipart()) throw new AppError(415, MSG.unsupportedMediaType);
  const photos: ClaimPhoto[] = [];
  let inputs: unknown = undefined;
  for await (const part of request.parts({
    limits: { fileSize: LIMITS.fileMaxBytes, files: CLAIM_PHOTOS_MAX + 1, fields: 5, fieldSize: 65536 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photos') {
        part.file.resume();
        continue;
      }
      const data = await readCapped(part, LIMITS.fileMaxBytes);
      if (data.length === 0) continue;
      if (photos.length >= CLAIM_PHOTOS_MAX) throw badRequest(MSG.invalidValue, { photos: MSG.invalidValue });
      const detected = await fileTypeFromBuffer(data);
      const extension = detected ? IMAGES[detected.mime] : undefined;
      if (!extension) throw badRequest(MSG.incorrectFileType, { photos: MSG.incorrectFileType });
      photos.push({ data, extension });
    } else if (part.fieldname === 'inputs') {
      try {
        inputs = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
      } catch {
        throw badRequest(MSG.invalidJson, { inputs: MSG.invalidJson });
      }
    }
  }
  if (inputs === undefined) throw badRequest(MSG.fillAllFields, { inputs: MSG.required });
  return { photos, inputs };
}

/** Stores the photos, runs `use` with their names; a refusal (or a failed transaction) removes them. */
export async function withStoredPhotos<T>(
  storage: Storage,
  photos: ClaimPhoto[],
  use: (names: string[]) => Promise<T>,
): Promise<T> {
  const names = photos.map((p) => randomFileName(p.extension));
  try {
    for (const [i, p] of photos.entries()) await storage.put('claims', names[i]!, p.data);
    return await use(names);
  } catch (err) {
    await Promise.all(names.map((n) => storage.remove('claims', n).catch(() => undefined)));
    throw err;
  }
}

export const photoUrl = (name: string) => `/uploads/claims/${name}`;
