/** Warehouse intake calls: look a tracking number up, receive a parcel, the unidentified queue. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntakeInput } from '@amanati/shared/admin';
import type {
  LookupAnswer,
  ParcelAnswer,
  ReceiveAnswer,
  UnidentifiedAnswer,
} from '@amanati/shared/answers/admin/parcels';
import { api, upload } from '../../../lib/api.ts';

/** The parcel (the received one first) and the AXIDs of everyone who declared the number. */
export const lookupTracking = (tracking: string) =>
  api<LookupAnswer>(`/api/admin/intake/lookup?tracking=${encodeURIComponent(tracking)}`).then((r) => ({
    parcel: r.parcel,
    declarers: r.declarers ?? [],
  }));

/** JSON, or form data when a photo of the label comes along. */
export const receiveParcel = (input: IntakeInput, photo: File | null) =>
  photo
    ? upload<ReceiveAnswer>('/api/admin/intake/receive', photo, input)
    : api<ReceiveAnswer>('/api/admin/intake/receive', { body: input });

const unidentifiedKey = ['admin', 'unidentified'] as const;

export function useUnidentified() {
  return useQuery({
    queryKey: unidentifiedKey,
    queryFn: () => api<UnidentifiedAnswer>('/api/admin/intake/unidentified').then((r) => r.items),
  });
}

export function useResolveUnidentified() {
  const client = useQueryClient();
  return useMutation({
    /** `weightKg` only for a queued parcel that has none (the weight from intake is kept otherwise). */
    mutationFn: ({ id, ...body }: { id: string; axid: string; weightKg?: string }) =>
      api<ParcelAnswer>(`/api/admin/intake/unidentified/${id}/resolve`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: unidentifiedKey }),
  });
}

export const invalidateUnidentified = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: unidentifiedKey });
