/** Flights in the back office: list, one, create/edit, load parcels, arrive; the parcel lists around them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemarksAnswer } from '@amanati/shared/answers/admin/content';
import type {
  AddParcelsAnswer,
  ArriveAnswer,
  FlightAnswer,
  FlightsAnswer,
} from '@amanati/shared/answers/admin/flights';
import type { AdminParcelsAnswer } from '@amanati/shared/answers/admin/parcels';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

export const flightKeys = {
  all: ['admin', 'flights'] as const,
  list: (status: string, country: string) => ['admin', 'flights', 'list', status, country] as const,
  one: (id: string) => ['admin', 'flights', 'one', id] as const,
};
export const parcelKeys = {
  all: ['admin', 'parcels'] as const,
  list: (filter: Record<string, string | number | undefined>) => ['admin', 'parcels', filter] as const,
};

export function useFlights(status: 'open' | 'all', country: string) {
  return useQuery({
    queryKey: flightKeys.list(status, country),
    queryFn: () =>
      api<FlightsAnswer>(`/api/admin/flights${queryString({ status, country })}`).then((r) => r.flights),
  });
}

export function useFlight(id: string) {
  return useQuery({
    queryKey: flightKeys.one(id),
    queryFn: () => api<FlightAnswer>(`/api/admin/flights/${id}`).then((r) => r.flight),
  });
}

export function useParcels(
  filter: { status?: string; country?: number; flightId?: string; city?: string; q?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: parcelKeys.list(filter),
    enabled,
    queryFn: () => api<AdminParcelsAnswer>(`/api/admin/parcels${queryString({ ...filter, limit: 1000 })}`),
  });
}

export function useRemarks() {
  return useQuery({
    queryKey: ['admin', 'remarks'],
    queryFn: () => api<RemarksAnswer>('/api/admin/flight-remarks').then((r) => r.remarks),
    staleTime: 5 * 60_000,
  });
}

/** After any change to a flight: its lists, itself, and the parcels it moved. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: flightKeys.all }),
      client.invalidateQueries({ queryKey: parcelKeys.all }),
    ]);
}

export function useSaveFlight() {
  const refresh = useRefresh();
  return useMutation({
    /** Bodies go as the wire takes them (dates as ISO text); the form checks them with the shared schemas first. */
    mutationFn: (input: {
      id?: string;
      create?: Record<string, unknown>;
      patch?: Record<string, unknown>;
    }) =>
      input.id
        ? api<FlightAnswer>(`/api/admin/flights/${input.id}`, {
            method: 'PATCH',
            body: input.patch,
          })
        : api<FlightAnswer>('/api/admin/flights', { body: input.create }),
    onSuccess: refresh,
  });
}

/** Parcels to put on a flight; `overrideReason` lets those the customs gate refused through (audited). */
export interface ParcelSelection {
  trackings?: string[];
  parcelIds?: string[];
  overrideReason?: string;
}

export function useAddParcels(flightId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (select: ParcelSelection) =>
      api<AddParcelsAnswer>(`/api/admin/flights/${flightId}/parcels`, { body: select }),
    onSuccess: refresh,
  });
}

export function useArrive(flightId: string) {
  const refresh = useRefresh();
  return useMutation({
    /** `endAt`: the landing time (ISO); the server refuses one before departure or in the future. */
    mutationFn: (endAt: string) =>
      api<ArriveAnswer>(`/api/admin/flights/${flightId}/arrive`, {
        method: 'POST',
        body: { endAt },
      }),
    onSuccess: refresh,
  });
}
