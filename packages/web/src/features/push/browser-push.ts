/**
 * The browser's side of Web Push: whether this browser can receive push, the permission, and this
 * device's subscription through the service worker's registration (the worker shows what arrives:
 * src/sw/push-handlers.ts). The permission is asked for only when the customer presses the button.
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

/** How long to wait for the service worker before telling the customer to reload. */
export const WORKER_WAIT_MS = 10_000;

/** iPhone, iPod, or an iPad (which presents itself as a Mac with a touch screen). */
const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const can = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (can) return 'supported';
  // Safari on iOS has push only for an app added to the Home Screen.
  return isIos() && !installed() ? 'ios-not-installed' : 'unsupported';
}

export const permission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'denied';

/** The service worker had not started in time (a first visit still loading, or none in development). */
export class WorkerNotReady extends Error {}

async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerNotReady()), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription, if it has one (without waiting for a worker that is not there). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** The base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a != null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes this device with the server's key. A subscription made with another key (the server's keys
 * changed) is dropped first: the browser refuses a second key on one registration.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const reg = await registration();
  const key = keyBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  if (existing && sameKey(existing.options?.applicationServerKey, key)) return existing.toJSON();
  await existing?.unsubscribe();
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Unsubscribes this device locally when its endpoint is the one given (a removed device). */
export async function unsubscribeIf(endpoint: string): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
