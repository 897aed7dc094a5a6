/** Handover at a branch: find the customer, their arrived parcels there, hand them over. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HandoverAnswer,
  HandoverCustomersAnswer,
  HandoverParcelsAnswer,
} from '@amanati/shared/answers/admin/parcels';
import { api } from '../../../lib/api.ts';

export function useFindCustomers(q: string) {
  return useQuery({
    queryKey: ['admin', 'handover', 'find', q],
    enabled: q.length >= 2,
    queryFn: () =>
      api<HandoverCustomersAnswer>(`/api/admin/handover/customers?q=${encodeURIComponent(q)}`).then(
        (r) => r.customers,
      ),
  });
}

export function useArrivedParcels(customerId: string | null, branch: string) {
  return useQuery({
    queryKey: ['admin', 'handover', 'parcels', customerId, branch],
    enabled: Boolean(customerId),
    queryFn: () =>
      api<HandoverParcelsAnswer>(`/api/admin/handover/${customerId}/parcels?branch=${branch}`).then(
        (r) => r.parcels,
      ),
  });
}

export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { parcelIds: string[]; branch: string; override?: boolean; reason?: string }) =>
      api<HandoverAnswer>('/api/admin/handover', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'handover', 'parcels'] }),
  });
}
