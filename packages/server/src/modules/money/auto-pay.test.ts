// Auto-pay (issue 20 §4), through HTTP on both databases: on for new customers; a charge the balance covers
// is paid when the flight is loaded; money arriving later (staff adjustment, card top-up) pays the oldest
// flights first and stops at the first it cannot cover; off pays nothing, and turning it on pays at once;
// parallel top-ups and flight loads end with exactly the flights the money covers paid, once each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { createFlight } from '../../test/staff.ts';
import { call, ok, staffSession } from '../../test/staff-sessions.ts';
import { parcelLife } from '../parcels/parcel-life.ts';

const USA = 2;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface FlightState {
  code: string;
  total: number;
  paid: boolean;
  payments: number;
}

describe.each(testDatabases)('auto-pay on %s', (kind) => {
  let t: TestApp;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await staffSession(t, 'operator')).token;
    admin = (await staffSession(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const id = (c: Customer) => c.candidate._id;
  const setting = (c: Customer, enabled?: boolean) =>
    t.app.inject({
      method: enabled === undefined ? 'GET' : 'PUT',
      url: '/api/money/auto-pay',
      headers: bearer(c.token),
      ...(enabled === undefined ? {} : { payload: { enabled } }),
    });
  const credit = (c: Customer, amountTetri: number) =>
    ok(
      call(t, admin, 'POST', `/api/admin/customers/${id(c)}/adjust`, { amountTetri, reason: 'test top-up' }),
    );

  /** A declared parcel received at the warehouse with this weight: in stock, ready to fly. */
  async function stocked(c: Customer, weightKg: string): Promise<string> {
    const parcel = await declareParcel(t.app, c.token);
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(parcels).where(eq(parcels.id, parcel._id));
      await parcelLife.receive(tx, row!, { weightKg }, { actorId: null });
    });
    return parcel._id;
  }
  /** Loads the parcels on a new flight through the back office (charged, customers told). */
  async function fly(parcelIds: string[]) {
    const flight = await createFlight(t.database, USA);
    const done = await ok(
      call(t, operator, 'POST', `/api/admin/flights/${flight.id}/parcels`, { parcelIds }),
    );
    expect(done.added).toBe(parcelIds.length);
    return flight.code;
  }

  /** The customer's flights, oldest invoice first, with what they cost and how they were paid. */
  async function flightsOf(c: Customer): Promise<FlightState[]> {
    const rows = await t.database.query<{ code: string; total: string; paid: boolean; payments: string }>(
      `select f.code, sum(l.amount_tetri) as total, bool_and(l.paid_by_ledger_id is not null) as paid,
              count(distinct l.paid_by_ledger_id) as payments
         from invoice_lines l join invoices i on i.id = l.invoice_id join flights f on f.id = i.flight_id
        where i.account_id = $1 group by f.code, i.created_at, i.id order by i.created_at, i.id`,
      [id(c)],
    );
    return rows.map((r) => ({
      code: r.code,
      total: Number(r.total),
      paid: r.paid,
      payments: Number(r.payments),
    }));
  }
  /** Balance, checked against the ledger: equal to its sum, and never below zero along the way. */
  async function balanceOf(c: Customer): Promise<number> {
    const rows = await t.database.query<{ amount: string; balance: string }>(
      `select l.amount_tetri as amount, a.balance_tetri as balance
         from ledger_entries l join accounts a on a.id = l.account_id where a.id = $1 order by l.id`,
      [id(c)],
    );
    let running = 0;
    for (const r of rows) {
      running += Number(r.amount);
      expect(running, 'running balance').toBeGreaterThanOrEqual(0);
    }
    const [acc] = await t.database.query<{ balance: string }>(
      'select balance_tetri as balance from accounts where id = $1',
      [id(c)],
    );
    expect(Number(acc!.balance), 'balance == sum(ledger)').toBe(running);
    return running;
  }
  /** Each flight paid at most once: one payment row per flight code, its amount the flight's lines. */
  async function expectPaidOnce(c: Customer) {
    const rows = await t.database.query<{ ref: string; n: string; amount: string }>(
      `select ref, count(*) as n, sum(amount_tetri) as amount from ledger_entries
        where account_id = $1 and kind = 'payment' group by ref`,
      [id(c)],
    );
    const flights = await flightsOf(c);
    for (const r of rows) {
      expect(Number(r.n), `payments of ${r.ref}`).toBe(1);
      expect(-Number(r.amount)).toBe(flights.find((f) => f.code === r.ref)!.total);
    }
    for (const f of flights) expect(f.payments).toBe(f.paid ? 1 : 0);
    return rows.length;
  }
  const autoPaidNotices = async (c: Customer) =>
    t.database.query<{ data: Record<string, string> }>(
      `select data from notifications where account_id = $1 and kind = 'auto_paid' order by created_at, id`,
      [id(c)],
    );

  it('is on for a new customer: a charge the balance covers is paid as the flight is loaded, and notified', async () => {
    const c = await signupCustomer(t.app, {}, { autoPay: true });
    expect(body(await setting(c))).toEqual({ success: true, enabled: true, paid: 0, balance: 0 });
    await credit(c, 100_00);
    const code = await fly([await stocked(c, '1.000')]);
    const [flight] = await flightsOf(c);
    expect(flight).toMatchObject({ code, paid: true, payments: 1 });
    expect(await balanceOf(c)).toBe(100_00 - flight!.total);
    const [notice] = await autoPaidNotices(c);
    expect(notice!.data).toMatchObject({ flight: code, amount: (flight!.total / 100).toFixed(2) });
    const debt = await t.app.inject({ method: 'GET', url: '/api/product/debtSum', headers: bearer(c.token) });
    expect(body(debt).deptSum).toBe(0);
  });

  it('pays the oldest flights first when money arrives, and stops at the first it cannot cover', async () => {
    const c = await signupCustomer(t.app, {}, { autoPay: true });
    await fly([await stocked(c, '1.000')]);
    await fly([await stocked(c, '3.000')]);
    await fly([await stocked(c, '0.500')]);
    const [a, b, small] = await flightsOf(c);
    expect([a!.paid, b!.paid, small!.paid]).toEqual([false, false, false]);
    // Enough for the first and the third, not the second: the third (newer) waits behind the second.
    expect(b!.total - 1).toBeGreaterThan(small!.total);
    await credit(c, a!.total + b!.total - 1);
    expect((await flightsOf(c)).map((f) => f.paid)).toEqual([true, false, false]);
    expect(await balanceOf(c)).toBe(b!.total - 1);
    await credit(c, 1);
    expect((await flightsOf(c)).map((f) => f.paid)).toEqual([true, true, false]);
    expect(await balanceOf(c)).toBe(0);
    expect((await autoPaidNotices(c)).map((n) => n.data.flight)).toEqual([a!.code, b!.code]);
    expect(await expectPaidOnce(c)).toBe(2);
  });

  it('pays from a card top-up credited by the gateway', async () => {
    const c = await signupCustomer(t.app, {}, { autoPay: true });
    await fly([await stocked(c, '0.500')]);
    const [flight] = await flightsOf(c);
    const lari = Math.ceil(flight!.total / 100) + 5;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/georgiancard/pay',
      headers: bearer(c.token),
      payload: { lari: String(lari), tetri: '00' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const url = new URL(body(start).redirectUrl as string);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const complete = /href="(\/gateway-sim\/payment\/complete\?[^"]*decision=pay)"/.exec(page.body)![1]!;
    const back = await t.app.inject({ method: 'GET', url: complete.replace(/&amp;/g, '&') });
    expect(back.statusCode).toBe(303);
    expect((await flightsOf(c))[0]!.paid).toBe(true);
    expect(await balanceOf(c)).toBe(lari * 100 - flight!.total);
    expect(await autoPaidNotices(c)).toHaveLength(1);
  });

  it('pays nothing while off; turning it on pays at once what the balance covers', async () => {
    const c = await signupCustomer(t.app); // the fixture turns it off, as an existing account has it
    expect(body(await setting(c)).enabled).toBe(false);
    await credit(c, 100_00);
    await fly([await stocked(c, '1.000')]);
    await fly([await stocked(c, '1.000')]);
    const [a, b] = await flightsOf(c);
    expect([a!.paid, b!.paid]).toEqual([false, false]);
    expect(await balanceOf(c)).toBe(100_00);
    expect(await autoPaidNotices(c)).toHaveLength(0);
    const on = await setting(c, true);
    expect(on.statusCode, on.body).toBe(200);
    const left = 100_00 - a!.total - b!.total;
    expect(body(on)).toEqual({
      success: true,
      enabled: true,
      paid: (a!.total + b!.total) / 100,
      balance: left / 100,
    });
    expect((await flightsOf(c)).every((f) => f.paid)).toBe(true);
    expect(await balanceOf(c)).toBe(left);
    expect(body(await setting(c, false))).toMatchObject({ enabled: false, paid: 0 });
    expect((await setting(c, 'yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it('under parallel top-ups and flight loads, pays exactly the flights the money covers, each once', async () => {
    // Every parcel weighs the same, so every flight costs the same: learn the price on a customer of its own.
    const probe = await signupCustomer(t.app);
    await fly([await stocked(probe, '1.000')]);
    const price = (await flightsOf(probe))[0]!.total;

    const exact = await signupCustomer(t.app, {}, { autoPay: true }); // money for all five flights
    const short = await signupCustomer(t.app, {}, { autoPay: true }); // for four and a half
    const parcelsOf = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => [await stocked(exact, '1.000'), await stocked(short, '1.000')]),
    );
    const split = (total: number) => {
      const part = Math.floor(total / 10);
      return [...Array(9).fill(part), total - 9 * part] as number[];
    };
    const shortTotal = 4 * price + Math.floor(price / 2);
    await Promise.all([
      ...split(5 * price).map((amount) => credit(exact, amount)),
      ...split(shortTotal).map((amount) => credit(short, amount)),
      ...parcelsOf.map((pair) => fly(pair)),
    ]);

    const all = await flightsOf(exact);
    expect(all).toHaveLength(5);
    expect(all.every((f) => f.paid)).toBe(true);
    expect(await balanceOf(exact)).toBe(0);
    expect(await expectPaidOnce(exact)).toBe(5);

    const some = await flightsOf(short);
    expect(some).toHaveLength(5);
    expect(some.filter((f) => f.paid)).toHaveLength(4);
    expect(await balanceOf(short)).toBe(shortTotal - 4 * price);
    expect(await expectPaidOnce(short)).toBe(4);
    expect(await autoPaidNotices(short)).toHaveLength(4);
  });
});
