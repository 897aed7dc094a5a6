/** Courier calls (spec §7): the branch's flights with arrived parcels, the parcels' message, the order. */
import type {
  CourierFlight,
  CourierFlightsAnswer,
  CourierOrderAnswer,
  CourierParcelsAnswer,
} from '@amanati/shared/answers/courier';
import { useQuery } from '@tanstack/react-query';
import type { CourierRegion } from '@amanati/shared/courier';
import { api } from '../../../lib/api.ts';

export type { CourierFlight };
/** `user_have_not_products`: nothing to deliver; `product_unpaid`: some parcels are not paid yet. */
export type ParcelsMessage = 'user_have_not_products' | 'product_unpaid' | '';

export const courierKeys = {
  all: ['courier'] as const,
  flights: (branch: string) => ['courier', 'flights', branch] as const,
  parcels: (branch: string) => ['courier', 'parcels', branch] as const,
};

export function useCourierFlights(branch: string) {
  return useQuery({
    queryKey: courierKeys.flights(branch),
    queryFn: () =>
      api<CourierFlightsAnswer>(`/api/courier/getFlights/${encodeURIComponent(branch)}`).then(
        (r) => r.flightArray,
      ),
    enabled: Boolean(branch),
    staleTime: 0,
  });
}

export function useCourierParcels(branch: string) {
  return useQuery({
    queryKey: courierKeys.parcels(branch),
    queryFn: () =>
      api<CourierParcelsAnswer>(`/api/courier/getParcels/${encodeURIComponent(branch)}`).then((r) => ({
        ...r,
        message: r.message as ParcelsMessage,
      })),
    enabled: Boolean(branch),
    staleTime: 0,
  });
}

export type CourierOrderPayload = {
  ids: string[];
  sq1: boolean;
  region: CourierRegion;
  city: string;
  address: string;
  name?: string;
  phone?: string;
  branches: string;
};

/** `price`: lari, paid to the courier; null = individual tariff (50 kg and more). */
export type CourierOrder = CourierOrderAnswer['order'];

export const createCourierOrder = (payload: CourierOrderPayload) =>
  api<CourierOrderAnswer>('/api/courier/create', { body: payload });
