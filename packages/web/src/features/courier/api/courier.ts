/** Courier calls (spec §7): the branch's flights with arrived parcels, the parcels' message, the order. */
import { useQuery } from '@tanstack/react-query';
import type { FlightWire } from '@amanati/shared/content';
import type { CourierRegion } from '@amanati/shared/courier';
import type { ProductWire } from '@amanati/shared/parcels';
import { api } from '../../../lib/api.ts';

export type CourierFlight = FlightWire & { state: 'paid' | 'unpaid'; weight: number; parcels: number };
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
      api<{ flightArray: CourierFlight[] }>(`/api/courier/getFlights/${encodeURIComponent(branch)}`).then(
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
      api<{ array: ProductWire[]; message: ParcelsMessage }>(
        `/api/courier/getParcels/${encodeURIComponent(branch)}`,
      ),
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

export interface CourierOrder {
  _id: string;
  weight: number;
  /** Lari, paid to the courier; null = individual tariff (50 kg and more). */
  price: number | null;
}

export const createCourierOrder = (payload: CourierOrderPayload) =>
  api<{ message: string; order: CourierOrder }>('/api/courier/create', { body: payload });
