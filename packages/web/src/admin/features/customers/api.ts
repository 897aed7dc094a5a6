/** Customers in the back office: search, one profile, the manual ledger adjustment (admin only). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustAnswer,
  CustomerProfile,
  CustomersAnswer,
  OrganisationAnswer,
} from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { queryString } from '../../lib/query-string.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

/** Rows per page of the profile's parcels and ledger. */
export const PROFILE_PAGE = 50;

export const PAGE = 50;

/** Customers found by `filter.q` (AXID, e-mail, phone, personal id or name), a page at a time. */
export function useCustomers() {
  return usePagedList({
    key: ['admin', 'customers'],
    filter: { q: '' },
    pageSize: PAGE,
    read: (query) => api<CustomersAnswer>(`/api/admin/customers${query}`),
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
      api<AdjustAnswer>(`/api/admin/customers/${id}/adjust`, { body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKey(id) }),
        client.invalidateQueries({ queryKey: ['admin', 'customers'] }),
      ]),
  });
}

/** Admins mark an organisation verified (or take it back) after checking its registry extract; audited. */
export function useVerifyOrganisation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (verified: boolean) =>
      api<OrganisationAnswer>(`/api/admin/customers/${id}/verification`, { body: { verified } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKey(id) }),
        client.invalidateQueries({ queryKey: ['admin', 'customers'] }),
      ]),
  });
}

/** The registry extract behind the admin's token (audited by the server), saved as `<AXID>-registry.<ext>`. */
export const downloadRegistryExtract = (id: string, axid: string) =>
  downloadFile(`/api/admin/customers/${id}/registry`, `${axid}-registry`);
