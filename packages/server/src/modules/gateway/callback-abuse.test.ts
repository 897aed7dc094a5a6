// The card gateway's callbacks under abuse (security review 2026-11, findings 2 and 9), through HTTP on
// both databases: anyone can call /registerPayment, so what a refused call costs us is bounded — short
// values in one counted audit row per caller and reason, a rate limit per address, never a 5xx — and
// GC_ALLOWED_IPS guards it as it guards /checkAvailable.
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { createGatewayService } from './gateway.service.ts';
import { xmlValue } from './georgian-card.ts';
import { REFUSED_PER_ADDRESS, VALUE_MAX } from './refusals.ts';
import { loadSimulatorKeys } from './simulator-keys.ts';

const PUBLIC_URL = 'https://pay.amanati.test';
const code = (res: LightMyRequestResponse) => xmlValue(res.body, 'code');
const trxId = () => randomBytes(16).toString('hex').toUpperCase();
const hex = (chars: number) =>
  randomBytes(Math.ceil(chars / 2))
    .toString('hex')
    .slice(0, chars);
/** The review's probe: every value attacker-chosen, a bogus signature, no credentials. */
const unsigned = (values: Record<string, string>) =>
  `/registerPayment?${Object.entries(values)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}&signature=AAAA`;

interface Harness {
  t: TestApp;
  key: KeyObject;
}

/** A customer's top-up order (amount in tetri) on `t`. */
async function orderOf(t: TestApp, lari = '20') {
  const c = await signupCustomer(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/georgiancard/pay',
    headers: bearer(c.token),
    payload: { lari, tetri: '00' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { customer: c, id: body(res).result._id as string, amountTetri: Number(lari) * 100 };
}

/** A register-payment URL as the gateway sends it, signed with `key` over our public origin. */
function signedRegister(h: Harness, order: { id: string; amountTetri: number }, trx: string): string {
  const gw = h.t.config.gateway;
  const pairs: [string, string][] = [
    ['trx_id', trx],
    ['merch_id', gw.merchantId],
    ['merchant_trx', order.id],
    ['result_code', '1'],
    ['amount', String(order.amountTetri)],
    ['account_id', gw.accountId],
    ['o.order_id', order.id],
    ['p.rrn', '123456789012'],
    ['p.maskedPan', '4111XXXXXXXX1111'],
    ['ts', '20261125 12:00:00'],
  ];
  const url = `/registerPayment?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
  const signature = createSign('RSA-SHA1').update(`${PUBLIC_URL}${url}`, 'utf8').sign(h.key, 'base64');
  return `${url}&signature=${encodeURIComponent(signature)}`;
}

async function balanceOf(t: TestApp, accountId: string) {
  const [row] = await t.database.query<{ balance: string; topups: string }>(
    `select (select balance_tetri from accounts where id = $1) as balance,
            (select count(*) from ledger_entries where account_id = $1 and kind = 'topup') as topups`,
    [accountId],
  );
  return { balance: Number(row!.balance), topups: Number(row!.topups) };
}

/** The refusal rows counted against callers at these addresses. */
/** The audit's counting hour, as refusals.ts cuts time. */
const hour = () => Math.floor(Date.now() / 3_600_000);

async function callerRows(t: TestApp, callers: string[]) {
  return t.database.query<{ entity_id: string; data: Record<string, unknown>; size: number }>(
    `select entity_id, data, octet_length(data::text) as size from audit_log
      where action = 'gateway.callback_refused' and entity = 'gateway_caller' and entity_id = any($1)
      order by entity_id`,
    [callers],
  );
}

describe.each(testDatabases)('refused gateway callbacks on %s (finding 2)', (kind) => {
  const h = {} as Harness;
  beforeAll(async () => {
    h.t = await createTestApp(kind, { PUBLIC_URL });
    h.key = loadSimulatorKeys(h.t.config.dataDir).privateKey;
  });
  afterAll(() => h.t.close());

  it('finding 2: a 14 KB unsigned call gets the protocol refusal, not a 500, and its audit row stays small', async () => {
    const caller = '198.51.100.1';
    const long = hex(14_000);
    const refuse = async (values: Record<string, string>, remoteAddress: string) => {
      const res = await h.t.app.inject({ method: 'GET', url: unsigned(values), remoteAddress });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(code(res)).toBe('2');
      expect(res.body).toMatch(/^<register-payment-response>/);
    };
    // The review's probe.
    await refuse(
      { merchant_trx: long, trx_id: hex(3_500), result_code: hex(3_500), amount: hex(3_500) },
      caller,
    );
    await refuse({ merchant_trx: long }, caller);
    const rows = await callerRows(h.t, [caller]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ reason: 'missing or bad signature', count: 2 });
    expect(rows[0]!.size).toBeLessThan(2_000);
    for (const value of Object.values(rows[0]!.data))
      if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(VALUE_MAX);
    expect(String(rows[0]!.data.orderId)).toBe(`${long.slice(0, VALUE_MAX - 1)}…`);

    // Cut inside a surrogate pair, and a NUL: neither may reach the database as such.
    await refuse({ merchant_trx: `${'a'.repeat(VALUE_MAX - 2)}🙂🙂`, amount: '1\u00002' }, '198.51.100.2');
    const [odd] = await callerRows(h.t, ['198.51.100.2']);
    expect(odd!.data).toMatchObject({ orderId: `${'a'.repeat(VALUE_MAX - 2)}\uFFFD…`, amount: '12' });

    // Signed with the gateway's key yet naming a 14 KB order: refused per order, the entity id cut too.
    const order = await orderOf(h.t);
    const huge = signedRegister(h, { ...order, id: long }, trxId());
    const signed = await h.t.app.inject({ method: 'GET', url: huge, remoteAddress: caller });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(code(signed)).toBe('2');
    const [longest] = await h.t.database.query<{ id: number; data: number }>(
      `select max(length(entity_id)) as id, max(octet_length(data::text)) as data from audit_log
        where action = 'gateway.callback_refused'`,
    );
    expect(Number(longest!.id)).toBeLessThanOrEqual(VALUE_MAX);
    expect(Number(longest!.data)).toBeLessThan(2_000);
  });

  it('finding 2: 200 unsigned calls are counted in one audit row per caller and reason, not stored one each', async () => {
    const callers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 10}`);
    // Rows are per hour: a run that crosses the hour (CI at 13:00) rightly splits a caller's count in two.
    const firstHour = hour();
    const [before] = await h.t.database.query<{ n: string }>('select count(*) as n from audit_log');
    const answers: LightMyRequestResponse[] = [];
    // Twenty rounds of one call per caller at once: the same row is counted by parallel refusals.
    for (let round = 0; round < 20; round++)
      answers.push(
        ...(await Promise.all(
          callers.map((remoteAddress) =>
            h.t.app.inject({
              method: 'GET',
              url: unsigned({ merchant_trx: hex(36), trx_id: trxId(), result_code: '1', amount: '500' }),
              remoteAddress,
            }),
          ),
        )),
      );
    expect(answers).toHaveLength(200);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(code(res)).toBe('2');
    }
    const hours = hour() - firstHour + 1;
    const rows = await callerRows(h.t, callers);
    expect([...new Set(rows.map((r) => r.entity_id))]).toEqual([...callers].sort());
    for (const caller of callers) {
      const own = rows.filter((r) => r.entity_id === caller);
      expect(own.length, caller).toBe(hours === 1 ? 1 : own.length);
      expect(own.length, caller).toBeLessThanOrEqual(hours);
      for (const row of own) expect(row.data).toMatchObject({ reason: 'missing or bad signature' });
      expect(
        own.reduce((n, r) => n + Number(r.data.count), 0),
        caller,
      ).toBe(20);
    }
    const [after] = await h.t.database.query<{ n: string }>('select count(*) as n from audit_log');
    expect(Number(after!.n) - Number(before!.n)).toBe(rows.length);
  });

  it('finding 2: an address whose calls keep being refused is rate-limited, yet the signed callback still credits', async () => {
    const caller = '198.51.100.77';
    const { limit } = REFUSED_PER_ADDRESS;
    const firstHour = hour();
    const answers: LightMyRequestResponse[] = [];
    for (let batch = 0; batch < 8; batch++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, () =>
            h.t.app.inject({
              method: 'GET',
              url: unsigned({ merchant_trx: hex(36), trx_id: trxId(), result_code: '1', amount: '1' }),
              remoteAddress: caller,
            }),
          ),
        )),
      );
    const refused = answers.filter((r) => r.statusCode === 200);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(limit);
    expect(limited).toHaveLength(200 - limit);
    for (const res of [...refused, ...limited]) {
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(code(res)).toBe('2');
    }
    expect(xmlValue(limited[0]!.body, 'desc')).toBe('too many requests');
    // Counted while answered; past the limit only the moment it was reached.
    // One row per reason and hour (two hours only if the calls crossed one).
    const rows = await callerRows(h.t, [caller]);
    const counted = (reason: string) =>
      rows.filter((r) => r.data.reason === reason).reduce((n, r) => n + Number(r.data.count), 0);
    expect(counted('missing or bad signature')).toBe(limit);
    expect(counted('rate limited')).toBe(1);
    if (hour() === firstHour) expect(rows).toHaveLength(2);
    else expect(rows.length).toBeLessThanOrEqual(3);
    // Another address is not affected.
    const other = await h.t.app.inject({
      method: 'GET',
      url: unsigned({ merchant_trx: hex(36), trx_id: trxId() }),
      remoteAddress: '198.51.100.78',
    });
    expect(other.statusCode).toBe(200);

    // The genuine gateway's signed result from the limited address is never refused for it.
    const order = await orderOf(h.t, '12');
    const url = signedRegister(h, order, trxId());
    const paid = await h.t.app.inject({ method: 'GET', url, remoteAddress: caller });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(code(paid)).toBe('1');
    expect(code(await h.t.app.inject({ method: 'GET', url, remoteAddress: caller }))).toBe('1');
    expect(await balanceOf(h.t, order.customer.candidate._id)).toEqual({ balance: 1200, topups: 1 });
  });

  it('finding 2: a refused call is logged with cut values, not its whole query', async () => {
    const lines: string[] = [];
    const write = (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
    const log = { warn: write, info: write, error: write } as unknown as FastifyBaseLogger;
    const service = createGatewayService({ ...h.t.app.ctx, log, verifyKey: () => h.key });
    const query = { merchant_trx: hex(14_000), trx_id: hex(14_000), result_code: '2', amount: hex(14_000) };
    const url = unsigned(query);
    const answer = await service.registerPayment(url, query, '198.51.100.90');
    expect(code({ body: answer.xml } as LightMyRequestResponse)).toBe('2');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(2_000);
  });
});

describe.each(testDatabases)('GC_ALLOWED_IPS on %s (finding 9)', (kind) => {
  const h = {} as Harness;
  const ALLOWED = '10.9.9.9';
  const keyDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-gc-key-'));
  beforeAll(async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const certPath = path.join(keyDir, 'gc.pem');
    writeFileSync(certPath, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    h.key = pair.privateKey;
    h.t = await createTestApp(kind, {
      PUBLIC_URL,
      GATEWAY: 'georgiancard',
      GC_MERCHANT_ID: 'ABCDEF0123456789ABCDEF0123456789',
      GC_ACCOUNT_ID: '0123456789ABCDEF0123456789ABCDEF',
      GC_CERT_PATH: certPath,
      GC_CALLBACK_USER: 'gc-callbacks',
      GC_CALLBACK_PASSWORD: randomBytes(24).toString('base64'),
      GC_ALLOWED_IPS: ALLOWED,
    });
  });
  afterAll(async () => {
    await h.t.close();
    rmSync(keyDir, { recursive: true, force: true });
  });

  it('finding 9: /registerPayment from outside the allow-list is refused and credits nothing; from inside it credits once', async () => {
    const order = await orderOf(h.t, '20');
    const url = signedRegister(h, order, trxId());
    for (const remoteAddress of ['127.0.0.1', '10.9.9.10', '::1']) {
      const res = await h.t.app.inject({ method: 'GET', url, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(code(res)).toBe('2');
    }
    expect(await balanceOf(h.t, order.customer.candidate._id)).toEqual({ balance: 0, topups: 0 });
    const [row] = await h.t.database.query<{ state: string }>(
      'select state from payment_orders where id = $1',
      [order.id],
    );
    expect(row!.state).toBe('created');
    const rows = await callerRows(h.t, ['127.0.0.1']);
    expect(rows.map((r) => [r.data.reason, r.data.count])).toEqual([['caller address not allowed', 1]]);

    // The same signed call from the allowed address (also as a dual-stack socket reports it) credits once.
    const paid = await h.t.app.inject({ method: 'GET', url, remoteAddress: ALLOWED });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(code(paid)).toBe('1');
    expect(code(await h.t.app.inject({ method: 'GET', url, remoteAddress: `::ffff:${ALLOWED}` }))).toBe('1');
    expect(await balanceOf(h.t, order.customer.candidate._id)).toEqual({ balance: 2000, topups: 1 });
  });

  // Already so before finding 9 was fixed: kept beside it.
  it('/checkAvailable keeps refusing outside the allow-list, with the right credentials too', async () => {
    const order = await orderOf(h.t, '7');
    const { gateway } = h.t.config;
    const check = (remoteAddress: string) =>
      h.t.app.inject({
        method: 'GET',
        url: `/checkAvailable?${new URLSearchParams({
          merch_id: gateway.merchantId,
          trx_id: trxId(),
          'o.order_id': order.id,
        }).toString()}`,
        headers: {
          authorization: `Basic ${Buffer.from(`${gateway.callbackUser}:${gateway.callbackPassword}`).toString('base64')}`,
        },
        remoteAddress,
      });
    const outside = await check('127.0.0.1');
    expect(outside.statusCode).toBe(401);
    expect(code(outside)).toBe('2');
    const inside = await check(ALLOWED);
    expect(code(inside)).toBe('1');
    expect(xmlValue(inside.body, 'amount')).toBe('700');
  });

  // As in production, where the simulator cannot run (kept while finding 4 was fixed in the simulator).
  it('without the simulator its pages and control API do not exist', async () => {
    for (const url of [
      '/gateway-sim/control/log',
      `/gateway-sim/payment/start.wsm?merch_id=${h.t.config.gateway.merchantId}&back_url_f=https://evil.example/`,
    ]) {
      const res = await h.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
    const complete = await h.t.app.inject({
      method: 'POST',
      url: '/gateway-sim/control/complete',
      payload: { trxId: trxId() },
    });
    expect(complete.statusCode).toBe(404);
  });
});
