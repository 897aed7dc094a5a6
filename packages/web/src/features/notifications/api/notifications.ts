/** Notifications (spec §3, §7): the bell's latest with the unread count, one (marks it read), all, mark all read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@amanati/shared/constants';
import { api } from '../../../lib/api.ts';

/** A type (not an interface), so it passes as a record to pickLocalized. */
export type NotificationItem = {
  _id: string;
  /** '1' unread, '0' read. */
  status: '0' | '1' | (string & {});
  createdAt: string;
  titleKa: string;
  titleEn: string;
  titleRu: string;
  descriptionKa: string;
  descriptionEn: string;
  descriptionRu: string;
};
export interface NotificationList {
  notifications: NotificationItem[];
  nonotificationLength: number;
}

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
      const { notification } = await api<{ notification: NotificationItem }>(
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
    mutationFn: () =>
      api<{ nonotificationLength: number }>('/api/notification/markAllAsRead', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(bellKey, (old) =>
        old
          ? { notifications: old.notifications.map((n) => ({ ...n, status: '0' })), nonotificationLength: 0 }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: bellKey });
    },
  });
}
