import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import { keyBytes } from './browser-push.ts';
import { PushDevices } from './index.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

beforeAll(() => initTestI18n('ka'));

/** A VAPID public key as the server gives it (65 bytes, base64url). */
const PUBLIC_KEY = `BP${'A'.repeat(85)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-device';
const OTHER = 'https://updates.push.services.mozilla.com/wpush/v2/other';
const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };

const device = (id: string, endpoint: string, label: string, lastUsedAt: string | null = null) => ({
  id,
  label,
  endpoint,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt,
});

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** A browser with service workers, push and notifications, whose answers the test sets. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribed?: boolean;
  } = {},
) {
  let subscription: FakeSubscription | null = null;
  const makeSubscription = (key: ArrayBuffer | null): FakeSubscription => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(() => {
      subscription = null;
      return Promise.resolve(true);
    }),
  });
  if (options.subscribed) subscription = makeSubscription(keyBytes(PUBLIC_KEY).buffer);
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn((opts: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      subscription = makeSubscription(opts.applicationServerKey.buffer as ArrayBuffer);
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(() => {
    Notification.permission = options.answer ?? 'granted';
    return Promise.resolve(Notification.permission);
  });
  const Notification = { permission: options.permission ?? 'default', requestPermission };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(() => Promise.resolve(registration)),
    },
  });
  return { pushManager, requestPermission, current: () => subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const keyAnswer =
  (available = true) =>
  () => ({
    body: { success: true, available, publicKey: available ? PUBLIC_KEY : null },
  });
const devicesAnswer =
  (...devices: ReturnType<typeof device>[]) =>
  () => ({ body: { success: true, devices } });

const render = () => renderWith(<PushDevices />, { user: demoCandidate() });
const ENABLE = 'შეტყობინებების ჩართვა ამ მოწყობილობაზე';

describe('push devices', () => {
  it('asks for permission only on the button, subscribes through the worker and registers the device', async () => {
    const browser = fakeBrowser();
    const api = fakeApi({
      'GET /api/push/key': keyAnswer(),
      'GET /api/push/devices': devicesAnswer(
        device('d0', OTHER, 'Firefox · Linux', '2026-11-25T10:00:00.000Z'),
      ),
      'POST /api/push/subscriptions': () => ({
        body: { success: true, device: device('d1', ENDPOINT, 'Chrome · Android') },
      }),
    });
    render();
    const button = await screen.findByRole('button', { name: ENABLE });
    // The device list loads after the key (it needs to know push is available), so wait for it.
    expect(await screen.findByText('Firefox · Linux')).toBeTruthy();
    expect(screen.getByText(/ბოლო შეტყობინება: 2026-11-25 14:00/)).toBeTruthy();
    // Nothing asked before the press.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(await screen.findByText('ამ მოწყობილობაზე შეტყობინებები ჩართულია.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const asked = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(asked.userVisibleOnly).toBe(true);
    expect([...asked.applicationServerKey]).toEqual([...keyBytes(PUBLIC_KEY)]);
    expect(asked.applicationServerKey).toHaveLength(65);
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/push/subscriptions', { endpoint: ENDPOINT, expirationTime: null, keys: KEYS, language: 'ka' }],
    ]);
    // The new device is listed as this one.
    const item = screen.getByText('Chrome · Android').closest('li')!;
    expect(within(item).getByText('ეს მოწყობილობა')).toBeTruthy();
    expect(within(item).getByText(/შეტყობინება ჯერ არ მისულა/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ENABLE })).toBeNull();
    expect(notify.notifySuccess).toHaveBeenCalledWith('ამ მოწყობილობაზე შეტყობინებები ჩაირთო');
  });

  it('a dismissed permission prompt subscribes nothing and says to press again', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    const api = fakeApi({ 'GET /api/push/key': keyAnswer(), 'GET /api/push/devices': devicesAnswer() });
    render();
    fireEvent.click(await screen.findByRole('button', { name: ENABLE }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/ნებართვა არ მიგიციათ/);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.count('POST /api/push/subscriptions')).toBe(0);
    expect(screen.getByRole('button', { name: ENABLE })).toBeTruthy();
  });

  it('notifications blocked in the browser: says so and how to unblock, no button', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    fakeApi({ 'GET /api/push/key': keyAnswer(), 'GET /api/push/devices': devicesAnswer() });
    render();
    expect(await screen.findByText('ამ საიტის შეტყობინებები თქვენს ბრაუზერში დაბლოკილია.')).toBeTruthy();
    expect(screen.getByText(/განსაბლოკად შეეხეთ მისამართის მარცხნივ/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ENABLE })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('a browser without push: says so, offers nothing', async () => {
    fakeApi({ 'GET /api/push/key': keyAnswer(), 'GET /api/push/devices': devicesAnswer() });
    render();
    expect(await screen.findByText(/ეს ბრაუზერი შეტყობინებებს ვერ იღებს/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ENABLE })).toBeNull();
  });

  it('push not offered by the server: says so, lists nothing', async () => {
    fakeBrowser();
    const api = fakeApi({ 'GET /api/push/key': keyAnswer(false) });
    render();
    expect(await screen.findByText('მოწყობილობაზე შეტყობინებები ამჟამად მიუწვდომელია.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: ENABLE })).toBeNull();
    expect(api.count('GET /api/push/devices')).toBe(0);
  });

  it('shows the server’s refusal in the customer’s language', async () => {
    fakeBrowser();
    fakeApi({
      'GET /api/push/key': keyAnswer(),
      'GET /api/push/devices': devicesAnswer(),
      'POST /api/push/subscriptions': () => ({
        status: 400,
        body: { success: false, message: 'push_service_unsupported' },
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: ENABLE }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ამ ბრაუზერის შეტყობინებების სერვისი მხარდაჭერილი არ არის. სცადეთ Chrome, Firefox, Edge ან Safari.',
    );
  });

  it('removing this device also unsubscribes the browser; another device only on the server', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const here = device('d1', ENDPOINT, 'Chrome · Android');
    const there = device('d2', OTHER, 'Firefox · Linux');
    const api = fakeApi({
      'GET /api/push/key': keyAnswer(),
      'GET /api/push/devices': devicesAnswer(here, there),
      'DELETE /api/push/devices/d2': devicesAnswer(here),
      'DELETE /api/push/devices/d1': devicesAnswer(),
    });
    render();
    expect(await screen.findByText('ამ მოწყობილობაზე შეტყობინებები ჩართულია.')).toBeTruthy();
    const subscription = browser.current()!;

    fireEvent.click(screen.getByRole('button', { name: 'Firefox · Linux — წაშლა' }));
    await waitFor(() => expect(screen.queryByText('Firefox · Linux')).toBeNull());
    expect(subscription.unsubscribe).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Chrome · Android — წაშლა' }));
    expect(await screen.findByText('ჯერ არცერთი მოწყობილობა არ არის დამატებული.')).toBeTruthy();
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/push/devices/d2',
      '/api/push/devices/d1',
    ]);
    // This device can be enabled again.
    expect(await screen.findByRole('button', { name: ENABLE })).toBeTruthy();
    expect(notify.notifySuccess).toHaveBeenCalledWith('მოწყობილობა წაიშალა');
  });

  it('a subscription made with an older server key is replaced, not reused', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    // The browser holds a subscription made with another key.
    await browser.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) });
    const stale = browser.current()!;
    browser.pushManager.subscribe.mockClear();
    fakeApi({
      'GET /api/push/key': keyAnswer(),
      'GET /api/push/devices': devicesAnswer(),
      'POST /api/push/subscriptions': () => ({
        body: { success: true, device: device('d1', ENDPOINT, 'Chrome · Android') },
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: ENABLE }));
    expect(await screen.findByText('ამ მოწყობილობაზე შეტყობინებები ჩართულია.')).toBeTruthy();
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});
