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

/** A flight code (TR-261121) or a tracking number (LP00512345678CN): what a notice is about. */
const KEY_FACT = /\b[A-Z]{2}-\d{4,}\b|\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,}\b/g;

/**
 * The first 50 characters of a description (spec §2, §9), on one line, with an ellipsis when cut. A
 * flight code or tracking number the cut would lose is kept: the head gives way to it
 * ("… TR-261121"), so the preview still says which flight (review #30).
 */
export function preview(text: string, max: number = LIMITS.notificationPreviewChars): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const head = (n: number) => chars.slice(0, n).join('').trimEnd();
  const lost = [...line.matchAll(KEY_FACT)].find(
    (m) => Array.from(line.slice(0, m.index + m[0].length)).length > max,
  )?.[0];
  if (!lost || Array.from(lost).length > max / 2) return `${head(max)}…`;
  return `${head(max - Array.from(lost).length - 2)}… ${lost}`;
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
