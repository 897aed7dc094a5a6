/** Notifications (spec §3, §7): the bell's latest with the unread count, one (marks it read), all, mark all read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@amanati/shared/constants';
import type {
  NotificationDetailAnswer,
  NotificationList,
  NotificationWire,
  UnreadAnswer,
} from '@amanati/shared/answers/notifications';
import { api } from '../../../lib/api.ts';

export type { NotificationList } from '@amanati/shared/answers/notifications';
export type NotificationItem = NotificationWire;

export const notificationsKey = ['notifications'] as const;
export const bellKey = ['notifications', 'bell'] as const;
export const allKey = ['notifications', 'all'] as const;

export const isUnread = (n: Pick<NotificationItem, 'status'>) => String(n.status) === '1';

/** The first 50 characters of a description (spec §2, §9), on one line, with an ellipsis when cut. */
export function preview(text: string, max: number = LIMITS.notificationPreviewChars): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export const useBellNotifications = () =>
  useQuery({
    queryKey: bellKey,
    queryFn: () => api<NotificationList>('/api/notification/gets'),
    staleTime: 30_000,
  });

export const useAllNotifications = () =>
  useQuery({
    queryKey: allKey,
    queryFn: () => api<NotificationList>('/api/notification/all'),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** Reading one marks it read: the bell and the list follow. */
export function useNotification(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['notifications', 'detail', id],
    queryFn: async () => {
      const { notification } = await api<NotificationDetailAnswer>(
        `/api/notification/get/${encodeURIComponent(id)}`,
      );
      void queryClient.invalidateQueries({ queryKey: bellKey });
      void queryClient.invalidateQueries({ queryKey: allKey, refetchType: 'none' });
      return notification;
    },
    staleTime: 0,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnreadAnswer>('/api/notification/markAllAsRead', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(bellKey, (old) =>
        old
          ? {
              ...old,
              notifications: old.notifications.map((n) => ({ ...n, status: '0' as const })),
              nonotificationLength: 0,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: bellKey });
    },
  });
}
