/**
 * Courier calls (spec §7): the branch's flights with arrived parcels, the parcels' message, the order;
 * and ours: the customer's own orders and cancelling one no courier is assigned to yet.
 */
import type {
  CourierFlight,
  CourierFlightsAnswer,
  CourierOrderAnswer,
  CourierParcelsAnswer,
  CustomerCourierOrder,
  CustomerCourierOrdersAnswer,
} from '@amanati/shared/answers/courier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierRegion } from '@amanati/shared/courier';
import { api } from '../../../lib/api.ts';

export type { CourierFlight, CustomerCourierOrder };
/** `user_have_not_products`: nothing to deliver; `product_unpaid`: some parcels are not paid yet. */
export type ParcelsMessage = 'user_have_not_products' | 'product_unpaid' | '';

export const courierKeys = {
  all: ['courier'] as const,
  flights: (branch: string) => ['courier', 'flights', branch] as const,
  parcels: (branch: string) => ['courier', 'parcels', branch] as const,
  orders: ['courier', 'orders'] as const,
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

/** The customer's own orders, newest first. */
export function useMyCourierOrders() {
  return useQuery({
    queryKey: courierKeys.orders,
    queryFn: () => api<CustomerCourierOrdersAnswer>('/api/courier/orders').then((r) => r.orders),
    staleTime: 0,
  });
}

/** Cancels an own order; afterwards the orders and the flights on offer are read again. */
export function useCancelCourierOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<CourierOrderAnswer>(`/api/courier/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: courierKeys.all }),
  });
}
