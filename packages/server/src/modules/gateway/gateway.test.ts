// Card top-up through Georgian Card (issue 4, ../shared/design/georgian-card-protocol.md): the order and its
// redirect, the availability check, and register-payment crediting exactly once — against replayed,
// reordered, tampered, forged and failed callbacks — driven through the simulator and its control API.
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { xmlValue } from './georgian-card.ts';
import { loadSimulatorKeys } from './simulator-keys.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface Order {
  id: string;
  amountTetri: number;
  redirectUrl: string;
}

const TS = /^\d{8} \d{2}:\d{2}:\d{2}$/;
const trxId = () => randomBytes(16).toString('hex').toUpperCase();
const code = (res: LightMyRequestResponse) => xmlValue(res.body, 'code');

describe.each(testDatabases)('Georgian Card top-up on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  let gatewayKey: KeyObject;
  beforeAll(async () => {
    // A configured public address (issue 17 §6): the gateway's return addresses are on it, whatever host
    // the request reached.
    t = await createTestApp(kind, { PUBLIC_URL: 'https://pay.amanati.test' });
    origin = new URL(t.config.publicUrl).origin;
    gatewayKey = loadSimulatorKeys(t.config.dataDir).privateKey;
  });
  afterAll(() => t.close());

  const gw = () => t.config.gateway;
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const gatewayAuth = () => basic(gw().callbackUser, gw().callbackPassword);
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function createOrder(token: string, lari = '25', tetri = '50'): Promise<Order> {
    const res = await postJson('/api/merchant/georgiancard/pay', token, { lari, tetri });
    expect(res.statusCode, res.body).toBe(200);
    const { result, redirectUrl } = body(res);
    return { id: result._id, amountTetri: Number(result.amount), redirectUrl };
  }

  const checkAvailable = (params: Record<string, string>, authorization: string | null = gatewayAuth()) =>
    t.app.inject({
      method: 'GET',
      url: `/checkAvailable?${new URLSearchParams(params).toString()}`,
      headers: authorization ? { authorization } : {},
    });
  const checkParams = (order: Order, trx: string, extra: Record<string, string> = {}) => ({
    merch_id: gw().merchantId,
    trx_id: trx,
    lang_code: 'KA',
    ts: '20250101 12:00:00',
    'o.order_id': order.id,
    'o.amount': String(order.amountTetri),
    ...extra,
  });

  /** The browser lands on the simulator's page: it runs the availability check; its log gives the trx id. */
  async function openSimulatorPage(order: Order): Promise<string> {
    const url = new URL(order.redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const log = body(await t.app.inject({ method: 'GET', url: '/gateway-sim/control/log' }));
    const trx = log.transactions.find((x: { orderId: string }) => x.orderId === order.id);
    expect(trx).toBeDefined();
    return trx.trxId as string;
  }
  const complete = async (
    trx: string,
    opts: {
      resultCode?: 1 | 2;
      amount?: string;
      tamper?: 'unsigned' | 'signature' | 'amount-after-signing';
    } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway-sim/control/complete',
      payload: { trxId: trx, ...opts },
    });
    expect(res.statusCode).toBe(200);
    return body<{ code: string; answer: string; status: number }>(res);
  };
  const replay = async (trx: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway-sim/control/replay',
      payload: { trxId: trx },
    });
    expect(res.statusCode).toBe(200);
    return body<{ code: string; status: number }>(res);
  };

  /** A register-payment URL in the gateway's parameter order, signed as the gateway (or `key`) would. */
  function registerUrl(
    pairs: [string, string][],
    opts: { path?: string; key?: KeyObject | null } = {},
  ): string {
    const path = `${opts.path ?? '/registerPayment'}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
    if (opts.key === null) return path;
    const signature = createSign('RSA-SHA1')
      .update(`${origin}${path}`, 'utf8')
      .sign(opts.key ?? gatewayKey, 'base64');
    return `${path}&signature=${encodeURIComponent(signature)}`;
  }
  const registerPairs = (
    order: Order,
    trx: string,
    over: {
      resultCode?: string;
      amount?: string;
      merchId?: string;
      accountId?: string;
      dots?: '.' | '_';
    } = {},
  ): [string, string][] => {
    const d = over.dots ?? '.';
    return [
      ['trx_id', trx],
      ['merch_id', over.merchId ?? gw().merchantId],
      ...(d === '.' ? [['merchant_trx', order.id] as [string, string]] : []),
      ['result_code', over.resultCode ?? '1'],
      ['amount', over.amount ?? String(order.amountTetri)],
      ['account_id', over.accountId ?? gw().accountId],
      [`o${d}order_id`, order.id],
      [`o${d}amount`, String(order.amountTetri)],
      [`p${d}rrn`, '123456789012'],
      [`p${d}authcode`, 'A1B2C3'],
      [`p${d}maskedPan`, '4111XXXXXXXX1111'],
      [`p${d}cardholder`, 'TEST CARDHOLDER'],
      [`p${d}isFullyAuthenticated`, 'Y'],
      [`p${d}transmissionDateTime`, '20250101 12:00:00'],
      ['ext_result_code', over.resultCode === '2' ? '54' : '0'],
      ['ts', '20250101 12:00:01'],
    ];
  };
  const register = (url: string) => t.app.inject({ method: 'GET', url });

  async function money(accountId: string) {
    const [row] = await t.database.query<{ sum: string; balance: string; topups: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1 and kind = 'topup') as topups,
              (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    const out = { sum: Number(row!.sum), balance: Number(row!.balance), topups: Number(row!.topups) };
    expect(out.balance, 'balance == sum(ledger)').toBe(out.sum);
    return out;
  }
  async function orderRow(orderId: string) {
    const [row] = await t.database.query<{ state: string; trx_id: string | null; amount_tetri: number }>(
      'select state, trx_id, amount_tetri from payment_orders where id = $1',
      [orderId],
    );
    return row!;
  }
  /** An order's refusals, one entry per refused call (they are counted in one row per reason and hour). */
  const refusals = async (orderId: string) =>
    (
      await t.database.query<{ data: { reason: string; count: number } }>(
        `select data from audit_log where action = 'gateway.callback_refused' and entity = 'payment_order'
           and entity_id = $1 order by at`,
        [orderId],
      )
    ).flatMap((r) => Array<string>(r.data.count).fill(r.data.reason));
  /** Calls anyone could make (unsigned, badly signed) are counted per caller address, not per order. */
  const callerRefusals = async (reason: string, caller = '127.0.0.1') => {
    const [row] = await t.database.query<{ n: string }>(
      `select coalesce(sum((data->>'count')::int), 0) as n from audit_log
        where action = 'gateway.callback_refused' and entity = 'gateway_caller' and entity_id = $1
          and data->>'reason' = $2`,
      [caller, reason],
    );
    return Number(row!.n);
  };
  const orderState = async (customer: Customer, orderId: string) =>
    body(await postJson('/api/merchant/georgiancard/update', customer.token, { orderId })).result.state;

  describe('pay', () => {
    it('refuses malformed lari and tetri and creates no order', async () => {
      const c = await signupCustomer(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ lari: '0', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: '01', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: '12345', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: 'a', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: '-5', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: '1.5', tetri: '00' }, 'lari', 'lari_invalid'],
        [{ lari: '', tetri: '00' }, 'lari', MSG.required],
        [{ tetri: '00' }, 'lari', MSG.required],
        [{ lari: '10' }, 'tetri', MSG.required],
        [{ lari: '10', tetri: '' }, 'tetri', MSG.required],
        [{ lari: '10', tetri: '5' }, 'tetri', 'tetri_invalid'],
        [{ lari: '10', tetri: '123' }, 'tetri', 'tetri_invalid'],
        [{ lari: '10', tetri: 'ab' }, 'tetri', 'tetri_invalid'],
      ];
      for (const [payload, field, message] of cases) {
        const res = await postJson('/api/merchant/georgiancard/pay', c.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(res).errors, JSON.stringify(payload)).toMatchObject({ [field]: message });
      }
      const [row] = await t.database.query<{ n: string }>(
        'select count(*) as n from payment_orders where account_id = $1',
        [c.candidate._id],
      );
      expect(Number(row!.n)).toBe(0);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/georgiancard/pay',
        payload: { lari: '10', tetri: '00' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('registers an order and answers the redirect address with everything the gateway needs', async () => {
      const c = await signupCustomer(t.app);
      const res = await postJson('/api/merchant/georgiancard/pay', c.token, {
        lari: '9999',
        tetri: '99',
        lang: 'en',
      });
      expect(res.statusCode).toBe(200);
      const { result, redirectUrl } = body(res);
      expect(result).toMatchObject({
        amount: '999999',
        amountDB: 9999.99,
        userAXID: c.candidate.AXID,
        state: 'created',
      });
      expect(await orderRow(result._id)).toMatchObject({
        state: 'created',
        trx_id: null,
        amount_tetri: 999999,
      });

      const url = new URL(redirectUrl);
      expect(url.origin).toBe(origin);
      expect(url.pathname).toBe('/gateway-sim/payment/start.wsm');
      const q = url.searchParams;
      expect(q.get('merch_id')).toBe(gw().merchantId);
      expect(q.get('merch_id')).toMatch(/^[0-9A-F]{32}$/);
      expect(q.get('back_url_s')).toBe(`${t.config.publicUrl}/payments/success?order=${result._id}`);
      expect(q.get('back_url_f')).toBe(`${t.config.publicUrl}/payments/failed?order=${result._id}`);
      expect(q.get('o.order_id')).toBe(result._id);
      expect(q.get('o.account')).toBe(c.candidate.AXID);
      expect(q.get('o.amount')).toBe('999999');
      expect(q.get('o.currency')).toBe('981');
      expect(q.get('o.ts')).toMatch(TS);
      expect(q.get('lang')).toBe('EN');
      expect(q.get('preauth')).toBe('N');

      // Tetri is always sent, "00" included (§5, §9); whole numbers are accepted as lari.
      const plain = body(
        await postJson('/api/merchant/georgiancard/pay', c.token, { lari: '1', tetri: '00' }),
      );
      expect(plain.result.amount).toBe('100');
      const numeric = body(
        await postJson('/api/merchant/georgiancard/pay', c.token, { lari: 10, tetri: '05' }),
      );
      expect(numeric.result.amount).toBe('1005');
    });
  });

  describe('/checkAvailable', () => {
    it('answers 401 with XML code 2 without or with wrong Basic credentials', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token);
      const params = checkParams(order, trxId());
      for (const authorization of [
        null,
        basic(gw().callbackUser, 'wrong'),
        basic('someone', gw().callbackPassword),
        `Bearer ${c.token}`,
        gatewayAuth().toLowerCase(),
      ]) {
        const res = await checkAvailable(params, authorization);
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/^text\/xml/);
        expect(code(res)).toBe('2');
        expect(res.body).toMatch(/^<payment-avail-response>/);
      }
      expect((await orderRow(order.id)).trx_id).toBeNull();
    });

    it('refuses unknown orders and other merchants with code 2', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token);
      const unknown = { ...order, id: '00000000-0000-4000-8000-000000000000' };
      for (const res of [
        await checkAvailable(checkParams(unknown, trxId())),
        await checkAvailable(checkParams({ ...order, id: 'not-an-order' }, trxId())),
        await checkAvailable(checkParams(order, trxId(), { merch_id: '0'.repeat(32) })),
        await checkAvailable(checkParams(order, 'bad trx!')),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(code(res)).toBe('2');
        expect(xmlValue(res.body, 'amount')).toBeUndefined();
      }
      expect((await orderRow(order.id)).trx_id).toBeNull();
    });

    it('answers code 1 with the amount from the database and binds the order to the first transaction', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '25', '50');
      const trx = trxId();
      // No echoed amount: the answer's amount can only come from the database.
      const withoutEcho: Record<string, string> = checkParams(order, trx);
      delete withoutEcho['o.amount'];
      const res = await checkAvailable(withoutEcho);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(code(res)).toBe('1');
      expect(xmlValue(res.body, 'desc')).toBe('OK');
      expect(xmlValue(res.body, 'amount')).toBe('2550');
      expect(xmlValue(res.body, 'currency')).toBe('981');
      expect(xmlValue(res.body, 'exponent')).toBe('2');
      expect(xmlValue(res.body, 'merchant-trx')).toBe(order.id);
      expect(xmlValue(res.body, 'id')).toBe(gw().accountId);
      expect(xmlValue(res.body, 'shortDesc')!.length).toBeLessThanOrEqual(30);
      expect(await orderRow(order.id)).toMatchObject({ state: 'created', trx_id: trx });

      // The same transaction may ask again; another one is refused and does not take the order over.
      expect(code(await checkAvailable(checkParams(order, trx)))).toBe('1');
      expect(code(await checkAvailable(checkParams(order, trxId())))).toBe('2');
      expect((await orderRow(order.id)).trx_id).toBe(trx);

      // A transaction id already bound to one order cannot be used for another.
      const second = await createOrder(c.token, '5', '00');
      expect(code(await checkAvailable(checkParams(second, trx)))).toBe('2');
      expect((await orderRow(second.id)).trx_id).toBeNull();
    });

    it('refuses with code 2 and logs an echoed amount that differs from the order, binding nothing', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '25', '50');
      const trx = trxId();
      const underscored: Record<string, string> = { ...checkParams(order, trx), o_amount: '25.50' };
      delete underscored['o.amount'];
      for (const params of [
        checkParams(order, trx, { 'o.amount': '1' }),
        checkParams(order, trx, { 'o.amount': '2551' }),
        checkParams(order, trx, { 'o.amount': '' }),
        underscored,
      ]) {
        const res = await checkAvailable(params);
        expect(res.statusCode).toBe(200);
        expect(code(res), JSON.stringify(params)).toBe('2');
        expect(xmlValue(res.body, 'amount')).toBeUndefined();
      }
      expect(await orderRow(order.id)).toMatchObject({ state: 'created', trx_id: null });
      expect(await refusals(order.id)).toEqual(Array(4).fill('echoed amount differs from the order'));
      // The echo of the amount we sent passes, once the redirect is not tampered with.
      expect(code(await checkAvailable(checkParams(order, trx)))).toBe('1');
      expect((await orderRow(order.id)).trx_id).toBe(trx);
    });

    it('accepts query names with underscores (o_order_id)', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '7', '25');
      const trx = trxId();
      const res = await checkAvailable({
        merch_id: gw().merchantId.toLowerCase(),
        trx_id: trx,
        o_order_id: order.id,
        o_amount: '725',
      });
      expect(code(res)).toBe('1');
      expect(xmlValue(res.body, 'amount')).toBe('725');
      expect((await orderRow(order.id)).trx_id).toBe(trx);
    });
  });

  describe('/registerPayment', () => {
    it('refuses unsigned, badly signed and amount-tampered callbacks, logs them and credits nothing', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '40', '00');
      const trx = await openSimulatorPage(order);
      expect((await orderRow(order.id)).trx_id).toBe(trx);

      const unsignedBefore = await callerRefusals('missing or bad signature');
      for (const tamper of ['unsigned', 'signature', 'amount-after-signing'] as const) {
        const res = await complete(trx, { tamper });
        expect(res.code, tamper).toBe('2');
        expect(await money(c.candidate._id)).toEqual({ sum: 0, balance: 0, topups: 0 });
        expect((await orderRow(order.id)).state).toBe('created');
      }
      expect(await callerRefusals('missing or bad signature')).toBe(unsignedBefore + 3);
      expect(await refusals(order.id)).toEqual([]);

      // Signed, but for an amount other than the order's.
      const wrongAmount = await complete(trx, { amount: '1' });
      expect(wrongAmount.code).toBe('2');
      expect((await refusals(order.id)).at(-1)).toBe('amount differs from the order');
      expect(await money(c.candidate._id)).toMatchObject({ balance: 0, topups: 0 });
      expect(await orderState(c, order.id)).toBe('created');

      // The genuine callback still goes through, once.
      expect((await complete(trx)).code).toBe('1');
      expect(await money(c.candidate._id)).toEqual({ sum: 4000, balance: 4000, topups: 1 });
      expect(await orderState(c, order.id)).toBe('paid');
      expect(await refusals(order.id)).toEqual(['amount differs from the order']);
      expect(await callerRefusals('missing or bad signature')).toBe(unsignedBefore + 3);
    });

    it('records a failed payment, answers code 1 and never credits it afterwards', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '15', '00');
      const trx = await openSimulatorPage(order);
      const failed = await complete(trx, { resultCode: 2 });
      expect(failed.code).toBe('1');
      expect(await orderRow(order.id)).toMatchObject({ state: 'failed', trx_id: trx });
      expect(await orderState(c, order.id)).toBe('failed');
      // A later "success" for the same order credits nothing; the check refuses the closed order.
      expect((await complete(trx, { resultCode: 1 })).code).toBe('1');
      expect((await replay(trx)).code).toBe('1');
      expect(code(await checkAvailable(checkParams(order, trx)))).toBe('2');
      expect(await money(c.candidate._id)).toEqual({ sum: 0, balance: 0, topups: 0 });
      expect(await orderRow(order.id)).toMatchObject({ state: 'failed' });
    });

    it('credits a successful payment exactly once over 100 replays', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '123', '45');
      const trx = await openSimulatorPage(order);
      const first = await complete(trx);
      expect(first).toMatchObject({ code: '1', status: 200 });
      expect(await money(c.candidate._id)).toEqual({ sum: 12345, balance: 12345, topups: 1 });

      const answers: { code: string; status: number }[] = [];
      for (let batch = 0; batch < 4; batch++)
        answers.push(...(await Promise.all(Array.from({ length: 25 }, () => replay(trx)))));
      expect(answers).toHaveLength(100);
      expect(answers.every((a) => a.code === '1' && a.status === 200)).toBe(true);
      expect(await money(c.candidate._id)).toEqual({ sum: 12345, balance: 12345, topups: 1 });
      const [row] = await t.database.query<{ ref: string; amount_tetri: string }>(
        `select ref, amount_tetri from ledger_entries where account_id = $1 and kind = 'topup'`,
        [c.candidate._id],
      );
      expect(row).toMatchObject({ ref: order.id });
      expect(Number(row!.amount_tetri)).toBe(12345);
      const notes = body(
        await t.app.inject({ method: 'GET', url: '/api/notification/gets', headers: bearer(c.token) }),
      );
      expect(notes.notifications.filter((n: { kind: string }) => n.kind === 'payment_received')).toHaveLength(
        1,
      );
      expect(
        body(
          await t.app.inject({
            method: 'GET',
            url: '/api/authorization/userInformation',
            headers: bearer(c.token),
          }),
        ).candidate.balance,
      ).toBe(123.45);
    });

    it('credits once when first deliveries of the same payment arrive in parallel', async () => {
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '20', '00');
      const trx = await openSimulatorPage(order);
      const results = await Promise.all(Array.from({ length: 25 }, () => complete(trx)));
      expect(results.every((r) => r.code === '1')).toBe(true);
      expect(await money(c.candidate._id)).toEqual({ sum: 2000, balance: 2000, topups: 1 });
    });

    it('handles a register-payment that arrives before the availability check without double credit', async () => {
      // Observed: the signed result for an open order with the right amount is accepted and credited
      // even though no availability check bound a transaction to it; the order takes that trx id, and
      // the late check (and the simulator page) then refuse the order as already paid.
      const c = await signupCustomer(t.app);
      const order = await createOrder(c.token, '30', '00');
      const trx = trxId();
      const url = registerUrl(registerPairs(order, trx));
      const early = await register(url);
      expect(early.statusCode).toBe(200);
      expect(early.headers['content-type']).toMatch(/^text\/xml/);
      expect(code(early)).toBe('1');
      expect(await orderRow(order.id)).toMatchObject({ state: 'paid', trx_id: trx });
      expect(await money(c.candidate._id)).toEqual({ sum: 3000, balance: 3000, topups: 1 });

      expect(code(await checkAvailable(checkParams(order, trx)))).toBe('2');
      expect(code(await register(url))).toBe('1');
      const sim = new URL(order.redirectUrl);
      const page = await t.app.inject({ method: 'GET', url: `${sim.pathname}${sim.search}` });
      expect(page.statusCode).toBe(303);
      expect(String(page.headers.location)).toContain('/payments/failed');
      // A different transaction reporting the same order is refused.
      expect(code(await register(registerUrl(registerPairs(order, trxId()))))).toBe('2');
      expect(await money(c.candidate._id)).toEqual({ sum: 3000, balance: 3000, topups: 1 });
    });

    it('answers code 2 and logs a signed callback whose trx id is bound to another order, crediting nothing', async () => {
      const c = await signupCustomer(t.app);
      const bound = await createOrder(c.token, '10', '00');
      const other = await createOrder(c.token, '10', '00');
      const trx = trxId();
      expect(code(await checkAvailable(checkParams(bound, trx)))).toBe('1');
      // A success and a failure reported for the other order under the bound trx id: neither is recorded.
      for (const resultCode of ['1', '2']) {
        const res = await register(registerUrl(registerPairs(other, trx, { resultCode })));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/xml/);
        expect(code(res)).toBe('2');
      }
      expect(await orderRow(other.id)).toMatchObject({ state: 'created', trx_id: null });
      expect(await orderRow(bound.id)).toMatchObject({ state: 'created', trx_id: trx });
      expect(await money(c.candidate._id)).toEqual({ sum: 0, balance: 0, topups: 0 });
      expect(await refusals(other.id)).toEqual([
        'transaction bound to another order',
        'transaction bound to another order',
      ]);
      // The bound order's own callback still goes through.
      expect(code(await register(registerUrl(registerPairs(bound, trx))))).toBe('1');
      expect(await money(c.candidate._id)).toEqual({ sum: 1000, balance: 1000, topups: 1 });
      expect(await orderRow(other.id)).toMatchObject({ state: 'created', trx_id: null });
    });

    it("credits nothing for forged callbacks naming another customer's order", async () => {
      const alice = await signupCustomer(t.app);
      const bob = await signupCustomer(t.app);
      const mine = await createOrder(alice.token, '10', '00');
      const victim = await createOrder(bob.token, '500', '00');
      const aliceTrx = await openSimulatorPage(mine);
      expect((await complete(aliceTrx)).code).toBe('1');
      const log = body(await t.app.inject({ method: 'GET', url: '/gateway-sim/control/log' }));
      const genuine: string = log.transactions.find(
        (x: { trxId: string }) => x.trxId === aliceTrx,
      ).lastRegisterUrl;

      const unsignedBefore = await callerRefusals('missing or bad signature');
      const attackerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const victimTrx = trxId();
      const forgeries = [
        registerUrl(registerPairs(victim, victimTrx), { key: attackerKey }),
        registerUrl(registerPairs(victim, victimTrx), { key: null }),
        // Alice's genuine, signed callback with Bob's order put in: the signature no longer matches.
        genuine
          .replaceAll(mine.id, victim.id)
          .replace(`amount=${mine.amountTetri}&`, `amount=${victim.amountTetri}&`),
        genuine.replaceAll(mine.id, victim.id),
        // Our key, but someone else's merchant or account: not our payment.
        registerUrl(registerPairs(victim, victimTrx, { merchId: '1'.repeat(32) })),
        registerUrl(registerPairs(victim, victimTrx, { accountId: '2'.repeat(32) })),
      ];
      for (const url of forgeries) {
        const res = await register(url);
        expect(code(res), url).toBe('2');
      }
      expect(await money(bob.candidate._id)).toEqual({ sum: 0, balance: 0, topups: 0 });
      expect(await orderRow(victim.id)).toMatchObject({ state: 'created', trx_id: null });
      expect(await money(alice.candidate._id)).toEqual({ sum: 1000, balance: 1000, topups: 1 });
      // The four without our key's signature are counted against the caller, the two signed ones per order.
      expect(await callerRefusals('missing or bad signature')).toBe(unsignedBefore + 4);
      expect(await refusals(victim.id)).toEqual(['wrong merchant or account', 'wrong merchant or account']);
    });

    it('accepts callbacks with underscored names and on /registerPayment/{id}', async () => {
      const c = await signupCustomer(t.app);
      const underscored = await createOrder(c.token, '11', '11');
      const trx = trxId();
      expect(
        code(
          await checkAvailable({
            merch_id: gw().merchantId,
            trx_id: trx,
            o_order_id: underscored.id,
            o_amount: '1111',
          }),
        ),
      ).toBe('1');
      const res = await register(registerUrl(registerPairs(underscored, trx, { dots: '_' })));
      expect(code(res)).toBe('1');
      expect(await orderRow(underscored.id)).toMatchObject({ state: 'paid', trx_id: trx });

      const withId = await createOrder(c.token, '2', '00');
      const trx2 = trxId();
      const path = `/registerPayment/${withId.id}`;
      expect(code(await register(registerUrl(registerPairs(withId, trx2), { path })))).toBe('1');
      expect(await orderRow(withId.id)).toMatchObject({ state: 'paid' });
      // Signed for one path, sent to another: refused.
      const other = await createOrder(c.token, '3', '00');
      const moved = registerUrl(registerPairs(other, trxId()), { path: '/registerPayment/x' }).replace(
        '/registerPayment/x?',
        '/registerPayment?',
      );
      expect(code(await register(moved))).toBe('2');
      expect(await money(c.candidate._id)).toEqual({ sum: 1311, balance: 1311, topups: 2 });

      const postRes = await t.app.inject({ method: 'POST', url: '/registerPayment', payload: {} });
      expect(postRes.statusCode).toBe(405);
      expect(code(postRes)).toBe('2');
    });
  });

  describe('merchant/georgiancard/update', () => {
    it("answers the customer's own order and 404 for anyone else's", async () => {
      const alice = await signupCustomer(t.app);
      const bob = await signupCustomer(t.app);
      const order = await createOrder(alice.token, '12', '34');
      const own = await postJson('/api/merchant/georgiancard/update', alice.token, { orderId: order.id });
      expect(own.statusCode).toBe(200);
      expect(body(own).result).toMatchObject({
        _id: order.id,
        amount: '1234',
        amountDB: 12.34,
        userAXID: alice.candidate.AXID,
        state: 'created',
      });
      for (const payload of [{ _id: order.id }, { order: order.id }])
        expect(
          body(await postJson('/api/merchant/georgiancard/update', alice.token, payload)).result._id,
        ).toBe(order.id);

      for (const payload of [{ orderId: order.id }, { _id: order.id }, { order: order.id }]) {
        const res = await postJson('/api/merchant/georgiancard/update', bob.token, payload);
        expect(res.statusCode).toBe(404);
        expect(body(res).message).toBe(MSG.notFound);
      }
      for (const orderId of ['00000000-0000-4000-8000-000000000000', 'abc', ''])
        expect(
          (await postJson('/api/merchant/georgiancard/update', alice.token, { orderId })).statusCode,
        ).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/georgiancard/update',
        payload: { orderId: order.id },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
