// The statement page: the entries with date, operation, method, reference, signed amount and balance
// after; a period asks the server for those dates; "Show more" follows the cursor; a receipt and the CSV
// download through the bearer token; the empty and failed states say so.
import type { NotificationData } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementEntryWire } from '@amanati/shared/answers/statement';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, renderWithApp, setViewport, type Call } from '../parcels/testing/render.tsx';
import StatementPage from './statement-page.tsx';

const toasts = vi.hoisted(() => [] as NotificationData[]);
vi.mock('../../lib/notify.ts', () => ({
  notify: (data: NotificationData) => toasts.push(data),
  notifySuccess: (message: string) => toasts.push({ message, color: 'green' }),
  notifyError: (message: string) => toasts.push({ message, color: 'red' }),
}));

const entry = (over: Partial<StatementEntryWire>): StatementEntryWire => ({
  id: '1',
  at: '2026-11-20T08:00:00.000Z',
  kind: 'topup',
  method: 'card',
  channel: 'georgiancard',
  reference: 'b2c1c0de-0000-4000-8000-000000000001',
  amount: 50,
  balanceAfter: 50,
  receipt: true,
  ...over,
});

const page1 = [
  entry({
    id: '4',
    at: '2026-11-24T10:15:00.000Z',
    kind: 'payment',
    method: 'balance',
    channel: null,
    reference: 'US-261120',
    amount: -12.5,
    balanceAfter: 32.5,
  }),
  entry({
    id: '3',
    at: '2026-11-23T09:00:00.000Z',
    kind: 'adjustment',
    method: 'correction',
    channel: null,
    reference: 'Duplicate credit',
    amount: -5,
    balanceAfter: 45,
    receipt: false,
  }),
];
const page2 = [entry({})];

let calls: Call[];
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  initTestI18n('en');
  toasts.length = 0;
  setViewport(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('statement page', () => {
  it('lists the entries with signed amounts and balances, and loads more by cursor', async () => {
    calls = mockApi([
      [/\/api\/money\/statement\?cursor=c2$/, () => ({ success: true, entries: page2, next: null })],
      [/\/api\/money\/statement$/, () => ({ success: true, entries: page1, next: 'c2' })],
    ]);
    renderWithApp(<StatementPage />, { route: '/statement' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Operation', 'Method', 'Reference', 'Amount', 'Balance after', 'Receipt']);
    let rows = screen.getAllByTestId('statement-entry');
    expect(cells(rows[0]!)).toEqual([
      '2026-11-24 14:15',
      'Flight payment',
      'From the balance',
      'US-261120',
      '−12.50 ₾',
      '32.50 ₾',
      'PDF',
    ]);
    expect(cells(rows[1]!)).toEqual([
      '2026-11-23 13:00',
      'Correction',
      'Staff correction',
      'Duplicate credit',
      '−5.00 ₾',
      '45.00 ₾',
      '',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-entry')).toHaveLength(3));
    rows = screen.getAllByTestId('statement-entry');
    expect(cells(rows[2]!)).toEqual([
      '2026-11-20 12:00',
      'Top-up',
      'Card (Georgian Card)',
      'b2c1c0de-0000-4000-8000-000000000001',
      '+50.00 ₾',
      '50.00 ₾',
      'PDF',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/money/statement', '/api/money/statement?cursor=c2']);
  });

  it('asks for the chosen period and says when it is empty', async () => {
    calls = mockApi([
      [/from=2026-11-01&to=2026-11-02/, () => ({ success: true, entries: [], next: null })],
      [/\/api\/money\/statement/, () => ({ success: true, entries: page1, next: null })],
    ]);
    renderWithApp(<StatementPage />, { route: '/statement' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-02');
    expect(await screen.findByText('Nothing happened on your balance in this period.')).toBeTruthy();
    expect(calls.at(-1)!.path).toBe('/api/money/statement?from=2026-11-01&to=2026-11-02');
  });

  it('downloads a receipt and the CSV in the page language', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    calls = mockApi([
      [
        /\/receipts\/4\.pdf/,
        () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      ],
      [/statement\.csv/, () => new Response('\uFEFFDate', { headers: { 'content-type': 'text/csv' } })],
      [/\/api\/money\/statement/, () => ({ success: true, entries: page1, next: null })],
    ]);
    renderWithApp(<StatementPage />, { route: '/statement' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the receipt of 2026-11-24 14:15 as PDF' }),
    );
    await waitFor(() => expect(saved).toEqual(['amanati-receipt-4.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/money/receipts/4.pdf?lang=en', '/api/money/statement.csv?lang=en']),
    );
    expect(toasts).toEqual([]);
  });

  it('shows one card per entry on a phone, with the receipt download', async () => {
    setViewport(390);
    mockApi([[/\/api\/money\/statement/, () => ({ success: true, entries: page1, next: null })]]);
    renderWithApp(<StatementPage />, { route: '/statement' });
    const cards = await screen.findAllByTestId('statement-entry');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[0]!.tagName).toBe('LI');
    const first = within(cards[0]!);
    expect(first.getByText('Flight payment')).toBeTruthy();
    expect(first.getByText('−12.50 ₾')).toBeTruthy();
    // The sum sits in its own span (it never wraps), so the line is matched as a whole.
    expect(
      first.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Balance after: 32.50 ₾'),
    ).toBeTruthy();
    expect(first.getByText('Reference: US-261120')).toBeTruthy();
    expect(
      first.getByRole('button', { name: 'Download the receipt of 2026-11-24 14:15 as PDF' }),
    ).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    mockApi([
      [/\/api\/money\/statement/, () => new Response('{"message":"internal_error"}', { status: 500 })],
    ]);
    renderWithApp(<StatementPage />, { route: '/statement' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
