/** The announcement popup's question to the API: asked by app/first-page.ts at start, read by the popup. */
import type { PopapWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';

export const popupQuery = {
  queryKey: ['popap'],
  queryFn: () => api<{ popap: PopapWire | null }>('/api/popap/get').then((r) => r.popap),
  staleTime: 5 * 60_000,
};
