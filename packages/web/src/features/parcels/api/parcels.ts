/**
 * The customer's parcels (spec §7 product calls): lists per status, one parcel with its timeline, and
 * the live rates used to decide the customs threshold while declaring.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ParcelStatus } from '@amanati/shared/constants';
import type {
  AccountFlight,
  ParcelDetail,
  ParcelListAnswer,
  ParcelListWithFlightsAnswer,
} from '@amanati/shared/answers/parcels';
import type { ProductWire } from '@amanati/shared/parcels';
import { api } from '../../../lib/api.ts';
import { useListLimit } from './list-limits.ts';
import { pageSizeOf, parcelListPath, withFlights } from './list-paths.ts';

/** A flight of the customer's listed parcels, with this customer's paid/unpaid state. */
export type ListFlight = AccountFlight;

/** A page of a tab; the flights come only from `getswith` (sent, arrived, obtained). */
export type ListAnswer = ParcelListAnswer & Partial<Pick<ParcelListWithFlightsAnswer, 'flights'>>;
export type { ParcelDetail };
export type ParcelEvent = ParcelDetail['events'][number];

/** Every parcel query starts with this key: invalidating it reloads every list, banner and detail. */
export const parcelKeys = {
  all: ['parcels'] as const,
  lists: ['parcels', 'list'] as const,
  list: (status: ParcelStatus, firstLimit: number) => ['parcels', 'list', status, firstLimit] as const,
  readiness: (status: ParcelStatus) => ['parcels', 'readiness', status] as const,
  detail: (id: string) => ['parcels', 'detail', id] as const,
};

export { pageSizeOf, withFlights };

export function fetchParcels(
  status: ParcelStatus,
  skip: number,
  limit: number,
  flights = withFlights(status),
): Promise<ListAnswer> {
  return api<ListAnswer>(parcelListPath(status, skip, limit, flights));
}

export interface ParcelList {
  products: ProductWire[];
  flights: Map<string, ListFlight>;
  total: number;
  countByCountry: Record<1 | 2 | 3, number>;
}

/**
 * One tab's list: the first page (100, 30 for obtained, or a larger one requested after a file add or a
 * payment), then Show more pages. Nothing is kept once the tab is left, so coming back reloads it.
 */
export function useParcelList(status: ParcelStatus) {
  const firstLimit = useListLimit(status);
  const size = pageSizeOf(status);
  const query = useInfiniteQuery({
    queryKey: parcelKeys.list(status, firstLimit),
    queryFn: ({ pageParam }) => fetchParcels(status, pageParam.skip, pageParam.limit),
    initialPageParam: { skip: 0, limit: firstLimit },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.products.length, 0);
      return loaded < last.productsCount && last.products.length > 0
        ? { skip: loaded, limit: size }
        : undefined;
    },
    gcTime: 0,
    staleTime: 0,
    // A larger first page of the same tab (after a file add) keeps the rows on screen while it loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === status ? keepPreviousData(previous) : undefined,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const list: ParcelList | undefined = first && {
    products: pages.flatMap((p) => p.products),
    flights: new Map(pages.flatMap((p) => p.flights ?? []).map((f) => [f.flightId, f])),
    total: first.productsCount,
    countByCountry: { 1: first.productsCountChina, 2: first.productsCountUsa, 3: first.productsCountTurkey },
  };
  return { ...query, list };
}

export function useParcelDetail(id: string | null) {
  return useQuery({
    queryKey: parcelKeys.detail(id ?? ''),
    queryFn: () => api<{ product: ParcelDetail }>(`/api/product/get/${id}`).then((r) => r.product),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export const deleteParcel = (id: string) =>
  api<{ message: string }>(`/api/product/delete/${encodeURIComponent(id)}`, { method: 'POST' });
