/** The dashboard's answer reshaped for the charts: one row per x value, one key per series. */
import { COUNTRY_IDS, PARCEL_STATUSES } from '@amanati/shared/constants';
import type { Dashboard } from '@amanati/shared/answers/admin/reports';

/** The answer's figures (its `success` flag aside). */
type Figures = Omit<Dashboard, 'success'>;

/** Rows per status, with a count per country key (`c1`, `c2`, `c3`); statuses in their life order. */
export function statusRows(d: Figures, statusLabel: (s: string) => string) {
  return PARCEL_STATUSES.map((status) => {
    const row: Record<string, string | number> = { status: statusLabel(status) };
    for (const c of COUNTRY_IDS)
      row[`c${c}`] = d.parcelsByStatusCountry.find((r) => r.status === status && r.country === c)?.count ?? 0;
    return row;
  });
}

/** Revenue and top-ups per day in one row, the day shortened to MM-DD for the axis. */
export function moneyRows(d: Figures) {
  return d.revenueByDay.map((r, i) => ({
    day: r.day.slice(5),
    revenue: r.lari,
    topups: d.topupsByDay[i]?.lari ?? 0,
  }));
}

export const viewRows = (d: Figures) =>
  d.pageViewsByDay.map((r) => ({ day: r.day.slice(5), views: r.views }));

export const totals = (d: Figures) => ({
  parcels: d.parcelsByStatusCountry.reduce((n, r) => n + r.count, 0),
  openFlights: d.openFlights.length,
  revenue30: d.revenueByDay.reduce((n, r) => n + r.lari, 0),
  views30: d.pageViewsByDay.reduce((n, r) => n + r.views, 0),
});

/**
 * Whole-number ticks for a count axis from 0 to at least `max`, at most six of them, on a step of 1, 2
 * or 5 times a power of ten: a count of parcels is never 0.75 or 2.25.
 */
export function countTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step: number | undefined;
  for (let power = 1; !step; power *= 10) step = [1, 2, 5].map((m) => m * power).find((s) => top / s <= 5);
  const ticks = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

/** The tallest value of the rows' numeric keys (stacked: their sum per row). */
export function tallest(rows: Record<string, string | number>[], stacked = false): number {
  return rows.reduce((max, row) => {
    const values = Object.values(row).filter((v): v is number => typeof v === 'number');
    return Math.max(max, stacked ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values));
  }, 0);
}
