/**
 * The bell of the top bar (spec §2): a badge with the unread count; the dropdown lists the latest
 * with the title and the first 50 characters of the description, unread in bold, and links to all.
 * Kept live by the server's unread stream. Loaded for customers only; the dropdown's code when the bell
 * is first reached for (bell-dropdown.tsx, components/menu-on-demand.tsx).
 */
import { useEffect } from 'react';
import { ActionIcon, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { earlyModule } from '../../../lib/early-module.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { MenuOnDemand, type MenuButtonProps } from '../../../components/menu-on-demand.tsx';
import { tokenStore } from '../../../lib/token-store.ts';
import { meKey } from '../../auth/api/session.ts';
import { allKey, bellKey, useBellNotifications, type NotificationList } from '../api/notifications.ts';
import { runUnreadStream } from '../api/unread-stream.ts';

const dropdown = earlyModule(() => import('../components/bell-dropdown.tsx'));

/** Keeps the bell current: a changed unread count reloads the bell (and the full list). */
export function useUnreadStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    // A long-lived request: it waits until the first page has settled (lib/idle.ts), the bell's count
    // coming meanwhile from its own list.
    whenIdle(() => {
      if (controller.signal.aborted) return;
      void runUnreadStream({
        signal: controller.signal,
        token: () => tokenStore.get(),
        onUnread: (count) => {
          const cached = queryClient.getQueryData<NotificationList>(bellKey);
          if (cached && cached.nonotificationLength === count) return;
          void queryClient.invalidateQueries({ queryKey: bellKey });
          void queryClient.invalidateQueries({ queryKey: allKey });
        },
        // Let the session call find out, and sign out everywhere through the usual path.
        onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: meKey }),
      });
    });
    return () => controller.abort();
  }, [queryClient]);
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
    </svg>
  );
}

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useBellNotifications();
  useUnreadStream();
  const count = data?.nonotificationLength ?? 0;
  const button = (props: MenuButtonProps) => (
    <ActionIcon
      variant="light"
      size="lg"
      radius="xl"
      aria-label={count > 0 ? t('bell.labelCount', { count }) : t('bell.label')}
      {...props}
    >
      <BellIcon />
    </ActionIcon>
  );
  return (
    <div style={{ position: 'relative', display: 'inline-flex' }}>
      <MenuOnDemand button={button} menu={dropdown} />
      {count > 0 && (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          circle={count < 10}
          aria-hidden="true"
          data-testid="bell-badge"
          style={{ position: 'absolute', top: -4, right: -6, pointerEvents: 'none' }}
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </div>
  );
}
