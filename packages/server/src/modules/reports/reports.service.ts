/**
 * The dashboard's figures: parcels per status and country now, open flights, and the last 30 Tbilisi days
 * of revenue, top-ups and page views (every day present, zero when nothing happened).
 */
import { sql } from 'drizzle-orm';
import { tetriToLari } from '@amanati/shared/money';
import { sqlTbilisiDay, TBILISI_ZONE } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../lib/db-errors.ts';

const DAYS = 30;

/** The `DAYS` days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, days = DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 864e5).toISOString().slice(0, 10),
  );
}

const fill = <K extends string>(days: string[], rows: { day: string; value: string | number }[], key: K) => {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  return days.map((day) => ({ day, [key]: byDay.get(day) ?? 0 }) as { day: string } & Record<K, number>);
};

export function createReportsService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  /** Lari per Tbilisi day of one ledger kind, as positive amounts in tetri. */
  const ledgerByDay = (kind: 'payment' | 'topup', from: string) =>
    rows<{ day: string; value: string }>(sql`
      select ${sql.raw(sqlTbilisiDay('created_at'))} as day, abs(sum(amount_tetri)) as value
      from ledger_entries
      where kind = ${kind} and created_at >= (${from}::date::timestamp at time zone ${TBILISI_ZONE})
      group by 1`);

  return {
    async dashboard() {
      const [{ today } = { today: '' }] = await rows<{ today: string }>(
        sql.raw(`select ${sqlTbilisiDay('now()')} as today`),
      );
      const days = lastDays(today);
      const from = days[0]!;
      const [byStatus, openFlights, revenue, topups, views, topPages] = await Promise.all([
        rows<{ status: string; country: number; count: number }>(sql`
          select status, country::int as country, count(*)::int as count
          from parcels group by status, country order by status, country`),
        rows<{ id: string; code: string; country: number; parcels: number; weight: string }>(sql`
          select f.id, f.code, f.country::int as country, count(p.id)::int as parcels,
            coalesce(sum(p.weight_kg), 0) as weight
          from flights f left join parcels p on p.flight_id = f.id
          where f.end_at is null
          group by f.id order by f.departed_at nulls last, f.code`),
        ledgerByDay('payment', from),
        ledgerByDay('topup', from),
        rows<{ day: string; value: number }>(sql`
          select day, sum(count)::int as value from page_views where day >= ${from} group by day`),
        rows<{ path: string; views: number }>(sql`
          select path, sum(count)::int as views from page_views where day >= ${from}
          group by path order by views desc, path limit 10`),
      ]);
      const lari = (r: { day: string; value: string }) => ({
        day: r.day,
        value: tetriToLari(Number(r.value)),
      });
      return {
        parcelsByStatusCountry: byStatus,
        openFlights: openFlights.map((f) => ({
          flightId: f.id,
          code: f.code,
          country: f.country,
          parcels: f.parcels,
          weightKg: Number(f.weight),
        })),
        revenueByDay: fill(days, revenue.map(lari), 'lari'),
        topupsByDay: fill(days, topups.map(lari), 'lari'),
        pageViewsByDay: fill(days, views, 'views'),
        topPages,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
