/**
 * Handover at a branch: find the customer, their arrived parcels there, take a payment at the counter for
 * their unpaid flights, cancel a parcel's courier order, hand them over; or find a customer's pickup pass by
 * its code and hand over exactly its parcels, and list the day's passes to prepare.
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
import type { PickupHandoverRequest } from '@amanati/shared/pickup';
import type { PickupPreparationAnswer, StaffPickupPassAnswer } from '@amanati/shared/answers/pickup';
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

/**
 * A pickup pass by its code (the bare code, found in what was typed or scanned): each lookup asks the
 * server afresh, as the same pass scanned again may have been used meanwhile.
 */
export function useFindPickupPass() {
  return useMutation({
    mutationFn: ({ code, branch }: { code: string; branch: string }) =>
      api<StaffPickupPassAnswer>(
        `/api/admin/pickup/passes/lookup?code=${encodeURIComponent(code)}&branch=${branch}`,
      ),
  });
}

/** Hands over a pass's parcels; every list of the page (parcels, unpaid, passes to prepare) reads again. */
export function usePickupHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ passId, ...body }: PickupHandoverRequest & { passId: string }) =>
      api<HandoverAnswer>(`/api/admin/pickup/passes/${encodeURIComponent(passId)}/handover`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'handover'] }),
  });
}

/** The branch's active passes for a Tbilisi day, by slot, then those without one. */
export function usePickupPreparation(branch: string, day: string) {
  return useQuery({
    queryKey: ['admin', 'handover', 'pickup-preparation', branch, day],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
    queryFn: () =>
      api<PickupPreparationAnswer>(`/api/admin/pickup/preparation?branch=${branch}&day=${day}`).then(
        (r) => r.passes,
      ),
  });
}
