/** The service worker's push handlers, without a worker: what a push shows and where its click goes. */
import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openFromNotification, readPayload, targetUrl } from './push-handlers.ts';

const ORIGIN = 'https://amanati.ge';
const json = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe('a push', () => {
  it('shows the payload’s title, body and tag with the app’s icon, and keeps where a click goes', () => {
    const payload = {
      title: 'ამანათი ჩამოვიდა',
      body: 'ამანათი TRK123 თბილისშია.',
      url: '/notification-detail/0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b',
      tag: 'parcel-TRK123',
      notificationId: '0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b',
    };
    expect(notificationOf(readPayload(json(payload)), ORIGIN)).toEqual({
      title: 'ამანათი ჩამოვიდა',
      options: {
        body: 'ამანათი TRK123 თბილისშია.',
        icon: '/icons/icon-192.png',
        tag: 'parcel-TRK123',
        data: {
          url: `${ORIGIN}/notification-detail/0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b`,
          notificationId: '0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b',
        },
      },
    });
  });

  it('without a payload, or with text, still shows something (browsers require it)', () => {
    expect(notificationOf(readPayload(null), ORIGIN)).toMatchObject({
      title: 'Amanati',
      options: { body: '' },
    });
    const plain = { json: () => JSON.parse('not json') as unknown, text: () => 'not json' };
    expect(notificationOf(readPayload(plain), ORIGIN)).toMatchObject({
      title: 'Amanati',
      options: { body: 'not json', data: { url: `${ORIGIN}/home` } },
    });
    expect(notificationOf(readPayload(json({ title: 42, tag: '' })), ORIGIN).options).not.toHaveProperty(
      'tag',
    );
  });

  it('a click goes only to a page of this site', () => {
    expect(targetUrl('/parcels/arrived', ORIGIN)).toBe(`${ORIGIN}/parcels/arrived`);
    expect(targetUrl(`${ORIGIN}/invoice/3`, ORIGIN)).toBe(`${ORIGIN}/invoice/3`);
    for (const away of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      42,
      undefined,
      '',
    ])
      expect(targetUrl(away, ORIGIN), String(away)).toBe(`${ORIGIN}/home`);
  });
});

describe('a click', () => {
  const windowClient = (url: string) => {
    const client = {
      url,
      focus: vi.fn(() => Promise.resolve(client)),
      navigate: vi.fn((to: string) => Promise.resolve({ ...client, url: to })),
    };
    return client;
  };
  const clientsWith = (...windows: ReturnType<typeof windowClient>[]) => ({
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  });
  const target = `${ORIGIN}/parcels/arrived`;

  it('focuses an open window of the app and takes it there', async () => {
    const other = windowClient('https://news.example/');
    const app = windowClient(`${ORIGIN}/home`);
    const clients = clientsWith(other, app);
    await openFromNotification(clients as unknown as Clients, target, ORIGIN);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(target);
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none of the app is open, or the open one cannot be navigated', async () => {
    const none = clientsWith();
    await openFromNotification(none as unknown as Clients, target, ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith(target);

    const uncontrolled = windowClient(`${ORIGIN}/home`);
    uncontrolled.navigate.mockImplementation(() => Promise.reject(new TypeError('not controlled')));
    const clients = clientsWith(uncontrolled);
    await openFromNotification(clients as unknown as Clients, target, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(target);
  });
});
