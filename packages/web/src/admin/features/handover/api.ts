/**
 * Handover at a branch: find the customer, their arrived parcels there, take a payment at the counter for
 * their unpaid flights, cancel a parcel's courier order, hand them over.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HandoverAnswer,
  HandoverCustomersAnswer,
  HandoverParcelsAnswer,
} from '@amanati/shared/answers/admin/parcels';
import type {
  CounterPayInput,
  CounterReceiptAnswer,
  CounterUnpaidAnswer,
} from '@amanati/shared/answers/admin/counter';
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

export function useCounterUnpaid(customerId: string, branch: string) {
  return useQuery({
    queryKey: ['admin', 'handover', 'unpaid', customerId, branch],
    queryFn: () => api<CounterUnpaidAnswer>(`/api/admin/counter/${customerId}/unpaid?branch=${branch}`),
  });
}

/** Takes the payment; the parcels and the unpaid flights are read again (paid parcels get ticked). */
export function useTakePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterPayInput) =>
      api<CounterReceiptAnswer & { repeated: boolean }>('/api/admin/counter/payments', { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'handover'] }),
  });
}

export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['admin', 'receipt', id],
    queryFn: () => api<CounterReceiptAnswer>(`/api/admin/counter/payments/${id}`).then((r) => r.receipt),
  });
}

/** The courier orders' own cancel (the back office's): the parcel can then be handed over here. */
export function useCancelCourierOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<unknown>(`/api/admin/courier-orders/${orderId}/cancel`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'handover', 'parcels'] }),
  });
}
