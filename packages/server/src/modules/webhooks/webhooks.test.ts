/**
 * Issue 22 §4: webhooks through HTTP. A local receiver checks the documented signature; a receiver
 * answering 500 gets retries with growing delays for three days; redelivery keeps the event id;
 * customers see only their own endpoints and deliveries; `/api/v1/webhooks` needs the `webhooks` scope.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.ts';

/** The receiver's check, exactly as docs/integrations/business-api.md shows it. */
function verify(secret: string, header: string, rawBody: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe.each(testDatabases)('webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestApp(kind), startReceiver()]);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const addEndpoint = async (token: string, events: string[], url = receiver.url) => {
    const res = await call(token, 'POST', '/api/developer/webhooks', { url, events, description: 'shop' });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ endpoint: { id: string }; secret: string }>(res);
  };
  const deliveries = async (token: string, endpointId: string) => {
    const res = await call(token, 'GET', `/api/developer/webhooks/${endpointId}/deliveries`);
    expect(res.statusCode, res.body).toBe(200);
    return body<{
      deliveries: {
        id: string;
        eventId: string;
        type: string;
        status: string;
        attempts: { statusCode: number | null; error: string | null; durationMs: number; response: string }[];
      }[];
    }>(res).deliveries;
  };
  const deliver = () => t.app.ctx.outbox.deliverPending();
  const dueNow = (id: string) =>
    t.database.query('update outbox set next_attempt_at = now() where id = $1', [id]);
  const outboxRow = (id: string) =>
    t.database
      .query<{ status: string; attempts: number; secs: number }>(
        `select status, attempts, extract(epoch from next_attempt_at - now())::float8 as secs from outbox where id = $1`,
        [id],
      )
      .then((r) => r[0]!);

  it('signs each event as documented and delivers the parcel events of a subscribed account', async () => {
    receiver.answer.status = 200;
    const { token } = await signupCustomer(t.app);
    const { endpoint, secret } = await addEndpoint(token, [
      'parcel.received',
      'parcel.weighed',
      'parcel.departed',
      'invoice.created',
      'parcel.arrived',
      'parcel.ready',
    ]);
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    const listed = await call(token, 'GET', '/api/developer/webhooks');
    expect(body(listed).endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, url: receiver.url, enabled: true, description: 'shop' }),
    ]);
    expect(listed.body).not.toContain(secret);

    const parcel = await declareParcel(t.app, token);
    const flight = await createFlight(t.database, 2);
    await shipParcel(t.database, parcel._id, flight.id, '1.500');
    await landFlight(t.database, flight.id);
    const before = receiver.received.length;
    await deliver();
    const got = receiver.received.slice(before);
    expect(got.map((r) => r.body.type)).toEqual(
      expect.arrayContaining([
        'parcel.received',
        'parcel.weighed',
        'parcel.departed',
        'invoice.created',
        'parcel.arrived',
        'parcel.ready',
      ]),
    );
    expect(got).toHaveLength(6);
    for (const r of got) {
      expect(verify(secret, String(r.headers['amanati-signature']), r.raw), r.raw).toBe(true);
      expect(verify('whsec_wrong', String(r.headers['amanati-signature']), r.raw)).toBe(false);
      expect(r.headers['amanati-event-id']).toBe(r.body.id);
      expect(r.body.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toMatch(/^Amanati-Webhooks\//);
    }
    const departed = got.find((r) => r.body.type === 'parcel.departed')!.body;
    expect(departed.data).toMatchObject({
      parcel: {
        id: parcel._id,
        trackingNumber: parcel.productOrderId,
        status: 'sent',
        country: 'US',
        flight: flight.code,
      },
      charge: { currency: 'GEL' },
    });
    expect(got.find((r) => r.body.type === 'invoice.created')!.body.data).toMatchObject({
      invoice: { number: expect.stringMatching(/^INV-/), flight: flight.code },
    });
    // A changed body no longer verifies.
    expect(verify(secret, String(got[0]!.headers['amanati-signature']), got[0]!.raw.replace('}', ' }'))).toBe(
      false,
    );

    const log = await deliveries(token, endpoint.id);
    expect(log).toHaveLength(6);
    for (const d of log) {
      expect(d.status).toBe('sent');
      expect(d.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null, response: 'ok' })]);
    }
  });

  it('retries a receiver answering 500 with growing delays for three days, and redelivers with the same id', async () => {
    const { token } = await signupCustomer(t.app);
    const { endpoint } = await addEndpoint(token, ['parcel.received']);
    receiver.answer.status = 500;
    receiver.answer.text = 'boom';
    const test = await call(token, 'POST', `/api/developer/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const delivery = body(test).delivery as { id: string; eventId: string; type: string };
    expect(delivery.type).toBe('webhook.test');

    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      if (i > 0) await dueNow(delivery.id);
      await deliver();
      const row = await outboxRow(delivery.id);
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1 });
      delays.push(Math.round(row.secs / 60));
    }
    // 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 12 h (in minutes).
    expect(delays).toEqual([1, 5, 30, 120, 300, 600, 720]);
    // The clock moves on: the last try falls at the 72-hour mark, then the delivery has failed.
    await t.database.query(
      `update outbox set created_at = now() - interval '71 hours 59 minutes', next_attempt_at = now() where id = $1`,
      [delivery.id],
    );
    await deliver();
    expect(await outboxRow(delivery.id)).toMatchObject({ status: 'pending', attempts: 8 });
    expect((await outboxRow(delivery.id)).secs).toBeLessThanOrEqual(61);
    await t.database.query(
      `update outbox set created_at = now() - interval '72 hours', next_attempt_at = now() where id = $1`,
      [delivery.id],
    );
    await deliver();
    expect(await outboxRow(delivery.id)).toMatchObject({ status: 'failed', attempts: 9 });

    const [logged] = await deliveries(token, endpoint.id);
    expect(logged).toMatchObject({ id: delivery.id, status: 'failed', eventId: delivery.eventId });
    expect(logged!.attempts).toHaveLength(9);
    expect(logged!.attempts[0]).toMatchObject({ statusCode: 500, response: 'boom' });

    receiver.answer.status = 204;
    receiver.answer.text = '';
    const again = await call(token, 'POST', `/api/developer/webhooks/deliveries/${delivery.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    const redelivery = body(again).delivery as { id: string; eventId: string };
    expect(redelivery.id).not.toBe(delivery.id);
    expect(redelivery.eventId).toBe(delivery.eventId);
    await deliver();
    expect(await outboxRow(redelivery.id)).toMatchObject({ status: 'sent' });
    const ids = receiver.received.filter((r) => r.body.id === delivery.eventId);
    expect(ids.length).toBe(10);
    receiver.answer.status = 200;
    receiver.answer.text = 'ok';
  });

  it('tells of charges paid from the balance (payment.succeeded, kind charges)', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    await addEndpoint(token, ['payment.succeeded']);
    const parcel = await declareParcel(t.app, token);
    const flight = await createFlight(t.database, 2);
    const charged = await shipParcel(t.database, parcel._id, flight.id, '1.000');
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: candidate._id, amountTetri: 100_000, kind: 'adjustment', reason: 'test credit' }),
    );
    const paid = await call(token, 'POST', '/api/payment/payFlightId', { flightId: flight.code });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = receiver.received.length;
    await deliver();
    const got = receiver.received.slice(before).filter((r) => r.body.type === 'payment.succeeded');
    expect(got).toHaveLength(1);
    expect(got[0]!.body.data).toEqual({
      payment: {
        id: expect.any(String),
        kind: 'charges',
        amount: (charged.totalTetri / 100).toFixed(2),
        currency: 'GEL',
        flight: flight.code,
        parcelIds: [parcel._id],
      },
    });
  });

  it('keeps endpoints and deliveries to their account', async () => {
    const owner = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const { endpoint } = await addEndpoint(owner.token, ['parcel.received']);
    const test = body(await call(owner.token, 'POST', `/api/developer/webhooks/${endpoint.id}/test`));
    await deliver();
    const foreign = [
      call(other.token, 'GET', `/api/developer/webhooks/${endpoint.id}/deliveries`),
      call(other.token, 'POST', `/api/developer/webhooks/deliveries/${test.delivery.id}/redeliver`),
      call(other.token, 'POST', `/api/developer/webhooks/${endpoint.id}/test`),
      call(other.token, 'POST', `/api/developer/webhooks/${endpoint.id}/secret`),
      call(other.token, 'PATCH', `/api/developer/webhooks/${endpoint.id}`, { enabled: false }),
      call(other.token, 'DELETE', `/api/developer/webhooks/${endpoint.id}`),
    ];
    for (const res of await Promise.all(foreign)) expect(res.statusCode, res.body).toBe(404);
    expect(body(await call(other.token, 'GET', '/api/developer/webhooks')).endpoints).toEqual([]);
    expect(await deliveries(owner.token, endpoint.id)).toHaveLength(1);
    expect((await call(owner.token, 'GET', '/api/developer/webhooks')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/developer/webhooks' })).statusCode).toBe(401);
  });

  it('sends nothing to a disabled endpoint, signs with a rolled secret, and validates what is saved', async () => {
    const { token } = await signupCustomer(t.app);
    const { endpoint, secret } = await addEndpoint(token, ['parcel.received', 'parcel.weighed']);
    const off = await call(token, 'PATCH', `/api/developer/webhooks/${endpoint.id}`, { enabled: false });
    expect(body(off).endpoint.enabled).toBe(false);
    const parcel = await declareParcel(t.app, token);
    const flight = await createFlight(t.database, 2);
    await shipParcel(t.database, parcel._id, flight.id, '2.000');
    expect(await deliveries(token, endpoint.id)).toEqual([]);

    await call(token, 'PATCH', `/api/developer/webhooks/${endpoint.id}`, { enabled: true });
    const rolled = body(await call(token, 'POST', `/api/developer/webhooks/${endpoint.id}/secret`));
    expect(rolled.secret).not.toBe(secret);
    const test = body(await call(token, 'POST', `/api/developer/webhooks/${endpoint.id}/test`));
    await deliver();
    const got = receiver.received.find((r) => r.body.id === test.delivery.eventId)!;
    expect(verify(rolled.secret, String(got.headers['amanati-signature']), got.raw)).toBe(true);
    expect(verify(secret, String(got.headers['amanati-signature']), got.raw)).toBe(false);

    for (const payload of [
      { url: 'ftp://example.com/x', events: ['parcel.received'] },
      { url: 'https://user:pw@example.com/x', events: ['parcel.received'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['parcel.exploded'] },
    ]) {
      const res = await call(token, 'POST', '/api/developer/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const gone = await call(token, 'DELETE', `/api/developer/webhooks/${endpoint.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await call(token, 'GET', `/api/developer/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(
      404,
    );
  });

  it('serves /api/v1/webhooks to keys with the webhooks scope only', async () => {
    const { token } = await signupCustomer(t.app);
    const makeKey = async (scopes: string[]) =>
      body(await call(token, 'POST', '/api/developer/keys', { name: 'k', scopes })).key as string;
    const reader = await makeKey(['parcels:read']);
    const hooks = await makeKey(['webhooks']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: bearer(reader) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(body(refused)).toMatchObject({ title: 'api_scope_missing' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: bearer(hooks),
      payload: { url: receiver.url, events: ['payment.succeeded'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(body(made)).not.toHaveProperty('success');
    expect(body(made).secret).toMatch(/^whsec_/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: bearer(hooks) });
    expect(body(listed).endpoints).toEqual([expect.objectContaining({ events: ['payment.succeeded'] })]);
    // The panel sees what the key made: one account, one set of endpoints.
    expect(body(await call(token, 'GET', '/api/developer/webhooks')).endpoints).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: bearer(hooks),
      payload: { url: 'nope', events: ['payment.succeeded'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ status: 400, errors: { url: 'webhook_url_invalid' } });
  });
});

describe.each(testDatabases)('webhook addresses when private ones are forbidden, on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  const names: Record<string, string[]> = {
    'shop.example': ['93.184.216.34'],
    'rebound.example': ['93.184.216.34', '10.1.2.3'],
    'mapped.example': ['::ffff:192.168.1.1'],
  };
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(kind, { WEBHOOK_ALLOW_PRIVATE: 'false' }, () => ({
      resolveHost: (host) =>
        names[host] ? Promise.resolve(names[host]) : Promise.reject(new Error('getaddrinfo ENOTFOUND')),
    }));
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('refuses loopback, private and privately resolving endpoints, and will not deliver to them', async () => {
    const { token } = await signupCustomer(t.app);
    const add = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/developer/webhooks',
        headers: bearer(token),
        payload: { url, events: ['parcel.received'] },
      });
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.1/hook',
      'http://172.20.1.1/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://rebound.example/hook',
      'http://mapped.example/hook',
    ]) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(body(res), url).toMatchObject({
        message: 'webhook_address_private',
        errors: { url: 'webhook_address_private' },
      });
    }
    expect(body(await add('https://nowhere.example/hook'))).toMatchObject({
      message: 'webhook_host_unknown',
    });
    const ok = await add('https://shop.example/hook');
    expect(ok.statusCode, ok.body).toBe(200);

    // Saved while allowed, refused when sending: the check runs again at connection time.
    const [account] = await t.database.query<{ id: string }>('select id from accounts where email = $1', [
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/authorization/userInformation',
          headers: bearer(token),
        })
      ).json().candidate.email,
    ]);
    for (const url of [receiver.url, `http://localhost:${receiver.port}/hooks`]) {
      const [row] = await t.database.query<{ id: string }>(
        `insert into webhook_endpoints (account_id, url, secret, events) values ($1, $2, 'whsec_x', '{parcel.received}') returning id`,
        [account!.id, url],
      );
      const test = await t.app.inject({
        method: 'POST',
        url: `/api/developer/webhooks/${row!.id}/test`,
        headers: bearer(token),
      });
      await t.app.ctx.outbox.deliverPending();
      const log = body(
        await t.app.inject({
          method: 'GET',
          url: `/api/developer/webhooks/${row!.id}/deliveries`,
          headers: bearer(token),
        }),
      ).deliveries;
      expect(log[0]).toMatchObject({ id: body(test).delivery.id, status: 'pending' });
      expect(log[0].attempts[0]).toMatchObject({
        statusCode: null,
        error: expect.stringMatching(/non-public/),
      });
    }
    expect(receiver.received).toEqual([]);
  });
});
