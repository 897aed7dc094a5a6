/** The customer's push devices: the key, subscribing (validated, upserted, capped), listing, removing. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { PUSH_DEVICES_PER_ACCOUNT } from '@amanati/shared/push';
import type { VapidConfig } from '../../config/env.ts';
import { body, bearer, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { newSubscriber } from '../../test/push-service.ts';
import { isPushServiceEndpoint } from './push-services.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;

describe.each(testDatabases)('push devices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const subscribe = (token: string, payload: unknown, userAgent = ANDROID_CHROME) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...bearer(token), 'user-agent': userAgent },
      payload: payload as object,
    });
  const devices = async (token: string) =>
    body(await t.app.inject({ method: 'GET', url: '/api/push/devices', headers: bearer(token) })).devices as {
      id: string;
      label: string;
      endpoint: string;
      createdAt: string;
      lastUsedAt: string | null;
    }[];
  const valid = (endpoint = fcmEndpoint()) => ({
    endpoint,
    expirationTime: null,
    keys: newSubscriber().keys,
    language: 'en',
  });
  const subscriptionCount = async () =>
    Number((await t.database.query<{ n: number }>('select count(*)::int n from push_subscriptions'))[0]!.n);

  it('needs a signed-in account', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/key'],
      ['POST', '/api/push/subscriptions'],
      ['GET', '/api/push/devices'],
      ['DELETE', '/api/push/devices/0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
  });

  it('gives the VAPID public key browsers subscribe with', async () => {
    const { token } = await signupCustomer(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, available: true, publicKey: t.config.vapid!.publicKey });
  });

  it('subscribes a device with a label from its browser, and the panel language becomes the account’s', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const payload = { ...valid(), language: 'ru' };
    const res = await subscribe(token, payload);
    expect(res.statusCode, res.body).toBe(200);
    const device = body(res).device;
    expect(device).toMatchObject({ label: 'Chrome · Android', endpoint: payload.endpoint, lastUsedAt: null });
    expect(await devices(token)).toEqual([device]);
    const [stored] = await t.database.query<{ p256dh: string; auth: string; account_id: string }>(
      'select p256dh, auth, account_id from push_subscriptions where id = $1',
      [device.id],
    );
    expect(stored).toEqual({ ...payload.keys, account_id: candidate._id });
    const [account] = await t.database.query<{ language: string }>(
      'select language from accounts where id = $1',
      [candidate._id],
    );
    expect(account!.language).toBe('ru');

    // The same browser again (new keys after a re-subscribe): the same device, updated.
    const again = { ...payload, keys: newSubscriber().keys, language: 'ka' };
    const second = body(await subscribe(token, again)).device;
    expect(second.id).toBe(device.id);
    expect(second.createdAt).toBe(device.createdAt);
    expect((await devices(token)).map((d) => d.id)).toEqual([device.id]);
    const [keys] = await t.database.query('select p256dh, auth from push_subscriptions where id = $1', [
      device.id,
    ]);
    expect(keys).toEqual(again.keys);
  });

  it('a browser subscribed again under another account moves there', async () => {
    const first = await signupCustomer(t.app);
    const second = await signupCustomer(t.app);
    const payload = valid();
    const device = body(await subscribe(first.token, payload)).device;
    const moved = body(await subscribe(second.token, { ...payload, keys: newSubscriber().keys })).device;
    expect(moved.id).toBe(device.id);
    expect(await devices(first.token)).toEqual([]);
    expect((await devices(second.token)).map((d) => d.id)).toEqual([device.id]);
  });

  it.each([
    ['no body', undefined, '_', MSG.invalidValue],
    [
      'an http endpoint',
      { ...valid('http://fcm.googleapis.com/fcm/send/x') },
      'endpoint',
      MSG.pushEndpointInvalid,
    ],
    ['a relative endpoint', { ...valid('/push/x') }, 'endpoint', MSG.pushEndpointInvalid],
    [
      'an endpoint with credentials',
      { ...valid('https://u:p@fcm.googleapis.com/x') },
      'endpoint',
      MSG.pushEndpointInvalid,
    ],
    [
      'an endpoint too long',
      { ...valid(`https://fcm.googleapis.com/${'a'.repeat(1100)}`) },
      'endpoint',
      MSG.pushEndpointInvalid,
    ],
    ['no keys', { endpoint: fcmEndpoint(), language: 'ka' }, 'keys', MSG.pushKeysInvalid],
    [
      'a short p256dh',
      { ...valid(), keys: { ...newSubscriber().keys, p256dh: 'BAAA' } },
      'keys.p256dh',
      MSG.pushKeysInvalid,
    ],
    [
      'a compressed p256dh',
      { ...valid(), keys: { ...newSubscriber().keys, p256dh: Buffer.alloc(33, 2).toString('base64url') } },
      'keys.p256dh',
      MSG.pushKeysInvalid,
    ],
    [
      'an auth secret of 12 bytes',
      { ...valid(), keys: { ...newSubscriber().keys, auth: 'AAAAAAAAAAAAAAAA' } },
      'keys.auth',
      MSG.pushKeysInvalid,
    ],
    [
      'an auth secret not base64url',
      { ...valid(), keys: { ...newSubscriber().keys, auth: 'AAAA AAAAAAAAAAAAAAAAA' } },
      'keys.auth',
      MSG.pushKeysInvalid,
    ],
    ['no language', { ...valid(), language: undefined }, 'language', MSG.invalidValue],
    ['an unknown language', { ...valid(), language: 'de' }, 'language', MSG.invalidValue],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, field, code) => {
    const { token } = await signupCustomer(t.app);
    const before = await subscriptionCount();
    const res = await subscribe(token, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(MSG.fillAllFields);
    expect(body(res).errors?.[field]).toBe(code);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses a key that is not a point on P-256, and endpoints outside the browsers’ push services', async () => {
    const { token } = await signupCustomer(t.app);
    const before = await subscriptionCount();
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const bad = await subscribe(token, { ...valid(), keys: { ...newSubscriber().keys, p256dh: offCurve } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      message: MSG.pushKeysInvalid,
      errors: { 'keys.p256dh': MSG.pushKeysInvalid },
    });
    for (const endpoint of [
      'https://10.0.0.5/push/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://push.apple.com.example/x',
    ]) {
      const res = await subscribe(token, valid(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(body(res).message, endpoint).toBe(MSG.pushServiceUnsupported);
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it('knows the browsers’ push services; loopback only outside production', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://db5p.notify.windows.com/w/?token=abc',
    ])
      expect(isPushServiceEndpoint(endpoint, { allowLoopback: false }), endpoint).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push/x', { allowLoopback: false })).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/push/x', { allowLoopback: true })).toBe(true);
    expect(isPushServiceEndpoint('https://notify.windows.com/x', { allowLoopback: false })).toBe(false);
  });

  it('removes only the account’s own devices: another customer’s is 404 and stays', async () => {
    const owner = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const device = body(await subscribe(owner.token, valid())).device;
    const keep = body(await subscribe(owner.token, valid())).device;
    for (const id of [device.id, 'not-an-id', '0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/push/devices/${id}`,
        headers: bearer(other.token),
      });
      expect(res.statusCode, id).toBe(404);
      expect(body(res).message).toBe(MSG.notFound);
    }
    expect((await devices(owner.token)).map((d) => d.id)).toEqual([device.id, keep.id]);
    expect(await devices(other.token)).toEqual([]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/devices/${device.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).devices.map((d: { id: string }) => d.id)).toEqual([keep.id]);
    expect((await devices(owner.token)).map((d) => d.id)).toEqual([keep.id]);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_ACCOUNT} devices: a further one replaces the one longest without a push`, async () => {
    const { token } = await signupCustomer(t.app);
    const ids: string[] = [];
    for (let i = 0; i < PUSH_DEVICES_PER_ACCOUNT; i++)
      ids.push(body(await subscribe(token, valid())).device.id);
    // Spread their ages; the oldest one had a push recently, so the second oldest is the one unused longest.
    for (const [i, id] of ids.entries())
      await t.database.query(
        `update push_subscriptions set created_at = now() - make_interval(days => $2) where id = $1`,
        [id, 100 - i],
      );
    await t.database.query(`update push_subscriptions set last_used_at = now() where id = $1`, [ids[0]]);
    const newest = body(await subscribe(token, valid())).device.id as string;
    const left = (await devices(token)).map((d) => d.id);
    expect(left).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
    expect(left).toContain(newest);
    expect(left).toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
  });

  it('subscribing is refused while push is off here (no VAPID keys), nothing stored', async () => {
    const { token } = await signupCustomer(t.app);
    const config = t.config as { vapid: VapidConfig | undefined };
    const keys = config.vapid;
    config.vapid = undefined;
    try {
      const key = await t.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(token) });
      expect(body(key)).toEqual({ success: true, available: false, publicKey: null });
      const before = await subscriptionCount();
      const res = await subscribe(token, valid());
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(MSG.pushUnavailable);
      expect(await subscriptionCount()).toBe(before);
    } finally {
      config.vapid = keys;
    }
  });
});
