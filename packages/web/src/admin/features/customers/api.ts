/** Customers in the back office: search, one profile, the manual ledger adjustment (admin only). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Candidate } from '@amanati/shared/accounts';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';
import type { AdminParcel } from '../../lib/types.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import type { AdminCourierOrder } from '../courier/api.ts';

export interface CustomerRow {
  _id: string;
  AXID: string;
  email: string;
  phone: string;
  type: number;
  nameKa: string | null;
  lastNameKa: string | null;
  nameEn: string;
  lastNameEn: string;
  LTDName: string | null;
  passportId: string;
  orgId: string;
  branch: string | null;
  balance: number;
  deptSum: number;
  createdAt: string;
}

export interface LedgerRow {
  _id: string;
  kind: string;
  amount: number;
  ref: string | null;
  reason: string | null;
  actorAXID: string | null;
  createdAt: string;
}

export interface CustomerProfile {
  candidate: Candidate;
  /** One page of each (newest first) and how many there are in all. */
  products: AdminParcel[];
  productsCount: number;
  ledger: LedgerRow[];
  ledgerCount: number;
  courierOrders: AdminCourierOrder[];
}

/** Rows per page of the profile's parcels and ledger. */
export const PROFILE_PAGE = 50;

export const PAGE = 50;

/** Customers found by `filter.q` (AXID, e-mail, phone, personal id or name), a page at a time. */
export function useCustomers() {
  return usePagedList({
    key: ['admin', 'customers'],
    filter: { q: '' },
    pageSize: PAGE,
    read: (query) => api<{ customers: CustomerRow[]; count: number }>(`/api/admin/customers${query}`),
  });
}

const profileKey = (id: string) => ['admin', 'customer', id] as const;

/** The profile with page `parcels` of the parcels and page `ledger` of the ledger (from 1). */
export function useCustomer(
  id: string,
  pages: { parcels: number; ledger: number } = { parcels: 1, ledger: 1 },
) {
  return useQuery({
    queryKey: [...profileKey(id), pages.parcels, pages.ledger],
    // Another page keeps the profile on screen while it loads.
    placeholderData: keepPreviousData,
    queryFn: () =>
      api<CustomerProfile>(
        `/api/admin/customers/${id}${queryString({
          parcelsSkip: pages.parcels > 1 ? (pages.parcels - 1) * PROFILE_PAGE : undefined,
          parcelsLimit: PROFILE_PAGE,
          ledgerSkip: pages.ledger > 1 ? (pages.ledger - 1) * PROFILE_PAGE : undefined,
          ledgerLimit: PROFILE_PAGE,
        })}`,
      ),
  });
}

export function useAdjust(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amountTetri: number; reason: string }) =>
      api<{ ledgerId: string; balance: number }>(`/api/admin/customers/${id}/adjust`, { body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKey(id) }),
        client.invalidateQueries({ queryKey: ['admin', 'customers'] }),
      ]),
  });
}

/** "-12.5" lari → -1250 tetri; null for anything that is not a signed amount with up to 2 decimals. */
export function lariToTetri(text: string): number | null {
  const match = /^([+-]?)(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const tetri = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -tetri : tetri;
}
