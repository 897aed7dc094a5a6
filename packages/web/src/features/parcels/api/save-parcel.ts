/**
 * Add or update a parcel (spec §7): JSON without a file, form data (`file` + `inputs`) with one, with
 * upload progress.
 */
import type { ParcelDeclarationInput } from '@amanati/shared/parcels';
import type { ProductWire } from '@amanati/shared/parcels';
import { api, upload } from '../../../lib/api.ts';

export interface SaveAnswer {
  message: string;
  product: ProductWire;
  custom: boolean;
  customArray: string[];
}

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
