// Paying charges from the balance (spec §4, §7, issue 4): payall and payFlightId through HTTP, all or
// nothing, and exactly one debit under 50 parallel requests of the same customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from './ledger.ts';

const USA = 2;
const PARALLEL = 50;

describe.each(testDatabases)('paying from the balance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const payFlight = (token: string, flightId: string) =>
    postJson('/api/payment/payFlightId', token, { flightId });
  const payAll = (token: string, payload?: object) => postJson('/api/payment/payall', token, payload);

  /** Balance, ledger sum and rows; the balance always equals the sum. */
  async function ledger(accountId: string) {
    const [row] = await t.database.query<{ sum: string; balance: string; rows: string; payments: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1) as rows,
              (select count(*) from ledger_entries where account_id = $1 and kind = 'payment') as payments,
              (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    const out = {
      sum: Number(row!.sum),
      balance: Number(row!.balance),
      rows: Number(row!.rows),
      payments: Number(row!.payments),
    };
    expect(out.balance, 'balance == sum(ledger)').toBe(out.sum);
    return out;
  }
  const unpaidLines = async (accountId: string) => {
    const [row] = await t.database.query<{ n: string }>(
      `select count(*) as n from invoice_lines il join invoices i on i.id = il.invoice_id
        where i.account_id = $1 and il.paid_by_ledger_id is null`,
      [accountId],
    );
    return Number(row!.n);
  };
  const credit = (accountId: string, amountTetri: number) =>
    t.database.db.transaction((tx) =>
      post(tx, { accountId, amountTetri, kind: 'adjustment', reason: 'test credit' }),
    );
  const debt = async (token: string) => body(await get('/api/product/debtSum', token)).deptSum as number;
  const invoiceState = async (token: string, flightCode: string) =>
    body(await get(`/api/invoice/get/${flightCode}`, token)).invoice.state as string;

  /** A customer with one charged parcel on each of `weights.length` flights (USA, individual: 8.00 × 2.6999). */
  async function customerWithFlights(weights: string[]) {
    const customer = await signupCustomer(t.app);
    const flights = [];
    for (const weight of weights) {
      const flight = await createFlight(t.database, USA);
      const parcel = await declareParcel(t.app, customer.token);
      const charge = await shipParcel(t.database, parcel._id, flight.id, weight);
      flights.push({ ...flight, parcelId: parcel._id, tetri: charge.amountTetri });
    }
    return { ...customer, id: customer.candidate._id, flights };
  }

  it('pays everything with payall and no body, and with a JSON content type and an empty body', async () => {
    const a = await customerWithFlights(['1.000']); // 2160
    await credit(a.id, 3000);
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/payall', headers: bearer(a.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      success: true,
      message: MSG.paymentSucceeded,
      paid: 21.6,
      balance: 8.4,
    });

    const b = await customerWithFlights(['1.000']);
    await credit(b.id, 3000);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payall',
      headers: { ...bearer(b.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(body(empty)).toMatchObject({ paid: 21.6, balance: 8.4 });

    const c = await customerWithFlights(['1.000']);
    await credit(c.id, 3000);
    const braces = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payall',
      headers: { ...bearer(c.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(braces.statusCode, braces.body).toBe(200);
    for (const x of [a, b, c]) expect(await ledger(x.id)).toMatchObject({ balance: 840, payments: 1 });
  });

  it('pays every unpaid charge across flights with payall', async () => {
    const c = await customerWithFlights(['1.000', '0.450', '2.000']); // 2160 + 972 + 4320
    await credit(c.id, 10000);
    expect(await debt(c.token)).toBe(74.52);
    const res = await payAll(c.token);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ paid: 74.52, balance: 25.48 });
    expect(await debt(c.token)).toBe(0);
    for (const f of c.flights) expect(await invoiceState(c.token, f.code)).toBe('paid');
    expect(await unpaidLines(c.id)).toBe(0);
    expect(await ledger(c.id)).toMatchObject({ balance: 2548, rows: 2, payments: 1 });
    const [row] = await t.database.query<{ amount_tetri: string; ref: string }>(
      `select amount_tetri, ref from ledger_entries where account_id = $1 and kind = 'payment'`,
      [c.id],
    );
    expect(Number(row!.amount_tetri)).toBe(-7452);
    const paid = await t.database.query<{ paid: boolean }>('select paid from parcels where account_id = $1', [
      c.id,
    ]);
    expect(paid.map((p) => p.paid)).toEqual([true, true, true]);
  });

  it('narrows payall to one tab with status', async () => {
    const c = await customerWithFlights(['1.000', '0.450']);
    const [landed, flying] = c.flights;
    await landFlight(t.database, landed!.id);
    await credit(c.id, 10000);

    expect((await payAll(c.token, { status: 'obtained' })).statusCode).toBe(409);
    const bad = await payAll(c.token, { status: 'nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(await ledger(c.id)).toMatchObject({ balance: 10000, payments: 0 });

    const arrived = await payAll(c.token, { status: 'arrived' });
    expect(arrived.statusCode).toBe(200);
    expect(body(arrived)).toMatchObject({ paid: 21.6, balance: 78.4 });
    expect(await invoiceState(c.token, landed!.code)).toBe('paid');
    expect(await invoiceState(c.token, flying!.code)).toBe('unpaid');
    expect(await debt(c.token)).toBe(9.72);
    expect((await payAll(c.token, { status: 'arrived' })).statusCode).toBe(409);

    const sent = await payAll(c.token, { status: 'sent' });
    expect(body(sent)).toMatchObject({ paid: 9.72, balance: 68.68 });
    expect(await ledger(c.id)).toMatchObject({ balance: 6868, payments: 2 });
  });

  it('pays only the named flight with payFlightId', async () => {
    const c = await customerWithFlights(['1.000', '0.450']);
    const [first, second] = c.flights;
    await credit(c.id, 2500);
    const res = await payFlight(c.token, first!.code);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ paid: 21.6, balance: 3.4 });
    expect(await invoiceState(c.token, first!.code)).toBe('paid');
    expect(await invoiceState(c.token, second!.code)).toBe('unpaid');
    expect(await debt(c.token)).toBe(9.72);
    const sent = body(await get('/api/product/getswith/sent/0/100', c.token));
    const states = Object.fromEntries(
      sent.flights.map((f: { flightId: string; state: string }) => [f.flightId, f.state]),
    );
    expect(states).toEqual({ [first!.code]: 'paid', [second!.code]: 'unpaid' });
    expect((await payFlight(c.token, first!.code)).statusCode).toBe(409);
    expect(await ledger(c.id)).toMatchObject({ balance: 340, payments: 1 });
  });

  it("lists each flight with the weight of the customer's parcels on it and what paying it takes", async () => {
    const c = await customerWithFlights(['1.000', '0.450']); // 2160 + 972
    const [first, second] = c.flights;
    const flightsOf = async () => {
      const sent = body(await get('/api/product/getswith/sent/0/100', c.token));
      return Object.fromEntries(
        sent.flights.map((f: { flightId: string; state: string; weight: number; toPay: number }) => [
          f.flightId,
          { state: f.state, weight: f.weight, toPay: f.toPay },
        ]),
      );
    };
    expect(await flightsOf()).toEqual({
      [first!.code]: { state: 'unpaid', weight: 1, toPay: 21.6 },
      [second!.code]: { state: 'unpaid', weight: 0.45, toPay: 9.72 },
    });
    // What the card says is what Pay takes.
    await credit(c.id, 2500);
    expect(body(await payFlight(c.token, first!.code))).toMatchObject({ paid: 21.6 });
    expect(await flightsOf()).toEqual({
      [first!.code]: { state: 'paid', weight: 1, toPay: 0 },
      [second!.code]: { state: 'unpaid', weight: 0.45, toPay: 9.72 },
    });
  });

  it('refuses when the balance is short and changes nothing', async () => {
    const c = await customerWithFlights(['1.000', '0.450']); // 2160 + 972
    await credit(c.id, 2159);
    const before = await ledger(c.id);
    const unpaidBefore = await unpaidLines(c.id);

    for (const res of [await payAll(c.token), await payFlight(c.token, c.flights[0]!.code)]) {
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: MSG.notEnoughMoney });
      expect(MSG.notEnoughMoney).toBe('not_enough_money_on_balance');
    }
    expect(await ledger(c.id)).toEqual(before);
    expect(await unpaidLines(c.id)).toBe(unpaidBefore);
    expect(unpaidBefore).toBe(2);
    expect(await debt(c.token)).toBe(31.32);
    const paid = await t.database.query<{ paid: boolean }>('select paid from parcels where account_id = $1', [
      c.id,
    ]);
    expect(paid.every((p) => !p.paid)).toBe(true);
    for (const f of c.flights) expect(await invoiceState(c.token, f.code)).toBe('unpaid');

    // One tetri more pays the first flight, but still not everything (nothing is half-paid).
    await credit(c.id, 1);
    expect((await payAll(c.token)).statusCode).toBe(400);
    expect((await payFlight(c.token, c.flights[0]!.code)).statusCode).toBe(200);
    expect(await ledger(c.id)).toMatchObject({ balance: 0, payments: 1 });
  });

  it('answers 409 when there is nothing to pay and 404 for an unknown or foreign flight', async () => {
    const nobody = await signupCustomer(t.app);
    await credit(nobody.candidate._id, 1000);
    const nothing = await payAll(nobody.token);
    expect(nothing.statusCode).toBe(409);
    expect(body(nothing)).toMatchObject({ success: false, message: 'nothing_to_pay' });

    const owner = await customerWithFlights(['1.000']);
    const flight = owner.flights[0]!;
    expect((await payFlight(nobody.token, flight.code)).statusCode).toBe(404);
    expect((await payFlight(owner.token, 'NO-SUCH-FLIGHT')).statusCode).toBe(404);
    expect((await payFlight(owner.token, '')).statusCode).toBe(400);
    expect((await postJson('/api/payment/payFlightId', owner.token, {})).statusCode).toBe(400);
    // Another customer has no invoice on this flight: it does not exist for them.
    expect((await get(`/api/invoice/get/${flight.code}`, nobody.token)).statusCode).toBe(404);
    expect((await get(`/api/invoice/get/${flight.code}/didube`, nobody.token)).statusCode).toBe(404);
    expect((await get(`/api/invoice/get/${flight.code}`, owner.token)).statusCode).toBe(200);
    // Without a token nothing is paid.
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/payall' })).statusCode).toBe(401);
    expect(await ledger(nobody.candidate._id)).toMatchObject({ balance: 1000, payments: 0 });
    expect(await ledger(owner.id)).toMatchObject({ balance: 0, payments: 0 });
  });

  /** Exactly one of the parallel requests pays; the rest are refused; one payment row. */
  function expectExactlyOnePaid(results: LightMyRequestResponse[]) {
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409 && c !== 400)).toEqual([]);
  }

  it(`debits exactly once under ${PARALLEL} parallel payFlightId requests`, async () => {
    const c = await customerWithFlights(['1.000', '0.450']);
    const [flight] = c.flights;
    await credit(c.id, flight!.tetri); // exactly one flight's debt
    const initial = (await ledger(c.id)).balance;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => payFlight(c.token, flight!.code)),
    );
    expectExactlyOnePaid(results);
    expect(await ledger(c.id)).toMatchObject({ balance: initial - flight!.tetri, payments: 1 });
    expect(await invoiceState(c.token, flight!.code)).toBe('paid');
    expect(await debt(c.token)).toBe(9.72);
  });

  it(`debits exactly once under ${PARALLEL} parallel payall requests`, async () => {
    const c = await customerWithFlights(['1.000']);
    const [flight] = c.flights;
    await credit(c.id, flight!.tetri + 1000);
    const initial = (await ledger(c.id)).balance;
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => payAll(c.token)));
    expectExactlyOnePaid(results);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect(await ledger(c.id)).toMatchObject({ balance: initial - flight!.tetri, payments: 1 });
    expect(await debt(c.token)).toBe(0);
  });

  it(`never debits more than the debt when ${PARALLEL} mixed requests race for two flights`, async () => {
    const c = await customerWithFlights(['1.000', '0.450']);
    const total = c.flights.reduce((s, f) => s + f.tetri, 0);
    await credit(c.id, total + 5);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 3 === 0 ? payAll(c.token) : payFlight(c.token, c.flights[i % 2]!.code),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(2);
    expect(ok.reduce((s, r) => s + Math.round(body(r).paid * 100), 0)).toBe(total);
    const after = await ledger(c.id);
    expect(after).toMatchObject({ balance: 5, payments: ok.length });
    expect(await unpaidLines(c.id)).toBe(0);
    // Every line is paid by a payment row whose amount is minus the sum of its lines.
    const rows = await t.database.query<{ amount: string; lines: string }>(
      `select l.amount_tetri as amount, sum(il.amount_tetri) as lines from ledger_entries l
         join invoice_lines il on il.paid_by_ledger_id = l.id
        where l.account_id = $1 and l.kind = 'payment' group by l.id, l.amount_tetri`,
      [c.id],
    );
    expect(rows).toHaveLength(ok.length);
    for (const row of rows) expect(Number(row.amount)).toBe(-Number(row.lines));
  });

  it('keeps the balance when parallel payments of a short customer all fail', async () => {
    const c = await customerWithFlights(['1.000']);
    await credit(c.id, c.flights[0]!.tetri - 1);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? payAll(c.token) : payFlight(c.token, c.flights[0]!.code),
      ),
    );
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([400]));
    expect(await ledger(c.id)).toMatchObject({ balance: c.flights[0]!.tetri - 1, payments: 0 });
    expect(await unpaidLines(c.id)).toBe(1);
  });
});
