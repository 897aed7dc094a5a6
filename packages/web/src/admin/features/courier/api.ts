/** Courier orders in the back office: list by status, assign a courier, delivered, cancelled. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

export type CourierStatus = 'new' | 'assigned' | 'delivered' | 'cancelled';
export interface AdminCourierOrder {
  _id: string;
  status: CourierStatus;
  ids: string[];
  sq1: boolean;
  region: string;
  city: string;
  address: string;
  name: string;
  phone: string;
  branches: string;
  weight: number;
  price: number | null;
  createdAt: string;
  AXID?: string;
  courierName: string | null;
}

const key = ['admin', 'courier-orders'] as const;

export function useCourierOrders(status: CourierStatus | '') {
  return useQuery({
    queryKey: [...key, status],
    queryFn: () =>
      api<{ orders: AdminCourierOrder[] }>(`/api/admin/courier-orders${queryString({ status })}`).then(
        (r) => r.orders,
      ),
  });
}

export function useCourierAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      courierName,
    }: {
      id: string;
      action: 'assign' | 'deliver' | 'cancel';
      courierName?: string;
    }) =>
      api(`/api/admin/courier-orders/${id}/${action}`, {
        method: 'POST',
        body: action === 'assign' ? { courierName } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
