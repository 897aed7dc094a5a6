/**
 * Add or update a parcel (spec §7): JSON without a file, form data (`file` + `inputs`) with one, with
 * upload progress.
 */
import type { DeclarationAnswer as SaveAnswer } from '@amanati/shared/answers/parcels';
import type { ParcelDeclarationInput } from '@amanati/shared/parcels';
import { api, upload } from '../../../lib/api.ts';

export type { SaveAnswer };

export type ParcelPayload = ParcelDeclarationInput & { productId?: string };

export function saveParcel(
  mode: 'add' | 'update',
  payload: ParcelPayload,
  file: File | null,
  onProgress?: (percent: number) => void,
): Promise<SaveAnswer> {
  const base = mode === 'add' ? '/api/product/addProduct' : '/api/product/updateProduct';
  if (file) return upload<SaveAnswer>(`${base}WithFile`, file, payload, { onProgress });
  return api<SaveAnswer>(base, { body: payload });
}
