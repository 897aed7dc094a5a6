/**
 * Web Push end to end (issue 19, "Done when"): a subscription made through the panel's route with a real
 * P-256 key pair and auth secret, an outbox row delivered to a push service running in the test, its body
 * decrypted with the subscription's keys; the VAPID signature checked; 404/410 remove the subscription,
 * other failures stay pending for a retry.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, bearer, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { newSubscriber, startPushService, type TestPushService } from '../../test/push-service.ts';
import { PUSH_TTL_SECONDS, pushSender } from './push.sender.ts';

interface OutboxRow {
  status: string;
  attempts: number;
  provider_ref: string | null;
  last_error: string | null;
  due_in_seconds: number;
}

describe.each(testDatabases)('Web Push delivery on %s', (kind) => {
  let t: TestApp;
  let service: TestPushService;
  let customer: Awaited<ReturnType<typeof signupCustomer>>;

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp(kind, {}, (database, config) => ({
      senders: { push: pushSender(database, config.vapid!, { agent: service.agent }) },
    }));
    customer = await signupCustomer(t.app);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  /** A device of the customer, subscribed through the panel's route. */
  async function subscribe(language = 'ka') {
    const subscriber = newSubscriber();
    const endpoint = `${service.origin}/push/${randomBytes(8).toString('hex')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(customer.token),
      payload: { endpoint, expirationTime: null, keys: subscriber.keys, language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { subscriber, endpoint, id: body(res).device.id as string };
  }

  async function enqueuePush(
    to: string,
    payload: Record<string, unknown>,
    kind = 'notification:parcel_received',
  ) {
    await t.app.ctx.outbox.enqueue({
      channel: 'push',
      to,
      text: String(payload.body),
      payload,
      kind,
      accountId: customer.candidate._id,
    });
    const [row] = await t.database.query<{ id: string }>(
      `select id from outbox where channel = 'push' and "to" = $1 order by created_at desc limit 1`,
      [to],
    );
    return row!.id;
  }

  const outboxRow = async (id: string) =>
    (
      await t.database.query<OutboxRow>(
        `select status, attempts, provider_ref, last_error,
                extract(epoch from next_attempt_at - now())::float8 as due_in_seconds
           from outbox where id = $1`,
        [id],
      )
    )[0]!;
  const subscriptionExists = async (id: string) =>
    (await t.database.query('select 1 from push_subscriptions where id = $1', [id])).length === 1;

  it('delivers the payload encrypted for the subscription, signed with the VAPID key', async () => {
    expect(t.app.ctx.outbox.sends('push')).toBe(true);
    const { subscriber, endpoint, id } = await subscribe();
    const payload = {
      title: 'ამანათი მიღებულია',
      body: 'ამანათი TRK123 მიიღო საწყობმა (1.25 კგ).',
      url: '/parcels/stock',
      tag: 'parcel-TRK123',
      notificationId: '0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b',
    };
    const messageId = await enqueuePush(id, payload);
    const before = service.received.length;
    await t.app.ctx.outbox.deliverPending();

    expect(service.received).toHaveLength(before + 1);
    const push = service.received.at(-1)!;
    expect(`${service.origin}${push.path}`).toBe(endpoint);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push.headers.urgency).toBe('normal');
    // The body is ciphertext: the text is nowhere in it, and only the subscription's keys open it.
    expect(push.body.includes(Buffer.from('TRK123'))).toBe(false);
    expect(JSON.parse(subscriber.decrypt(push.body))).toEqual(payload);
    expect(() => newSubscriber().decrypt(push.body)).toThrow();

    // VAPID (RFC 8292): `vapid t=<JWT>, k=<our public key>`, the JWT signed by our private key for this origin.
    const vapid = t.config.vapid!;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(match).not.toBeNull();
    expect(match![2]).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match![1]!, key, { audience: service.origin });
    expect(claims.sub).toBe(vapid.subject);
    expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(decodeJwt(match![1]!).aud).toBe(service.origin);

    const row = await outboxRow(messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.provider_ref).toMatch(new RegExp(`^${service.origin}/message/\\d+$`));
    const devices = body(
      await t.app.inject({ method: 'GET', url: '/api/push/devices', headers: bearer(customer.token) }),
    ).devices as { id: string; lastUsedAt: string | null }[];
    expect(devices.find((d) => d.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('sends messages a customer must act on with high urgency', async () => {
    const { subscriber, id } = await subscribe();
    await enqueuePush(
      id,
      { title: 'Customs', body: 'On hold', url: '/customs', tag: 'x' },
      'notification:customs_hold',
    );
    await t.app.ctx.outbox.deliverPending();
    const push = service.received.at(-1)!;
    expect(push.headers.urgency).toBe('high');
    expect(JSON.parse(subscriber.decrypt(push.body))).toMatchObject({ body: 'On hold' });
  });

  it.each([410, 404])(
    '%s: the subscription is deleted and the message is gone, never retried',
    async (status) => {
      const { id } = await subscribe();
      const messageId = await enqueuePush(id, { title: 't', body: 'b', url: '/', tag: 't' });
      service.answerNext(status);
      const before = service.received.length;
      await t.app.ctx.outbox.deliverPending();
      expect(service.received).toHaveLength(before + 1);
      expect(await subscriptionExists(id)).toBe(false);
      const row = await outboxRow(messageId);
      expect(row.status).toBe('gone');
      expect(row.last_error).toMatch(new RegExp(String(status)));

      // A later message to the removed device is gone without a request.
      const later = await enqueuePush(id, { title: 't', body: 'b', url: '/', tag: 't' });
      await t.app.ctx.outbox.deliverPending();
      expect(service.received).toHaveLength(before + 1);
      expect((await outboxRow(later)).status).toBe('gone');
    },
  );

  it('500: the message stays pending for a retry later, the subscription stays', async () => {
    const { subscriber, id } = await subscribe();
    const messageId = await enqueuePush(id, { title: 't', body: 'again', url: '/', tag: 't' });
    service.answerNext(500);
    await t.app.ctx.outbox.deliverPending();
    const row = await outboxRow(messageId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/500/);
    expect(row.due_in_seconds).toBeGreaterThan(30);
    expect(await subscriptionExists(id)).toBe(true);

    // Once due, it goes through.
    await t.database.query(`update outbox set next_attempt_at = now() where id = $1`, [messageId]);
    await t.app.ctx.outbox.deliverPending();
    expect(await outboxRow(messageId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(JSON.parse(subscriber.decrypt(service.received.at(-1)!.body))).toMatchObject({ body: 'again' });
  });

  it('a push service that cannot be reached is a failure to retry', async () => {
    const { id } = await subscribe();
    // The device's push service moved away (nothing listens there any more).
    await t.database.query(
      `update push_subscriptions set endpoint = 'https://127.0.0.1:1/push/x' where id = $1`,
      [id],
    );
    const messageId = await enqueuePush(id, { title: 't', body: 'b', url: '/', tag: 't' });
    await t.app.ctx.outbox.deliverPending();
    expect(await outboxRow(messageId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await subscriptionExists(id)).toBe(true);
  });

  it('a message for no subscription (or a malformed id) is gone without a request', async () => {
    const before = service.received.length;
    const missing = await enqueuePush('0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b', { title: 't', body: 'b' });
    const malformed = await enqueuePush('not-a-subscription', { title: 't', body: 'b' });
    await t.app.ctx.outbox.deliverPending();
    expect(service.received).toHaveLength(before);
    expect((await outboxRow(missing)).status).toBe('gone');
    expect((await outboxRow(malformed)).status).toBe('gone');
  });
});
