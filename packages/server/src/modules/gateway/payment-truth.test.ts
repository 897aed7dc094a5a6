// Payment truth (issue 17 §6), through HTTP on both databases: the gateway's return addresses follow the
// configured public address, or — when none is configured — the origin the customer's browser reached
// (never `localhost` for a site opened at 127.0.0.1); an abandoned order ends as `expired` after the
// configured timeout (the back office lists it so), and a genuine success the gateway reports after
// that still credits the balance exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer, topupState } from '../../test/fixtures.ts';
import { staffSession } from '../../test/staff-sessions.ts';
import { runPaymentExpiryJob } from './expiry.job.ts';
import { xmlValue } from './georgian-card.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('payment truth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_ORDER_TIMEOUT_MINUTES: '30' });
  });
  afterAll(() => t.close());

  const start = (c: Customer, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/merchant/georgiancard/pay',
      headers: { ...bearer(c.token), ...(host ? { host } : {}) },
      payload: { lari: '12', tetri: '30' },
    });
  const stateOf = (c: Customer, orderId: string) => topupState(t.app, c.token, orderId);
  const balance = async (accountId: string) => {
    const [row] = await t.database.query<{ balance: string; sum: string; topups: string }>(
      `select (select balance_tetri from accounts where id = $1) as balance,
              coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1 and kind = 'topup') as topups`,
      [accountId],
    );
    expect(Number(row!.balance), 'balance == sum(ledger)').toBe(Number(row!.sum));
    return { balance: Number(row!.balance), topups: Number(row!.topups) };
  };
  const age = (orderId: string, minutes: number) =>
    t.database.query(
      `update payment_orders set created_at = now() - ($2 || ' minutes')::interval where id = $1`,
      [orderId, String(minutes)],
    );

  it('sends the browser back to the origin it reached when no public address is configured', async () => {
    expect(t.config.publicUrlSet).toBe(false);
    const c = await signupCustomer(t.app);
    const res = await start(c, '127.0.0.1:3100');
    expect(res.statusCode, res.body).toBe(200);
    const { result, redirectUrl } = body(res);
    const url = new URL(redirectUrl);
    expect(url.origin).toBe('http://127.0.0.1:3100');
    expect(url.searchParams.get('back_url_s')).toBe(
      `http://127.0.0.1:3100/payments/success?order=${result._id}`,
    );
    expect(url.searchParams.get('back_url_f')).toBe(
      `http://127.0.0.1:3100/payments/failed?order=${result._id}`,
    );
  });

  it('uses the configured public address whatever host the request came to', async () => {
    const configured = await createTestApp(kind, { PUBLIC_URL: 'https://amanati.example/' });
    try {
      const c = await signupCustomer(configured.app);
      const res = await configured.app.inject({
        method: 'POST',
        url: '/api/merchant/georgiancard/pay',
        headers: { ...bearer(c.token), host: '127.0.0.1:3100' },
        payload: { lari: '5', tetri: '00' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = new URL(body(res).redirectUrl as string).searchParams;
      expect(q.get('back_url_s')).toMatch(/^https:\/\/amanati\.example\/payments\/success\?order=/);
      expect(q.get('back_url_f')).toMatch(/^https:\/\/amanati\.example\/payments\/failed\?order=/);
    } finally {
      await configured.close();
    }
  });

  it('expires an abandoned order after the timeout, once, and lists it as expired', async () => {
    const c = await signupCustomer(t.app);
    const fresh = body(await start(c)).result._id as string;
    const old = body(await start(c)).result._id as string;
    await age(old, 31);
    await age(fresh, 29);
    const first = await runPaymentExpiryJob(t);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(c, old)).toBe('expired');
    expect(await stateOf(c, fresh)).toBe('created');
    expect((await runPaymentExpiryJob(t)).expired).toBe(0);
    const [audit] = await t.database.query<{ n: string }>(
      `select count(*) as n from audit_log where action = 'gateway.order_expired' and entity_id = $1`,
      [old],
    );
    expect(Number(audit!.n)).toBe(1);

    const admin = await staffSession(t, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment-orders?state=expired',
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const orders = body(list).orders as { _id: string; state: string }[];
    expect(orders.find((o) => o._id === old)).toMatchObject({ state: 'expired' });
    expect(orders.find((o) => o._id === fresh)).toBeUndefined();
  });

  it('refuses an expired order at the availability check, yet credits a late genuine success exactly once', async () => {
    const c = await signupCustomer(t.app);
    const res = await start(c);
    const orderId = body(res).result._id as string;
    // The customer opens the gateway's page in time (availability checked, a transaction bound) …
    const url = new URL(body(res).redirectUrl as string);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    const log = body(await t.app.inject({ method: 'GET', url: '/gateway-sim/control/log' }));
    const trxId = (log.transactions as { orderId: string; trxId: string }[]).find(
      (x) => x.orderId === orderId,
    )!.trxId;
    // … and pays only after the order expired.
    await age(orderId, 61);
    await runPaymentExpiryJob(t);
    expect(await stateOf(c, orderId)).toBe('expired');
    const before = await balance(c.candidate._id);

    // A second look at the gateway's page after the expiry is refused (nothing can be paid on it).
    const again = await t.app.inject({
      method: 'GET',
      url: `/checkAvailable?${new URLSearchParams({
        merch_id: t.config.gateway.merchantId,
        trx_id: trxId,
        'o.order_id': orderId,
        'o.amount': '1230',
      }).toString()}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${t.config.gateway.callbackUser}:${t.config.gateway.callbackPassword}`).toString('base64')}`,
      },
    });
    expect(xmlValue(again.body, 'code')).toBe('2');

    const completions = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/gateway-sim/control/complete',
          payload: { trxId, resultCode: 1 },
        }),
      ),
    );
    for (const r of completions) expect(r.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/gateway-sim/control/replay',
      payload: { trxId },
    });
    expect(replay.statusCode).toBe(200);

    expect(await stateOf(c, orderId)).toBe('paid');
    const after = await balance(c.candidate._id);
    expect(after.balance - before.balance).toBe(1230);
    expect(after.topups - before.topups).toBe(1);
    // The job never touches it again.
    await runPaymentExpiryJob(t);
    expect(await stateOf(c, orderId)).toBe('paid');
  });

  it('records a late failure of an expired order as failed, crediting nothing', async () => {
    const c = await signupCustomer(t.app);
    const res = await start(c);
    const orderId = body(res).result._id as string;
    const url = new URL(body(res).redirectUrl as string);
    await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const log = body(await t.app.inject({ method: 'GET', url: '/gateway-sim/control/log' }));
    const trxId = (log.transactions as { orderId: string; trxId: string }[]).find(
      (x) => x.orderId === orderId,
    )!.trxId;
    await age(orderId, 61);
    await runPaymentExpiryJob(t);
    const before = await balance(c.candidate._id);
    await t.app.inject({
      method: 'POST',
      url: '/gateway-sim/control/complete',
      payload: { trxId, resultCode: 2 },
    });
    expect(await stateOf(c, orderId)).toBe('failed');
    expect(await balance(c.candidate._id)).toEqual(before);
  });
});
