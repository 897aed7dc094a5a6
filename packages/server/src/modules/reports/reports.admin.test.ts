/** The dashboard's numbers against data this test creates: parcels, an open flight, ledger rows, page views. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';
import { lastDays } from './reports.service.ts';
import { call, staffSession, type Session } from '../../test/staff-sessions.ts';

interface Dashboard {
  parcelsByStatusCountry: { status: string; country: number; count: number }[];
  openFlights: { flightId: string; code: string; country: number; parcels: number; weightKg: number }[];
  revenueByDay: { day: string; lari: number }[];
  topupsByDay: { day: string; lari: number }[];
  pageViewsByDay: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
}

describe('lastDays', () => {
  it('lists 30 days ending today, across month ends', () => {
    const days = lastDays('2026-03-01');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-2)).toBe('2026-02-28');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});

describe.each(testDatabases)('back office: dashboard on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await call(t, operator.token, 'GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    return body<Dashboard & { success: boolean }>(res);
  };
  const cell = (d: Dashboard, status: string, country: number) =>
    d.parcelsByStatusCountry.find((c) => c.status === status && c.country === country)?.count ?? 0;
  const tbilisiDay = async (offsetDays: number) =>
    (
      await t.database.query<{ day: string }>(
        `select to_char((now() at time zone 'Asia/Tbilisi') - make_interval(days => $1), 'YYYY-MM-DD') as day`,
        [offsetDays],
      )
    )[0]!.day;

  it('counts parcels per status and country, and parcels and weight per open flight', async () => {
    const before = await dashboard();
    const c = await signupCustomer(t.app);
    const usa = [await declareParcel(t.app, c.token), await declareParcel(t.app, c.token)];
    await declareParcel(t.app, c.token, { senderCountryId: 3, shop: '_TRENDYOL_' });
    const flight = await createFlight(t.database, 2);
    await shipParcel(t.database, usa[0]!._id, flight.id, '1.250');
    await shipParcel(t.database, usa[1]!._id, flight.id, '0.500');
    const after = await dashboard();
    expect(cell(after, 'sent', 2) - cell(before, 'sent', 2)).toBe(2);
    expect(cell(after, 'waiting', 3) - cell(before, 'waiting', 3)).toBe(1);
    expect(cell(after, 'waiting', 2) - cell(before, 'waiting', 2)).toBe(0);
    expect(after.openFlights).toContainEqual({
      flightId: flight.id,
      code: flight.code,
      country: 2,
      parcels: 2,
      weightKg: 1.75,
    });
    const [counted] = await t.database.query<{ n: number }>('select count(*)::int as n from parcels');
    expect(after.parcelsByStatusCountry.reduce((sum, x) => sum + x.count, 0)).toBe(counted!.n);
    await t.database.query('update flights set end_at = now() where id = $1', [flight.id]);
    expect((await dashboard()).openFlights.map((f) => f.flightId)).not.toContain(flight.id);
  });

  it('sums payments and top-ups per Tbilisi day for the last 30 days, as positive lari', async () => {
    const c = await signupCustomer(t.app);
    const before = await dashboard();
    const today = await tbilisiDay(0);
    const threeDaysAgo = await tbilisiDay(3);
    const entry = async (amountTetri: number, kind: 'topup' | 'payment' | 'adjustment', daysAgo: number) => {
      const id = await t.database.db.transaction((tx) =>
        post(tx, { accountId: c.candidate._id, amountTetri, kind, ref: `dash-${Math.random()}` }),
      );
      await t.database.query(
        `update ledger_entries set created_at = now() - make_interval(days => $1) where id = $2`,
        [daysAgo, id],
      );
    };
    await entry(10000, 'topup', 0);
    await entry(-2550, 'payment', 0);
    await entry(-1000, 'payment', 0);
    await entry(-725, 'payment', 3);
    await entry(5000, 'topup', 3);
    await entry(-9900, 'payment', 45); // outside the window
    await entry(2000, 'adjustment', 0); // neither revenue nor a top-up
    const after = await dashboard();
    const on = (rows: { day: string; lari: number }[], day: string) =>
      rows.find((r) => r.day === day)?.lari ?? NaN;
    const delta = (key: 'revenueByDay' | 'topupsByDay', day: string) =>
      Math.round((on(after[key], day) - on(before[key], day)) * 100) / 100;
    expect(delta('revenueByDay', today)).toBe(35.5);
    expect(delta('topupsByDay', today)).toBe(100);
    expect(delta('revenueByDay', threeDaysAgo)).toBe(7.25);
    expect(delta('topupsByDay', threeDaysAgo)).toBe(50);
    for (const series of [after.revenueByDay, after.topupsByDay, after.pageViewsByDay]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1)!.day).toBe(today);
    }
    expect(after.revenueByDay.every((r) => r.lari >= 0)).toBe(true);
    const total = (rows: { lari: number }[]) => rows.reduce((s, r) => s + r.lari, 0);
    expect(Math.round((total(after.revenueByDay) - total(before.revenueByDay)) * 100) / 100).toBe(42.75);
  });

  it('counts page views per day and the most viewed pages', async () => {
    const view = (path: string) =>
      t.app.inject({ method: 'POST', url: '/api/analytics/pageview', payload: { path } });
    for (const path of ['/dash-a', '/dash-a', '/dash-a', '/dash-b'])
      expect((await view(path)).statusCode).toBe(204);
    await t.database.query(`insert into page_views (day, path, count) values ($1, '/dash-old', 7)`, [
      await tbilisiDay(2),
    ]);
    const d = await dashboard();
    const today = await tbilisiDay(0);
    expect(d.pageViewsByDay.find((x) => x.day === today)?.views).toBeGreaterThanOrEqual(4);
    expect(
      d.pageViewsByDay.find((x) => x.day === d.pageViewsByDay.at(-3)!.day)?.views,
    ).toBeGreaterThanOrEqual(7);
    expect(d.topPages).toContainEqual({ path: '/dash-old', views: 7 });
    expect(d.topPages).toContainEqual({ path: '/dash-a', views: 3 });
    expect(d.topPages.findIndex((p) => p.path === '/dash-a')).toBeLessThan(
      d.topPages.findIndex((p) => p.path === '/dash-b'),
    );
  });
});
