/**
 * The service worker's Web Push handlers (issue 19 §2; docs/integrations/web-push.md), bundled into
 * service-worker.ts. A push carries the notification as the server wrote it, in the customer's language:
 * `{ title, body, url, tag, notificationId }` (encrypted on the way; the browser hands it over decrypted).
 *
 * - `push`: shows it — title, body, the app's icon, `tag` so a newer notice about the same thing replaces
 *   the older one instead of piling up;
 * - `notificationclick`: opens what it is about (`url`, a path of this site): an open window of the app is
 *   focused and taken there, otherwise a new one opens.
 */
declare const self: ServiceWorkerGlobalScope;

export interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
  notificationId?: unknown;
}

const APP_NAME = 'Amanati';
const ICON = '/icons/icon-192.png';

/** The payload as JSON; a push without one (or not JSON) still shows the app's name (userVisibleOnly). */
export function readPayload(data: { json(): unknown; text(): string } | null): PushPayload {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

/**
 * Where a click goes: a path of this site, never another origin (a payload is ours, but a click must not
 * become a way off the site); the home page when the payload names none.
 */
export function targetUrl(url: unknown, origin: string): string {
  const home = new URL('/home', origin).href;
  if (typeof url !== 'string' || url === '') return home;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : home;
  } catch {
    return home;
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export function notificationOf(
  payload: PushPayload,
  origin: string,
): { title: string; options: NotificationOptions } {
  const tag = text(payload.tag, 100);
  return {
    title: text(payload.title, 200) || APP_NAME,
    options: {
      body: text(payload.body, 1000),
      icon: ICON,
      ...(tag ? { tag } : {}),
      data: { url: targetUrl(payload.url, origin), notificationId: text(payload.notificationId, 64) || null },
    },
  };
}

/** Focuses a window of the app and takes it to `url`, or opens one. */
export async function openFromNotification(clients: Clients, url: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    if (new URL(focused.url).href === url) return;
    // navigate() works on a window this worker controls; otherwise a new window is the way there.
    const moved = await focused.navigate(url).catch(() => null);
    if (moved) return;
  }
  await clients.openWindow(url);
}

// Only inside the worker (the unit tests import the functions above without one).
if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  self.addEventListener('push', (event: PushEvent) => {
    const { title, options } = notificationOf(readPayload(event.data), self.location.origin);
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = targetUrl(data?.url, self.location.origin);
    event.waitUntil(openFromNotification(self.clients, url, self.location.origin));
  });
}
