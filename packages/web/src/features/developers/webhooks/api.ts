/** Ours (issue 22 §4): the customer's webhook endpoints and their delivery log. */
import type {
  WebhookDeliveriesAnswer,
  WebhookDeliveryAnswer,
  WebhookEndpointAnswer,
  WebhookEndpointsAnswer,
  WebhookSecretAnswer,
} from '@amanati/shared/answers/webhooks';
import type { CreateWebhookInput, UpdateWebhookInput } from '@amanati/shared/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const base = '/api/developer/webhooks';
const endpointsKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhook-deliveries', id] as const;

export const useWebhooks = () =>
  useQuery({
    queryKey: endpointsKey,
    queryFn: () => api<WebhookEndpointsAnswer>(base).then((r) => r.endpoints),
  });

/** The log refreshes itself while a delivery is still being tried. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api<WebhookDeliveriesAnswer>(`${base}/${id}/deliveries`).then((r) => r.deliveries),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 5000 : false),
  });

function useEndpointsMutation<T, V>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export const useCreateWebhook = () =>
  useEndpointsMutation((body: CreateWebhookInput) => api<WebhookSecretAnswer>(base, { body }));

export const useUpdateWebhook = () =>
  useEndpointsMutation(({ id, body }: { id: string; body: UpdateWebhookInput }) =>
    api<WebhookEndpointAnswer>(`${base}/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteWebhook = () =>
  useEndpointsMutation((id: string) => api(`${base}/${id}`, { method: 'DELETE' }));

export const useRollSecret = () =>
  useEndpointsMutation((id: string) => api<WebhookSecretAnswer>(`${base}/${id}/secret`, { method: 'POST' }));

/** Test events and redeliveries add a line to the endpoint's log. */
export function useSendToEndpoint(endpointId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
  return {
    test: useMutation({
      mutationFn: () => api<WebhookDeliveryAnswer>(`${base}/${endpointId}/test`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    redeliver: useMutation({
      mutationFn: (deliveryId: string) =>
        api<WebhookDeliveryAnswer>(`${base}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}
