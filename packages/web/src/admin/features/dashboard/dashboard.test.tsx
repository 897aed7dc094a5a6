// The dashboard: figures from the server's answer, reshaped for the charts (every status in its life
// order, every country, missing counts as 0), and a chart per figure.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@amanati/shared/answers/admin/reports';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { countTicks, moneyRows, statusRows, tallest, totals } from './chart-data.ts';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer: Omit<Dashboard, 'success'> = {
  parcelsByStatusCountry: [
    { status: 'stock', country: 1, count: 4 },
    { status: 'stock', country: 3, count: 2 },
    { status: 'arrived', country: 2, count: 1 },
  ],
  openFlights: [{ flightId: 'f1', code: 'CN-261123', country: 1, parcels: 3, weightKg: 4.5 }],
  revenueByDay: [
    { day: '2026-11-22', lari: 10 },
    { day: '2026-11-23', lari: 30.9 },
  ],
  topupsByDay: [
    { day: '2026-11-22', lari: 50 },
    { day: '2026-11-23', lari: 0 },
  ],
  pageViewsByDay: [
    { day: '2026-11-22', views: 7 },
    { day: '2026-11-23', views: 5 },
  ],
  topPages: [{ path: '/tarrifs', views: 9 }],
};

describe('dashboard figures', () => {
  it('puts every status in order with a count per country', () => {
    const rows = statusRows(answer, (s) => s);
    expect(rows.map((r) => r.status)).toEqual(['waiting', 'stock', 'sent', 'arrived', 'obtained']);
    expect(rows[1]).toEqual({ status: 'stock', c1: 4, c2: 0, c3: 2 });
    expect(rows[3]).toEqual({ status: 'arrived', c1: 0, c2: 1, c3: 0 });
  });

  it('joins revenue and top-ups per day and sums the totals', () => {
    expect(moneyRows(answer)).toEqual([
      { day: '11-22', revenue: 10, topups: 50 },
      { day: '11-23', revenue: 30.9, topups: 0 },
    ]);
    expect(totals(answer)).toEqual({ parcels: 7, openFlights: 1, revenue30: 40.9, views30: 12 });
  });

  it('counts on whole-number ticks from 0 to a round top (never 0.75 or 2.25 parcels)', () => {
    // The review's chart: three parcels at most gave 0.75 / 1.5 / 2.25.
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(countTicks(480)).toEqual([0, 100, 200, 300, 400, 500]);
    for (const max of [1, 4, 9, 13, 58, 99, 101, 2500]) {
      const ticks = countTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
    // Stacked bars reach the sum of their countries.
    const rows = statusRows(answer, (s) => s);
    expect(tallest(rows, true)).toBe(6);
    expect(tallest(rows)).toBe(4);
  });

  it('shows the totals and a chart for each figure', async () => {
    fakeApi({ 'GET /api/admin/dashboard': () => ({ body: { success: true, ...answer } }) });
    const { container } = renderAdmin(<DashboardPage />, { user: staff() });
    expect(await screen.findByText('40.90 ₾')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    for (const title of [
      'Parcels by status and country',
      'Parcels on open flights',
      'Revenue and top-ups by day, lari',
      'Page views by day',
    ])
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect(container.querySelectorAll('.recharts-responsive-container')).toHaveLength(4);
    const top = screen.getByRole('region', { name: 'Most viewed pages, 30 days' });
    expect(within(top).getByText('/tarrifs')).toBeTruthy();
  });

  it('says so when nothing is open or viewed, and shows a failed load with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/dashboard': () =>
        fail
          ? { status: 403, body: { success: false, message: 'forbidden' } }
          : { body: { success: true, ...answer, openFlights: [], topPages: [] } },
    });
    renderAdmin(<DashboardPage />, { user: staff() });
    expect(await screen.findByText('Only an administrator can do this.')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('No open flights.')).toBeTruthy();
    expect(screen.getByText('No page views yet.')).toBeTruthy();
  });
});
