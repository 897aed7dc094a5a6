/**
 * Issue 9 §4: 100 parallel payments racing 100 replayed gateway callbacks of the customer's top-up —
 * the ledger stays exact: one credit, each charge debited once, balance = sum of the ledger rows,
 * and a bystander's money untouched. Through HTTP (the simulator calls our callbacks as the gateway would).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { declareParcel, signupCustomer } from '../test/fixtures.ts';
import { createFlight, shipParcel } from '../test/staff.ts';

const USA = 2;
const PAYMENTS = 100;
const REPLAYS = 100;

describe.each(testDatabases)('money under a storm of payments and callbacks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, token?: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  async function money(accountId: string) {
    const [row] = await t.database.query<Record<string, string>>(
      `select (select balance_tetri from accounts where id = $1) as balance,
              coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1 and kind = 'topup') as topups,
              coalesce((select -sum(amount_tetri) from ledger_entries where account_id = $1 and kind = 'payment'), 0) as paid,
              (select count(*) from invoice_lines il join invoices i on i.id = il.invoice_id
                 where i.account_id = $1 and il.paid_by_ledger_id is null) as unpaid`,
      [accountId],
    );
    return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
  }

  it(`keeps the ledger exact under ${PAYMENTS} payments and ${REPLAYS} replayed callbacks`, async () => {
    const c = await signupCustomer(t.app);
    const bystander = await signupCustomer(t.app);
    const flights: { code: string; tetri: number }[] = [];
    for (const weight of ['1.000', '2.500', '0.300']) {
      const flight = await createFlight(t.database, USA);
      const parcel = await declareParcel(t.app, c.token);
      const charge = await shipParcel(t.database, parcel._id, flight.id, weight);
      flights.push({ code: flight.code, tetri: charge.amountTetri });
    }
    const debt = flights.reduce((s, f) => s + f.tetri, 0);
    expect(body(await t.app.inject({ url: '/api/product/debtSum', headers: bearer(c.token) })).deptSum).toBe(
      debt / 100,
    );

    // A top-up larger than the debt, opened on the simulator's hosted page.
    const topup = debt + 1234;
    const order = body(
      await post('/api/merchant/georgiancard/pay', c.token, {
        lari: String(Math.floor(topup / 100)),
        tetri: String(topup % 100).padStart(2, '0'),
      }),
    );
    const redirect = new URL(order.redirectUrl as string);
    expect((await t.app.inject({ url: `${redirect.pathname}${redirect.search}` })).statusCode).toBe(200);
    const log = body(await t.app.inject({ url: '/gateway-sim/control/log' }));
    const trxId = log.transactions.find((x: { orderId: string }) => x.orderId === order.result._id).trxId;

    // The first delivery, its replays and the customer's payments all at once; a second wave of replays
    // and payments is started the moment the first delivery has answered, while the first wave still runs,
    // so some replays surely find the recorded callback and some payments surely find the money.
    const payment = (i: number) =>
      i % 4 === 3
        ? post('/api/payment/payall', c.token)
        : post('/api/payment/payFlightId', c.token, { flightId: flights[i % 3]!.code });
    const first = post('/gateway-sim/control/complete', undefined, { trxId });
    await new Promise((r) => setImmediate(r));
    const replay = () => post('/gateway-sim/control/replay', undefined, { trxId });
    const replays = Array.from({ length: REPLAYS / 2 }, replay);
    const payments = Array.from({ length: PAYMENTS / 2 }, (_, i) => payment(i));
    const secondWave = first.then(() =>
      Promise.all([
        Promise.all(Array.from({ length: REPLAYS / 2 }, replay)),
        Promise.all(Array.from({ length: PAYMENTS / 2 }, (_, i) => payment(i + PAYMENTS / 2))),
      ]),
    );
    const [firstRes, earlyReplays, earlyPayments, [lateReplays, latePayments]] = await Promise.all([
      first,
      Promise.all(replays),
      Promise.all(payments),
      secondWave,
    ]);
    const replayRes = [...earlyReplays, ...lateReplays];
    const paymentRes = [...earlyPayments, ...latePayments];
    expect(body(firstRes)).toMatchObject({ code: '1' });
    // Replays either reach the callback (code 1: already credited, acknowledged) or find the
    // register URL not yet recorded (404 from the control API): never an error of ours.
    for (const r of replayRes) expect([200, 404]).toContain(r.statusCode);
    const reached = replayRes.filter((r) => r.statusCode === 200);
    expect(reached.length, 'replays that reached the callback').toBeGreaterThanOrEqual(REPLAYS / 2);
    expect(reached.every((r) => body(r).code === '1')).toBe(true);
    // Payments succeed, find nothing left to pay (409) or find the balance short (before the credit).
    for (const r of paymentRes) expect([200, 400, 409], r.body).toContain(r.statusCode);
    const paid = paymentRes.filter((r) => r.statusCode === 200);
    expect(paid.length, 'payments that went through').toBeGreaterThan(0);

    // Whatever is left is paid now; then everything must add up to the tetri.
    const rest = await post('/api/payment/payall', c.token);
    expect([200, 409]).toContain(rest.statusCode);
    if (rest.statusCode === 200) paid.push(rest);
    // Each flight's charge was debited once: what the successful answers report adds up to the debt.
    expect(Math.round(paid.reduce((s, r) => s + (body(r).paid as number) * 100, 0))).toBe(debt);
    // Exactly one credit for the order, of its amount, and the order is paid.
    const credits = await t.database.query<{ ref: string; amount_tetri: string }>(
      `select ref, amount_tetri from ledger_entries where account_id = $1 and kind = 'topup'`,
      [c.candidate._id],
    );
    expect(credits.map((r) => [r.ref, Number(r.amount_tetri)])).toEqual([[order.result._id, topup]]);
    const [orderRow] = await t.database.query<{ state: string }>(
      'select state from payment_orders where id = $1',
      [order.result._id],
    );
    expect(orderRow!.state).toBe('paid');
    expect(await money(c.candidate._id)).toEqual({
      balance: topup - debt,
      sum: topup - debt,
      topups: 1,
      paid: debt,
      unpaid: 0,
    });
    expect(body(await t.app.inject({ url: '/api/product/debtSum', headers: bearer(c.token) })).deptSum).toBe(
      0,
    );
    expect(await money(bystander.candidate._id)).toEqual({
      balance: 0,
      sum: 0,
      topups: 0,
      paid: 0,
      unpaid: 0,
    });
  });
});
