// Storage days (issue 21 §5): 30 free days from the arrival day (the first), then 0.50 ₾ per kg (at least
// 1 kg) for each Tbilisi day, charged once through the ledger — never inside the free days, never after
// hand-over, each missed day caught up once, each day's fee by that day's rules; the customer is told
// 3 days ahead, once; the customer sees the free days left; staff see long-stored parcels, longest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@amanati/shared/tbilisi-time';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { bearer, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { call, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { parcelLife } from '../parcels/parcel-life.ts';
import { runStorageJob } from './storage.job.ts';

/** An instant of a Tbilisi day at a local time (Tbilisi is UTC+4 all year). */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+04:00`);
const today = tbilisiDay();

describe.each(testDatabases)('storage days on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let op: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  type Customer = Awaited<ReturnType<typeof signupCustomer>>;

  /** A parcel of the customer, flown and landed, that arrived at noon of a Tbilisi day. */
  async function arrived(c: Customer, weightKg: string, day: string) {
    const parcel = await declareParcel(t.app, c.token, { branches: 'didube' });
    const flight = await createFlight(t.database, 2);
    await shipParcel(t.database, parcel._id, flight.id, weightKg);
    await landFlight(t.database, flight.id);
    await t.database.query('update parcels set arrived_at = $1 where id = $2', [at(day), parcel._id]);
    return { id: parcel._id, tracking: parcel.productOrderId };
  }

  const charges = async (parcelId: string) =>
    (
      await t.database.query<{ day: string; amount_tetri: number }>(
        'select day, amount_tetri from storage_charges where parcel_id = $1 order by day',
        [parcelId],
      )
    ).map((r) => [r.day, r.amount_tetri]);
  const balance = async (accountId: string) =>
    Number(
      (
        await t.database.query<{ b: string }>('select balance_tetri as b from accounts where id = $1', [
          accountId,
        ])
      )[0]!.b,
    );
  const notes = async (accountId: string, kind: string) =>
    (
      await t.database.query<{ data: Record<string, unknown> }>(
        'select data from notifications where account_id = $1 and kind = $2',
        [accountId, kind],
      )
    ).map((n) => n.data);

  it('charges nothing through the last free day, then each day once over repeated and parallel runs; told once 3 days ahead', async () => {
    const c = await signupCustomer(t.app);
    const arrival = addDays(today, 1);
    const p = await arrived(c, '2.400', arrival);
    const day = (n: number) => addDays(arrival, n); // day(0) is the arrival day, the first free day

    // 4 free days left: not told yet; 3 left: told once, however often the job runs.
    await runStorageJob(t.app.ctx, at(day(26)));
    expect(await notes(c.candidate._id, 'storage_notice')).toEqual([]);
    await runStorageJob(t.app.ctx, at(day(27), '00:05'));
    await Promise.all([runStorageJob(t.app.ctx, at(day(27))), runStorageJob(t.app.ctx, at(day(27)))]);
    await runStorageJob(t.app.ctx, at(day(28)));
    expect(await notes(c.candidate._id, 'storage_notice')).toEqual([
      { tracking: p.tracking, days: 3, fee: '0.50' },
    ]);

    // The last free day, to its last minute: nothing charged.
    await runStorageJob(t.app.ctx, at(day(29), '23:59'));
    expect(await charges(p.id)).toEqual([]);
    expect(await balance(c.candidate._id)).toBe(0);

    // The day after, as it begins: 2.4 kg × 0.50 ₾ = 1.20 ₾, once, however many runs, side by side too.
    await runStorageJob(t.app.ctx, at(day(30), '00:01'));
    await Promise.all([
      runStorageJob(t.app.ctx, at(day(30), '09:00')),
      runStorageJob(t.app.ctx, at(day(30), '09:00')),
    ]);
    await runStorageJob(t.app.ctx, at(day(30), '23:59'));
    expect(await charges(p.id)).toEqual([[day(30), 120]]);
    // The balance did not cover it: it is below zero, money owed (docs/storage.md).
    expect(await balance(c.candidate._id)).toBe(-120);
    expect(await notes(c.candidate._id, 'storage_charging')).toEqual([{ tracking: p.tracking, fee: '1.20' }]);

    await Promise.all([runStorageJob(t.app.ctx, at(day(31))), runStorageJob(t.app.ctx, at(day(31)))]);
    expect(await charges(p.id)).toEqual([
      [day(30), 120],
      [day(31), 120],
    ]);
    expect(await balance(c.candidate._id)).toBe(-240);
    expect(await notes(c.candidate._id, 'storage_charging')).toHaveLength(1);

    // The statement shows each day with the parcel's tracking as its reference.
    const statement = await ok(call(t, c.token, 'GET', '/api/money/statement'));
    expect(
      statement.entries.map((e: { kind: string; amount: number; reference: string }) => [
        e.kind,
        e.amount,
        e.reference,
      ]),
    ).toEqual([
      ['storage', -1.2, `${p.tracking} · ${day(31)}`],
      ['storage', -1.2, `${p.tracking} · ${day(30)}`],
    ]);
  });

  it('catches up every missed day once after a pause and stops once handed over', async () => {
    const c = await signupCustomer(t.app);
    const arrival = addDays(today, 2);
    const p = await arrived(c, '1.000', arrival);
    const day = (n: number) => addDays(arrival, n);

    // The job was down from the last free day until day 33: days 30 to 33, each once.
    await Promise.all([runStorageJob(t.app.ctx, at(day(33))), runStorageJob(t.app.ctx, at(day(33)))]);
    expect(await charges(p.id)).toEqual([
      [day(30), 50],
      [day(31), 50],
      [day(32), 50],
      [day(33), 50],
    ]);
    // Its ledger rows: one per day, under the day's ref.
    const refs = await t.database.query<{ ref: string; amount_tetri: number }>(
      `select ref, amount_tetri from ledger_entries where account_id = $1 and kind = 'storage' order by ref`,
      [c.candidate._id],
    );
    expect(refs.map((r) => [r.ref, Number(r.amount_tetri)])).toEqual(
      [30, 31, 32, 33].map((n) => [`storage:${p.id}:${day(n)}`, -50]),
    );

    await t.database.db.transaction((tx) =>
      parcelLife.obtain(tx, [p.id], { by: 'branch' }, { actorId: op.id, at: at(day(34), '10:00') }),
    );
    await runStorageJob(t.app.ctx, at(day(40)));
    expect(await charges(p.id)).toHaveLength(4);
    expect(await balance(c.candidate._id)).toBe(-200);
  });

  it('charges by weight (at least 1 kg) and by the rules in force on each day; a new set changes later days only', async () => {
    const c = await signupCustomer(t.app);
    const arrival = addDays(today, 100);
    const day = (n: number) => addDays(arrival, n);
    const light = await arrived(c, '0.300', arrival);
    const heavy = await arrived(c, '2.400', arrival);

    // From day 32 on: 1.00 ₾ per kg and only 10 free days (for stays begun from then on).
    const current = (await ok(call(t, admin.token, 'GET', '/api/admin/service-rules'))).history[0].rules;
    await ok(
      call(t, admin.token, 'POST', '/api/admin/service-rules', {
        rules: {
          ...current,
          effectiveFrom: day(32),
          storage: { freeDays: 10, feePerKgTetri: 100, noticeDaysBefore: 3 },
        },
        note: 'storage dearer',
      }),
    );
    await runStorageJob(t.app.ctx, at(day(33)));
    expect(await charges(light.id)).toEqual([
      [day(30), 50],
      [day(31), 50],
      [day(32), 100],
      [day(33), 100],
    ]);
    expect(await charges(heavy.id)).toEqual([
      [day(30), 120],
      [day(31), 120],
      [day(32), 240],
      [day(33), 240],
    ]);

    // A stay begun under the new set has its 10 free days: day 10 is the first charged.
    const later = await arrived(c, '1.000', day(40));
    await runStorageJob(t.app.ctx, at(day(49), '23:00'));
    expect(await charges(later.id)).toEqual([]);
    await runStorageJob(t.app.ctx, at(day(50), '01:00'));
    expect(await charges(later.id)).toEqual([[day(50), 100]]);
  });

  it("shows the customer each arrived parcel's free days left and fees; staff see them longest first", async () => {
    // The seeded rules are in force from the day the database was made; these stays began earlier, under
    // a set of the same numbers that was in force then.
    await t.database.query(
      `insert into service_rule_sets (effective_from, rules, note)
       select $1, jsonb_set(rules, '{effectiveFrom}', to_jsonb($1::text)), 'earlier' from service_rule_sets
       order by created_at limit 1`,
      [addDays(today, -60)],
    );
    const c = await signupCustomer(t.app);
    const fresh = await arrived(c, '1.000', addDays(today, -17));
    const old = await arrived(c, '2.400', addDays(today, -40));
    // Days 30..40 after arrival (today is day 40): 11 days × 1.20 ₾.
    await runStorageJob(t.app.ctx);

    const mine = (await ok(call(t, c.token, 'GET', '/api/storage'))).parcels;
    expect(mine).toEqual([
      {
        parcelId: old.id,
        tracking: old.tracking,
        arrivalDay: addDays(today, -40),
        daysStored: 41,
        freeDays: 30,
        freeDaysLeft: 0,
        lastFreeDay: addDays(today, -11),
        dayFee: 1.2,
        chargedDays: 11,
        charged: 13.2,
      },
      {
        parcelId: fresh.id,
        tracking: fresh.tracking,
        arrivalDay: addDays(today, -17),
        daysStored: 18,
        freeDays: 30,
        freeDaysLeft: 13,
        lastFreeDay: addDays(today, 12),
        dayFee: 0.5,
        chargedDays: 0,
        charged: 0,
      },
    ]);
    // Another customer sees none of them.
    const other = await signupCustomer(t.app);
    expect((await ok(call(t, other.token, 'GET', '/api/storage'))).parcels).toEqual([]);

    const list = (await ok(call(t, op.token, 'GET', '/api/admin/storage/long-stored?branch=didube')))
      .parcels as {
      parcelId: string;
      arrivedAt: string;
      branch: string;
      customer: { axid: string; phone: string | null };
    }[];
    const arrivals = list.map((p) => p.arrivedAt);
    expect(arrivals).toEqual([...arrivals].sort());
    expect(list.every((p) => p.branch === 'didube')).toBe(true);
    const ours = list.filter((p) => p.parcelId === old.id || p.parcelId === fresh.id);
    expect(ours.map((p) => p.parcelId)).toEqual([old.id, fresh.id]);
    expect(ours[0]).toMatchObject({
      daysStored: 41,
      freeDaysLeft: 0,
      charged: 13.2,
      customer: { axid: c.candidate.AXID, phone: expect.stringContaining('599123456') },
    });
    // Another branch's list has none of them; a branch that does not exist is refused; customers are not staff.
    const gldani = (await ok(call(t, op.token, 'GET', '/api/admin/storage/long-stored?branch=gldani')))
      .parcels;
    expect(gldani.filter((p: { parcelId: string }) => p.parcelId === old.id)).toEqual([]);
    const bad = await call(t, op.token, 'GET', '/api/admin/storage/long-stored?branch=nowhere');
    expect(bad.statusCode).toBe(400);
    const customer = await t.app.inject({ url: '/api/admin/storage/long-stored', headers: bearer(c.token) });
    expect(customer.statusCode).toBe(403);
  });
});
