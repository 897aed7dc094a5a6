/**
 * Storage days (issue 21 §5): the customer's arrived parcels with their free days left and fees, read once
 * for the whole list (its badges) and the parcel's detail. Under the parcels' key, so whatever reloads
 * the parcels (an arrival, a hand-over) reloads this too.
 */
import { useQuery } from '@tanstack/react-query';
import type { ParcelStorage, StorageAnswer } from '@amanati/shared/answers/storage';
import { api } from '../../lib/api.ts';

export type { ParcelStorage };

// Written out, not from parcelKeys: the parcel list's cells import this module, and the parcels' api
// module is still loading then.
export const storageKey = ['parcels', 'storage'] as const;

/** The storage of one arrived parcel (undefined while loading, or when it is not with us). */
export function useParcelStorage(parcelId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: storageKey,
    queryFn: () => api<StorageAnswer>('/api/storage').then((r) => r.parcels),
    enabled,
    staleTime: 60_000,
  });
  return query.data?.find((p) => p.parcelId === parcelId);
}
