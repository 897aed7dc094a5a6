// Web Push from end to end (issue 19 §2, "Done when") in Chromium: a customer's device is subscribed with a
// real P-256 key pair, staff write the customer a notification, the running server's outbox sends it
// encrypted and VAPID-signed to a push service the test runs (the server trusts its certificate through
// NODE_EXTRA_CA_CERTS), the test decrypts it with the device's keys and hands exactly that to the app's
// service worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`: headless Chromium has
// no push service of its own). The worker shows the notification in the customer's language; its click
// takes the open app to the notification's page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  newSubscriber,
  startPushService,
  TLS_CERT,
  type TestPushService,
} from '../packages/server/src/test/push-service.ts';
import { newCustomer, type Json } from './support/api.ts';
import { openCustomerPage } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

interface Shown {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { url?: string } | null;
}

describeWithBrowser('Web Push in Chromium: from the server’s outbox to the service worker', () => {
  let service: TestPushService;
  let caDir: string;
  beforeAll(async () => {
    service = await startPushService();
    caDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-push-ca-'));
    writeFileSync(path.join(caDir, 'ca.pem'), TLS_CERT);
  });
  afterAll(async () => {
    await service?.close();
    rmSync(caDir, { recursive: true, force: true });
  });
  // Registered after the push service's hooks: the server starts once the certificate file exists.
  const world = useWorld({
    operator: true,
    env: () => ({ NODE_EXTRA_CA_CERTS: path.join(caDir, 'ca.pem') }),
  });

  it('a notification reaches the device encrypted, shows in the customer’s language and opens its page', async () => {
    const customer = await newCustomer(world.api);
    const token = customer.token;
    // Push at any hour of the run: quiet hours (22:00–09:00 in Tbilisi) off, texts in Russian.
    const preferences = await world.api.ok('GET', '/api/notification/preferences', { token });
    await world.api.ok('PUT', '/api/notification/preferences', {
      token,
      body: { events: preferences.events as Json, quietHours: false, language: 'ru' },
    });
    const subscriber = newSubscriber();
    const endpoint = `${service.origin}/push/${randomBytes(8).toString('hex')}`;
    await world.api.ok('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint, expirationTime: null, keys: subscriber.keys, language: 'ru' },
    });

    const title = { ka: 'რეისი გადაიდო', en: 'Flight delayed', ru: 'Рейс задерживается' };
    const description = {
      ka: 'რეისი CN-7 თბილისში ხვალ ჩამოვა.',
      en: 'Flight CN-7 lands in Tbilisi tomorrow.',
      ru: 'Рейс CN-7 прилетит в Тбилиси завтра.',
    };
    await world.operator.notify(customer.AXID, title, description);

    // The outbox job (every 5 s) sends it to the device's push service.
    const pushPath = new URL(endpoint).pathname;
    await expect
      .poll(() => service.received.filter((r) => r.path === pushPath).length, { timeout: 30_000 })
      .toBe(1);
    const push = service.received.find((r) => r.path === pushPath)!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const data = subscriber.decrypt(push.body);
    const payload = JSON.parse(data) as { title: string; body: string; url: string; notificationId: string };
    expect(payload).toMatchObject({ title: title.ru, body: description.ru });
    expect(payload.url).toBe(`/notification-detail/${payload.notificationId}`);

    // The customer's browser, the app open and its worker in control, notifications allowed.
    const { page, context, errors } = await openCustomerPage(world.browser, world.server.url, {
      lang: 'ru',
      size: 'mobile',
      token,
    });
    try {
      await context.grantPermissions(['notifications'], { origin: world.server.url });
      await page.goto(`${world.server.url}/home`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
        registrations.push(...event.registrations),
      );
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
      const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${world.server.url}/`)!;

      // What the push service would hand the browser: the decrypted text, as is.
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: world.server.url,
        registrationId: registration.registrationId,
        data,
      });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            icon: n.icon,
            data: n.data as { url?: string } | null,
          })),
        );
      await expect.poll(async () => (await shown()).length).toBe(1);
      const [notification] = (await shown()) as Shown[];
      expect(notification).toMatchObject({
        title: title.ru,
        body: description.ru,
        tag: payload.notificationId,
        icon: `${world.server.url}/icons/icon-192.png`,
        data: { url: `${world.server.url}${payload.url}` },
      });

      // The click: the worker's `notificationclick` handler, given the notification it showed (the protocol
      // cannot press a system notification). The open app goes to the notification's page.
      const [worker] = context.serviceWorkers();
      await worker!.evaluate(async () => {
        // The worker's globals (this file is typed for pages).
        const scope = self as unknown as {
          registration: { getNotifications(): Promise<Notification[]> };
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          dispatchEvent(event: Event): boolean;
        };
        const [shownNotification] = await scope.registration.getNotifications();
        scope.dispatchEvent(
          new scope.NotificationEvent('notificationclick', { notification: shownNotification! }),
        );
      });
      await page.waitForURL(`${world.server.url}${payload.url}`);
      await page.getByRole('heading', { name: title.ru }).waitFor();
      await page.getByText(description.ru).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
