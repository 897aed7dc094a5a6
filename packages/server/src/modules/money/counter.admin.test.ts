// Payment at a branch counter (issue 17 §5), through HTTP on both databases: the customer's unpaid flights
// and their total; taking cash or a card-terminal payment credits the balance and pays the chosen flights in
// one transaction (ledger rows with method, staff and branch; audited); a double click, a retry or 20
// parallel repeats of one payment credit exactly once and answer the same receipt; refused for a customer,
// an amount that is not the flights' total and flights with nothing unpaid; the day's cash report per
// branch, staff member and method, an operator seeing only their own takings.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';
import { moneyOf } from '../../test/money.ts';
import { post } from './ledger.ts';

const USA = 2;

describe.each(testDatabases)('counter payment on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let op2: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [op, op2, admin] = await Promise.all([
      staffSession(t, 'operator'),
      staffSession(t, 'operator'),
      staffSession(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  /** A customer with one charged parcel on each of `weights.length` flights, landed at Didube. */
  async function customerWithFlights(weights: string[]) {
    const customer = await signupCustomer(t.app);
    const flights = [];
    for (const weight of weights) {
      const flight = await createFlight(t.database, USA);
      const parcel = await declareParcel(t.app, customer.token, { branches: 'didube' });
      const charge = await shipParcel(t.database, parcel._id, flight.id, weight);
      await landFlight(t.database, flight.id);
      flights.push({ code: flight.code, parcelId: parcel._id, tetri: charge.totalTetri });
    }
    return { ...customer, id: customer.candidate._id, flights };
  }
  const money = (accountId: string) => moneyOf(t.database, accountId);

  const unpaid = (token: string, customerId: string) =>
    call(t, token, 'GET', `/api/admin/counter/${customerId}/unpaid?branch=didube`);
  const take = (token: string, payload: Record<string, unknown>) =>
    call(t, token, 'POST', '/api/admin/counter/payments', payload);
  const payload = (
    c: { id: string; flights: { code: string; tetri: number }[] },
    over: Record<string, unknown> = {},
  ) => ({
    customerId: c.id,
    flights: c.flights.map((f) => f.code),
    amount: c.flights.reduce((s, f) => s + f.tetri, 0) / 100,
    method: 'cash',
    branch: 'didube',
    idempotencyKey: randomUUID(),
    ...over,
  });

  it('lists the unpaid flights with amounts and takes a cash payment that pays them, balance unchanged', async () => {
    const c = await customerWithFlights(['1.000', '2.500']);
    const list = await unpaid(op.token, c.id);
    expect(list.statusCode, list.body).toBe(200);
    const total = c.flights.reduce((s, f) => s + f.tetri, 0);
    expect(body(list)).toMatchObject({
      total: total / 100,
      balance: 0,
      flights: expect.arrayContaining(
        c.flights.map((f) => ({ code: f.code, amount: f.tetri / 100, parcels: 1, arrivedHere: 1 })),
      ),
    });

    const res = await take(op.token, payload(c));
    expect(res.statusCode, res.body).toBe(200);
    const { receipt, repeated } = body(res);
    expect(repeated).toBe(false);
    expect(receipt).toMatchObject({
      number: expect.any(Number),
      customer: { axid: c.candidate.AXID },
      amount: total / 100,
      method: 'cash',
      branch: 'didube',
      staff: 'Levan Staff',
    });
    expect(receipt.flights).toEqual(
      expect.arrayContaining(c.flights.map((f) => ({ code: f.code, amount: f.tetri / 100 }))),
    );
    expect(await money(c.id)).toEqual({ balance: 0, topups: 1, unpaid: 0 });
    // The credit names the staff member, the method and the branch.
    const [credit] = await t.database.query<{ actor_id: string; reason: string; amount_tetri: string }>(
      `select actor_id, reason, amount_tetri from ledger_entries where account_id = $1 and kind = 'topup'`,
      [c.id],
    );
    expect(credit).toMatchObject({ actor_id: op.id, reason: 'counter cash didube' });
    expect(Number(credit!.amount_tetri)).toBe(total);
    const audit = await expectAudit(t, op.id, 'counter.payment', c.id);
    expect(audit.data).toMatchObject({ receipt: receipt.number, method: 'cash', branch: 'didube' });
    // The parcels are paid: the counter hands them over.
    const parcels = body(await call(t, op.token, 'GET', `/api/admin/handover/${c.id}/parcels?branch=didube`));
    expect(parcels.parcels.map((p: { state: string }) => p.state)).toEqual(['paid', 'paid']);
    const handed = await call(t, op.token, 'POST', '/api/admin/handover', {
      parcelIds: c.flights.map((f) => f.parcelId),
      branch: 'didube',
    });
    expect(handed.statusCode, handed.body).toBe(200);

    const again = await call(t, op.token, 'GET', `/api/admin/counter/payments/${receipt.id}`);
    expect(body(again).receipt).toEqual(receipt);
  });

  it('credits and pays exactly once under 20 parallel repeats of one payment, all answering its receipt', async () => {
    const c = await customerWithFlights(['1.500']);
    const p = payload(c, { method: 'terminal' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => take(op.token, p)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const numbers = new Set(answers.map((r) => body(r).receipt.number));
    expect(numbers.size).toBe(1);
    expect(answers.filter((r) => body(r).repeated === false)).toHaveLength(1);
    expect(await money(c.id)).toEqual({ balance: 0, topups: 1, unpaid: 0 });
    const [rows] = await t.database.query<{ n: string }>(
      'select count(*) as n from counter_payments where account_id = $1',
      [c.id],
    );
    expect(Number(rows!.n)).toBe(1);
  });

  it('takes one of several parallel payments of the same flights under different keys, refusing the rest', async () => {
    const c = await customerWithFlights(['1.000']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => take(op.token, payload(c))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(body(r).message).toBe(MSG.nothingToPay);
    }
    expect(await money(c.id)).toEqual({ balance: 0, topups: 1, unpaid: 0 });
  });

  it('refuses a customer, an amount that is not the total, nothing unpaid, and a key of another payment', async () => {
    const c = await customerWithFlights(['1.000', '1.000']);
    const before = await money(c.id);
    const asCustomer = await take(c.token, payload(c));
    expect(asCustomer.statusCode).toBe(403);

    const short = await take(op.token, payload(c, { amount: payload(c).amount - 0.01 }));
    expect(short.statusCode).toBe(409);
    expect(body(short).message).toBe(MSG.counterAmountChanged);

    const unknownFlight = await take(op.token, payload(c, { flights: ['NO-SUCH-FLIGHT'], amount: 1 }));
    expect(unknownFlight.statusCode).toBe(409);
    expect(body(unknownFlight).message).toBe(MSG.nothingToPay);

    const invalid = await take(op.token, payload(c, { method: 'cheque' }));
    expect(invalid.statusCode).toBe(400);
    expect(await money(c.id)).toEqual(before);

    // One flight paid; then the paid flight again is refused as nothing to pay.
    const first = payload({ ...c, flights: [c.flights[0]!] });
    expect((await take(op.token, first)).statusCode).toBe(200);
    const twice = await take(op.token, { ...first, idempotencyKey: randomUUID() });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe(MSG.nothingToPay);
    // The first payment's key used for another customer's payment.
    const other = await customerWithFlights(['1.000']);
    const reused = await take(op.token, payload(other, { idempotencyKey: first.idempotencyKey }));
    expect(reused.statusCode).toBe(409);
    expect(body(reused).message).toBe(MSG.idempotencyKeyReused);
    expect((await money(other.id)).unpaid).toBe(1);
    expect(await money(c.id)).toMatchObject({ balance: 0, topups: 1, unpaid: 1 });
  });

  it('reports the day per branch, staff member and method with totals; an operator sees only their own', async () => {
    const day = '2031-03-15';
    const a = await customerWithFlights(['1.000']);
    const b = await customerWithFlights(['2.000']);
    const d = await customerWithFlights(['3.000']);
    const ra = body(await take(op.token, payload(a, { method: 'cash' }))).receipt;
    const rb = body(await take(op.token, payload(b, { method: 'terminal', branch: 'didube' }))).receipt;
    const rd = body(await take(op2.token, payload(d, { method: 'cash', branch: 'gldani' }))).receipt;
    // Their day: the Tbilisi morning of `day` (UTC 20:30 the evening before is already that day in Tbilisi).
    await t.database.query(`update counter_payments set created_at = $2 where id = any($1::uuid[])`, [
      [ra.id, rb.id],
      `${day}T06:00:00+04:00`,
    ]);
    await t.database.query(`update counter_payments set created_at = $2 where id = $1`, [
      rd.id,
      '2031-03-14T20:30:00Z',
    ]);
    const all = await call(t, admin.token, 'GET', `/api/admin/cash-report?date=${day}`);
    expect(all.statusCode, all.body).toBe(200);
    const report = body(all);
    expect(report.scope).toBe('all');
    expect(report.rows).toEqual(
      expect.arrayContaining([
        {
          branch: 'didube',
          staffId: op.id,
          staff: 'Levan Staff',
          method: 'cash',
          count: 1,
          amount: ra.amount,
        },
        {
          branch: 'didube',
          staffId: op.id,
          staff: 'Levan Staff',
          method: 'terminal',
          count: 1,
          amount: rb.amount,
        },
        {
          branch: 'gldani',
          staffId: op2.id,
          staff: 'Levan Staff',
          method: 'cash',
          count: 1,
          amount: rd.amount,
        },
      ]),
    );
    expect(report.rows).toHaveLength(3);
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(report.totals.cash)).toBe(cents(ra.amount) + cents(rd.amount));
    expect(cents(report.totals.terminal)).toBe(cents(rb.amount));
    expect(cents(report.totals.all)).toBe(cents(ra.amount) + cents(rb.amount) + cents(rd.amount));
    expect(report.totals.count).toBe(3);

    const gldani = body(
      await call(t, admin.token, 'GET', `/api/admin/cash-report?date=${day}&branch=gldani`),
    );
    expect(gldani.rows).toHaveLength(1);

    const own = body(await call(t, op2.token, 'GET', `/api/admin/cash-report?date=${day}`));
    expect(own.scope).toBe('own');
    expect(own.rows).toEqual([expect.objectContaining({ staffId: op2.id, branch: 'gldani' })]);
    expect(own.totals.count).toBe(1);

    const otherDay = body(await call(t, admin.token, 'GET', `/api/admin/cash-report?date=2031-03-16`));
    expect(otherDay.rows).toEqual([]);
    expect(otherDay.totals).toEqual({ cash: 0, terminal: 0, all: 0, count: 0 });
    expect((await call(t, admin.token, 'GET', '/api/admin/cash-report?date=15.03.2031')).statusCode).toBe(
      400,
    );
    const customer = await signupCustomer(t.app);
    expect(
      (await call(t, customer.token, 'GET', `/api/admin/cash-report?date=${tbilisiDay()}`)).statusCode,
    ).toBe(403);
  });
  /** A storage day's debit, as the storage job posts it (issue 21 §5): the balance may go below zero. */
  const storageDebit = (accountId: string, parcelId: string, tetri: number) =>
    t.database.db.transaction((tx) =>
      post(tx, {
        accountId,
        amountTetri: -tetri,
        kind: 'storage',
        ref: `storage:${parcelId}:2031-01-01`,
        reason: 'storage day',
      }),
    );
  const handOver = (token: string, parcelIds: string[], extra: Record<string, unknown> = {}) =>
    call(t, token, 'POST', '/api/admin/handover', { parcelIds, branch: 'didube', ...extra });

  it('takes a balance below zero (storage fees) with the flights, and hands nothing over until it is paid', async () => {
    const c = await customerWithFlights(['1.000', '2.000']);
    const ids = c.flights.map((f) => f.parcelId);
    const total = c.flights.reduce((s, f) => s + f.tetri, 0);
    await storageDebit(c.id, ids[0]!, 150);

    expect(body(await unpaid(op.token, c.id))).toMatchObject({
      total: total / 100,
      balance: -1.5,
      owed: 1.5,
    });
    // The flights' total alone is not what is owed now: refused, nothing moves.
    const short = await take(op.token, payload(c));
    expect(short.statusCode).toBe(409);
    expect(body(short).message).toBe(MSG.counterAmountChanged);
    expect((await money(c.id)).balance).toBe(-150);

    const res = await take(op.token, payload(c, { amount: (total + 150) / 100 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).receipt).toMatchObject({ amount: (total + 150) / 100, owed: 1.5 });
    expect(await money(c.id)).toMatchObject({ balance: 0, unpaid: 0 });
    expect((await handOver(op.token, ids)).statusCode).toBe(200);

    // Paid flights, but storage fees owed since: the counter refuses to hand over until the debt is taken.
    const d = await customerWithFlights(['1.000']);
    expect((await take(op.token, payload(d))).statusCode).toBe(200);
    await storageDebit(d.id, d.flights[0]!.parcelId, 80);
    const refused = await handOver(op.token, [d.flights[0]!.parcelId]);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(MSG.balanceOwed);
    const debtOnly = await take(op.token, { ...payload(d), flights: [], amount: 0.8 });
    expect(debtOnly.statusCode, debtOnly.body).toBe(200);
    expect(body(debtOnly).receipt).toMatchObject({ flights: [], owed: 0.8, amount: 0.8 });
    expect((await money(d.id)).balance).toBe(0);
    // Nothing owed and nothing unpaid: nothing to take.
    const nothing = await take(op.token, { ...payload(d), flights: [], amount: 0.8 });
    expect(nothing.statusCode).toBe(409);
    expect((await handOver(op.token, [d.flights[0]!.parcelId])).statusCode).toBe(200);
  });
});
