/** The push devices of the signed-in customer (`/api/push/*`, issue 19 §2). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceAnswer, PushDevicesAnswer, PushKeyAnswer } from '@amanati/shared/answers/push';
import type { PushSubscriptionPayload } from '@amanati/shared/push';
import { api } from '../../../lib/api.ts';

export type { PushDeviceWire as PushDevice } from '@amanati/shared/answers/push';

export const pushKeyKey = ['push', 'key'] as const;
export const pushDevicesKey = ['push', 'devices'] as const;

/** Whether the server sends push, and the key to subscribe with. */
export const usePushKey = () =>
  useQuery({
    queryKey: pushKeyKey,
    queryFn: () => api<PushKeyAnswer>('/api/push/key'),
    staleTime: 10 * 60_000,
  });

export const usePushDevices = (enabled = true) =>
  useQuery({
    queryKey: pushDevicesKey,
    queryFn: async () => (await api<PushDevicesAnswer>('/api/push/devices')).devices,
    enabled,
    staleTime: 0,
  });

export const postSubscription = (payload: PushSubscriptionPayload) =>
  api<PushDeviceAnswer>('/api/push/subscriptions', { method: 'POST', body: payload });

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<PushDevicesAnswer>(`/api/push/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: ({ devices }) => queryClient.setQueryData(pushDevicesKey, devices),
  });
}
