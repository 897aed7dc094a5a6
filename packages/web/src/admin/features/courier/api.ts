/** Courier orders in the back office: list by status, assign a courier, delivered, cancelled. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourierOrdersAnswer, CourierOrderStatus } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

const key = ['admin', 'courier-orders'] as const;

export function useCourierOrders(status: CourierOrderStatus | '') {
  return useQuery({
    queryKey: [...key, status],
    queryFn: () =>
      api<AdminCourierOrdersAnswer>(`/api/admin/courier-orders${queryString({ status })}`).then(
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
