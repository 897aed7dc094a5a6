/**
 * Toasts, loaded on first use: the notifications system stays out of the first page's JavaScript.
 */
import type { NotificationData } from '@mantine/notifications';
import type * as MantineNotifications from '@mantine/notifications';

let ready: Promise<typeof MantineNotifications> | null = null;

function load() {
  ready ??= import('./notify-host.tsx').then(async (m) => {
    m.mountNotifications();
    return import('@mantine/notifications');
  });
  return ready;
}

export function notify(data: NotificationData): void {
  void load().then((m) => m.notifications.show(data));
}

/** Takes the toasts' container away if it was ever mounted (the test setup, after each file). */
export async function unmountToasts(): Promise<void> {
  if (!ready) return;
  (await import('./notify-host.tsx')).unmountNotifications();
  ready = null;
}

export const notifySuccess = (message: string) => notify({ message, color: 'green' });
export const notifyError = (message: string) => notify({ message, color: 'red' });
