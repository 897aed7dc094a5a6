// Bank of Georgia top-ups (issue 20 §1, §2) through HTTP on both databases, driven through the bank's
// simulator: the order made at the bank with the chosen method, the hosted page offering it, the signed
// callback crediting exactly once what the bank's order details confirm — and nothing changing for a bad
// signature, a body altered after signing, an unconfirmed claim, another amount, or an unknown order; a
// customer back before the callback brings the order up to date; abandoned orders expire.
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer, topupState } from '../../test/fixtures.ts';
import { moneyOf } from '../../test/money.ts';
import { staffSession } from '../../test/staff-sessions.ts';
import { BOG_CALLBACK_PATH } from './bog.service.ts';
import { runPaymentExpiryJob } from './expiry.job.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface Started {
  id: string;
  bogId: string;
  redirectUrl: string;
}

describe.each(testDatabases)('Bank of Georgia top-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PUBLIC_URL: 'https://pay.amanati.test',
      PAYMENT_ORDER_TIMEOUT_MINUTES: '30',
    });
  });
  afterAll(() => t.close());

  const accountId = (c: Customer) => c.candidate._id;
  const money = (c: Customer) => moneyOf(t.database, accountId(c));
  const control = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bog-sim/control/${path}`, payload }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return body<{ status: number; answer: string }>(r);
    });
  async function orderRow(id: string) {
    const rows = await t.database.query<{ state: string; gateway: string; method: string; trx_id: string }>(
      'select state, gateway, method, trx_id from payment_orders where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }
  const stateOf = (c: Customer, orderId: string) => topupState(t.app, c.token, orderId);

  async function start(c: Customer, method = 'card', lari = '25', tetri = '50'): Promise<Started> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/bog/pay',
      headers: bearer(c.token),
      payload: { lari, tetri, method, lang: 'ru' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result, redirectUrl } = body(res);
    const bogId = /\/bog-sim\/pay\/([0-9a-f-]{36})$/.exec(redirectUrl)?.[1];
    expect(bogId, redirectUrl).toBeDefined();
    return { id: result._id, bogId: bogId!, redirectUrl };
  }
  const page = (o: Started, suffix = '') =>
    t.app.inject({ method: 'GET', url: `${new URL(o.redirectUrl).pathname}${suffix}` });

  it('offers Georgian Card first, then the three methods of the Bank of Georgia', async () => {
    const c = await signupCustomer(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/methods', headers: bearer(c.token) });
    expect(body(res).methods).toEqual(['georgianCard', 'bogCard', 'applePay', 'googlePay']);
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/methods' })).statusCode).toBe(401);
  });

  it('makes the order at the bank with the chosen method, our id, amount, callback and expiry', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c, 'apple_pay');
    expect(o.redirectUrl).toBe(`https://pay.amanati.test/bog-sim/pay/${o.bogId}`);
    expect(await orderRow(o.id)).toMatchObject({
      state: 'created',
      gateway: 'bog-simulator',
      method: 'apple_pay',
      trx_id: o.bogId,
    });
    const log = body(await t.app.inject({ method: 'GET', url: '/bog-sim/control/log' }));
    const atBank = log.orders.find((x: { id: string }) => x.id === o.bogId);
    expect(atBank).toMatchObject({
      externalOrderId: o.id,
      amount: 25.5,
      methods: ['apple_pay'],
      callbackUrl: `https://pay.amanati.test${BOG_CALLBACK_PATH}`,
      success: `https://pay.amanati.test/payments/success?order=${o.id}`,
      fail: `https://pay.amanati.test/payments/failed?order=${o.id}`,
      // The bank's page speaks ka and en: a Russian reader gets English.
      lang: 'en',
    });
    // ttl = the order timeout: the bank stops taking it when we expire it.
    expect(new Date(atBank.expiresAt).getTime() - new Date(atBank.createdAt).getTime()).toBe(30 * 60_000);
    // Staff see who takes it and how.
    const admin = await staffSession(t, 'admin');
    const list = body(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/payment-orders?state=created',
        headers: bearer(admin.token),
      }),
    );
    expect(list.orders.find((x: { _id: string }) => x._id === o.id)).toMatchObject({
      gateway: 'bog-simulator',
      method: 'apple_pay',
      trxId: o.bogId,
    });
    // The hosted page offers exactly the method chosen, and the amount.
    const html = (await page(o)).body;
    expect(html).toContain('25.50 ₾');
    expect(html).toContain('data-method="apple_pay"');
    expect(html).not.toContain('data-method="card"');
    expect(html).not.toContain('data-method="google_pay"');
  });

  it('refuses a bad method or amount with a clear 400 and records nothing', async () => {
    const c = await signupCustomer(t.app);
    const before = await t.database.query<{ n: string }>(
      'select count(*) as n from payment_orders where account_id = $1',
      [accountId(c)],
    );
    const bad = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/merchant/bog/pay', headers: bearer(c.token), payload });
    const method = await bad({ lari: '10', tetri: '00', method: 'bitcoin' });
    expect(method.statusCode).toBe(400);
    expect(body(method).errors).toMatchObject({ method: MSG.invalidValue });
    const lari = await bad({ lari: '010', tetri: '00', method: 'card' });
    expect(lari.statusCode).toBe(400);
    expect(body(lari).errors).toMatchObject({ lari: MSG.lariInvalid });
    const after = await t.database.query<{ n: string }>(
      'select count(*) as n from payment_orders where account_id = $1',
      [accountId(c)],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each(['card', 'apple_pay', 'google_pay'])(
    'pays with %s on the hosted page: credited once, even when the callback is repeated in parallel',
    async (method) => {
      const c = await signupCustomer(t.app);
      const o = await start(c, method, '12', '05');
      const done = await page(o, `/complete?method=${method}`);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`https://pay.amanati.test/payments/success?order=${o.id}`);
      expect(await money(c)).toMatchObject({ balance: 1205, topups: 1 });
      expect(await stateOf(c, o.id)).toBe('paid');
      const replays = await Promise.all(
        Array.from({ length: 20 }, () => control('replay', { orderId: o.bogId })),
      );
      expect(replays.every((r) => r.status === 200)).toBe(true);
      expect(await money(c)).toMatchObject({ balance: 1205, topups: 1 });
      // The statement names the bank and the wallet.
      const statement = body(
        await t.app.inject({ method: 'GET', url: '/api/money/statement', headers: bearer(c.token) }),
      );
      expect(statement.entries[0]).toMatchObject({
        kind: 'topup',
        method: 'card',
        channel: `bog-simulator:${method}`,
        amount: 12.05,
      });
    },
  );

  it('a callback with a bad signature, no signature or a body altered after signing changes nothing', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c);
    for (const tamper of ['signature', 'unsigned', 'body-after-signing']) {
      const r = await control('complete', { orderId: o.bogId, tamper });
      expect(r.status, tamper).toBe(401);
      expect((await orderRow(o.id)).state).toBe('created');
      expect(await money(c)).toMatchObject({ balance: 0, topups: 0 });
    }
    // The bank did take the money: its genuine callback credits.
    const genuine = await control('complete', { orderId: o.bogId });
    expect(genuine.status).toBe(200);
    expect(await money(c)).toMatchObject({ balance: 2550, topups: 1 });
  });

  it('believes the order details, not the callback: an unconfirmed success or another amount credits nothing', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c);
    const unconfirmed = await control('complete', { orderId: o.bogId, unconfirmed: true });
    expect(unconfirmed.status).toBe(200);
    expect((await orderRow(o.id)).state).toBe('created');
    const other = await control('complete', { orderId: o.bogId, transferAmount: '1.00' });
    expect(other.status).toBe(409);
    expect((await orderRow(o.id)).state).toBe('created');
    expect(await money(c)).toMatchObject({ balance: 0, topups: 0 });
    const [refusal] = await t.database.query<{ n: string }>(
      `select count(*) as n from audit_log where action = 'gateway.callback_refused' and entity_id = $1
         and data->>'reason' = 'amount differs from the order'`,
      [o.id],
    );
    expect(Number(refusal!.n)).toBe(1);
  });

  it('records a cancelled payment as failed and sends the customer to the failure page', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c, 'google_pay');
    const done = await page(o, '/complete?method=cancel');
    expect(done.headers.location).toBe(`https://pay.amanati.test/payments/failed?order=${o.id}`);
    expect(await stateOf(c, o.id)).toBe('failed');
    expect(await money(c)).toMatchObject({ balance: 0, topups: 0 });
  });

  it('a customer back before the callback sees the bank’s truth: the order is read and credited once', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c);
    // The bank completes, but its callback never arrives (here: refused for its signature).
    await control('complete', { orderId: o.bogId, tamper: 'signature' });
    const states = await Promise.all(Array.from({ length: 5 }, () => stateOf(c, o.id)));
    expect(states).toEqual(Array(5).fill('paid'));
    expect(await money(c)).toMatchObject({ balance: 2550, topups: 1 });
  });

  it('refuses a signed callback for an order that is not ours', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c);
    await t.database.query(`update payment_orders set trx_id = $2 where id = $1`, [
      o.id,
      '00000000-0000-4000-8000-000000000000',
    ]);
    const r = await control('complete', { orderId: o.bogId });
    expect(r.status).toBe(404);
    expect(await money(c)).toMatchObject({ balance: 0, topups: 0 });
  });

  it('abandoned orders expire; a genuine late success still credits exactly once', async () => {
    const c = await signupCustomer(t.app);
    const o = await start(c);
    await t.database.query(
      `update payment_orders set created_at = now() - interval '31 minutes' where id = $1`,
      [o.id],
    );
    expect((await runPaymentExpiryJob(t)).expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(c, o.id)).toBe('expired');
    expect(await money(c)).toMatchObject({ balance: 0, topups: 0 });
    await control('complete', { orderId: o.bogId });
    await control('replay', { orderId: o.bogId });
    expect(await stateOf(c, o.id)).toBe('paid');
    expect(await money(c)).toMatchObject({ balance: 2550, topups: 1 });
  });

  it('answers an unreadable or foreign callback without a 5xx', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: BOG_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', 'callback-signature': 'AAAA' },
      payload: 'x'.repeat(70 * 1024),
    });
    expect(r.statusCode).toBe(413);
    const s = await t.app.inject({
      method: 'POST',
      url: BOG_CALLBACK_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: '{"event":"order_payment"}',
    });
    expect(s.statusCode).toBe(401);
  });
});

describe.each(testDatabases)('the real Bank of Georgia adapter on %s', (kind) => {
  // The real adapter (fetch, the bank's key from a file), pointed at an address where nothing listens.
  let t: TestApp;
  let bankKey: KeyObject;
  beforeAll(async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    bankKey = pair.privateKey;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-bog-key-'));
    const keyPath = path.join(dir, 'bog.pem');
    writeFileSync(keyPath, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    t = await createTestApp(kind, {
      BOG: 'bog',
      BOG_CLIENT_ID: 'amanati',
      BOG_CLIENT_SECRET: 'secret',
      BOG_PUBLIC_KEY_PATH: keyPath,
      BOG_OAUTH_URL: 'http://127.0.0.1:9/token',
      BOG_API_URL: 'http://127.0.0.1:9/payments/v1',
      BOG_ALLOWED_IPS: '10.9.9.9',
    });
  });
  afterAll(() => t.close());

  it('a bank that does not answer: the customer gets a clear 502 and the order is recorded as failed', async () => {
    const c = await signupCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/bog/pay',
      headers: bearer(c.token),
      payload: { lari: '10', tetri: '00', method: 'card' },
    });
    expect(res.statusCode, res.body).toBe(502);
    expect(body(res).message).toBe(MSG.paymentProviderFailed);
    const rows = await t.database.query<{ state: string; gateway: string; result: { reason: string } }>(
      'select state, gateway, result from payment_orders where account_id = $1',
      [c.candidate._id],
    );
    expect(rows).toEqual([{ state: 'failed', gateway: 'bog', result: { reason: 'start failed' } }]);
    expect((await t.app.inject({ method: 'GET', url: '/bog-sim/pay/x' })).statusCode).toBe(404);
  });

  it('a well-signed callback from outside BOG_ALLOWED_IPS is refused; from inside, a bank that cannot be asked gets 503', async () => {
    const c = await signupCustomer(t.app);
    const [order] = await t.database.query<{ id: string }>(
      `insert into payment_orders (account_id, amount_tetri, gateway, method, trx_id)
       values ($1, 500, 'bog', 'card', 'bog-order-1') returning id`,
      [c.candidate._id],
    );
    const payload = JSON.stringify({
      event: 'order_payment',
      body: { order_id: 'bog-order-1', external_order_id: order!.id, order_status: { key: 'completed' } },
    });
    const signature = createSign('RSA-SHA256').update(payload).sign(bankKey, 'base64');
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: BOG_CALLBACK_PATH,
        headers: { 'content-type': 'application/json', 'callback-signature': signature },
        payload,
        remoteAddress,
      });
    expect((await send('127.0.0.1')).statusCode).toBe(403);
    // Allowed and signed, but the details cannot be read: the bank is told to call again, nothing changes.
    expect((await send('10.9.9.9')).statusCode).toBe(503);
    expect(await moneyOf(t.database, c.candidate._id)).toMatchObject({ balance: 0, topups: 0 });
    const [row] = await t.database.query<{ state: string }>(
      'select state from payment_orders where id = $1',
      [order!.id],
    );
    expect(row!.state).toBe('created');
  });
});
