/** Debt, paying from the balance, card top-ups and invoices (spec §4, §7; spec-readings, Money). */
import type {
  DebtAnswer,
  InvoiceAnswer,
  PayAnswer,
  TopupMethodsAnswer,
  TopupStartAnswer,
  TopupStateAnswer,
} from '@amanati/shared/answers/money';
import type { AccountFlight, ParcelListWithFlightsAnswer } from '@amanati/shared/answers/parcels';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@amanati/shared/constants';
import { TOPUP_METHODS, type BogPaymentMethod, type TopupMethod } from '@amanati/shared/topup-methods';
import { api } from '../../../lib/api.ts';
import { meKey } from '../../auth/api/session.ts';
import { pickupKeys } from '../../pickup/api/pickup.ts';
import { reloadParcelList } from '../../parcels/api/list-limits.ts';

export const debtKey = ['account', 'debt'] as const;
export const topupMethodsKey = ['account', 'topup-methods'] as const;
/** Under ['parcels'], so whatever reloads the parcel lists after a payment reloads this too. */
export const unpaidFlightsKey = ['parcels', 'account-flights'] as const;
export const invoiceKey = (flightId: string, branch?: string) => ['invoice', flightId, branch ?? ''] as const;

export type { PayAnswer };

export const useDebt = (enabled = true) =>
  useQuery({
    queryKey: debtKey,
    queryFn: () => api<DebtAnswer>('/api/product/debtSum').then((r) => r.deptSum),
    enabled,
  });

/**
 * After a payment: the user (balance), the debt, every parcel list — the arrived one with its first
 * 1000 (spec §4, §9) — the invoices, and what is ready for pickup (paid parcels may be now).
 */
export async function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meKey }),
    queryClient.invalidateQueries({ queryKey: debtKey }),
    reloadParcelList(queryClient, 'arrived', PAGE_SIZES.arrivedAfterPayment),
    queryClient.invalidateQueries({ queryKey: ['invoice'] }),
    queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
  ]);
}

export function usePayAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<PayAnswer>('/api/payment/payall', { method: 'POST' }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

export function usePayFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flightId: string) => api<PayAnswer>('/api/payment/payFlightId', { body: { flightId } }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

const GEORGIAN_CARD_ONLY: readonly TopupMethod[] = ['georgianCard'];

/**
 * The top-up methods the server offers (issue 20 §2), in the usual order: Georgian Card — always
 * there, the default — then the Bank of Georgia's when it is configured. While the answer is on its
 * way, or when it fails, Georgian Card alone; a method this app does not know is left out.
 */
export function useTopupMethods(): readonly TopupMethod[] {
  const { data } = useQuery({
    queryKey: topupMethodsKey,
    queryFn: () => api<TopupMethodsAnswer>('/api/merchant/methods').then((r) => r.methods),
    staleTime: 10 * 60_000,
  });
  if (!data) return GEORGIAN_CARD_ONLY;
  return TOPUP_METHODS.filter((m) => m === 'georgianCard' || data.includes(m));
}

type TopupBody = { lari: string; tetri: string; lang: string };

export const startTopup = (body: TopupBody) =>
  api<TopupStartAnswer>('/api/merchant/georgiancard/pay', { body });

/** A top-up through the Bank of Georgia with one of its methods; answered like Georgian Card's. */
export const startBogTopup = (body: TopupBody & { method: BogPaymentMethod }) =>
  api<TopupStartAnswer>('/api/merchant/bog/pay', { body });

export type OrderState = 'created' | 'paid' | 'failed';

export const orderState = (orderId: string) =>
  api<TopupStateAnswer>('/api/merchant/georgiancard/update', { body: { orderId } }).then((r) => r.result);

export type { AccountFlight };

/**
 * The customer's flights (sent and arrived parcels) with this customer's paid/unpaid state, weight and
 * what is left to pay.
 */
export function useAccountFlights(enabled = true) {
  return useQuery({
    queryKey: unpaidFlightsKey,
    enabled,
    queryFn: async () => {
      const lists = await Promise.all(
        (['sent', 'arrived'] as const).map((status) =>
          api<ParcelListWithFlightsAnswer>(`/api/product/getswith/${status}/0/100`),
        ),
      );
      const byId = new Map<string, AccountFlight>();
      for (const f of lists.flatMap((l) => l.flights)) {
        const seen = byId.get(f.flightId);
        // A flight listed under both tabs is unpaid when either says so.
        byId.set(f.flightId, seen?.state === 'unpaid' ? seen : f);
      }
      return [...byId.values()];
    },
  });
}

export type Invoice = InvoiceAnswer['invoice'];
export type InvoiceProduct = InvoiceAnswer['products'][number];

export const useInvoice = (flightId: string, branch?: string) =>
  useQuery({
    queryKey: invoiceKey(flightId, branch),
    queryFn: () =>
      api<InvoiceAnswer>(
        `/api/invoice/get/${encodeURIComponent(flightId)}${branch ? `/${encodeURIComponent(branch)}` : ''}`,
      ),
  });
