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
