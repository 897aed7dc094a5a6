// Insuring a parcel while declaring it (issue 21 §4): the premium shows live with the rules in force and
// the day's rates (the percent, or the minimum), the choice goes in the payload, and a charged parcel's
// insurance cannot be changed.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { initTestI18n } from '../../../test/i18n.ts';
import { mockApi, product, renderWithApp, type Call } from '../testing/render.tsx';
import ParcelPanel, { type ParcelPanelProps } from './parcel-panel.tsx';

const SERVICE_RULES = {
  effectiveFrom: '2026-01-01',
  insurance: { percent: 3, minimumTetri: 200 },
  claims: { damagedWithinDays: 3, missingAfterDays: 14, reviewDays: 10, liabilityPerKgTetri: 2000 },
  storage: { freeDays: 30, feePerKgTetri: 50, noticeDaysBefore: 3 },
};
let calls: Call[];

beforeEach(() => {
  initTestI18n('en');
  calls = mockApi([
    [
      /\/api2\/rate\/get/,
      () => ({ success: true, rates: { USD: 2.5, EUR: 3, CNY: 4, TRY: 0.08 }, date: null }),
    ],
    [
      /\/api\/customs\/context$/,
      () => ({
        success: true,
        rules: CUSTOMS_RULES_2022,
        // 1 USD = 2.5 ₾
        rates: { USD: '2.5000', EUR: '3.0000', CNY: '4.0000', TRY: '0.0800' },
        ratesDate: '2026-11-20',
        parcels: [],
      }),
    ],
    [/\/api\/service-rules\/current$/, () => ({ success: true, rules: SERVICE_RULES, next: null })],
    [
      /\/api\/product\/(addProduct|updateProduct)$/,
      () => ({
        success: true,
        message: 'operation_succeeded',
        product: product(),
        custom: false,
        customArray: [],
      }),
    ],
  ]);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const choose = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const insure = () => screen.getByRole('checkbox', { name: /Insure this parcel/ });

async function renderPanel(
  props: ParcelPanelProps = { mode: 'add', status: 'waiting' },
  ready = /Premium 3 % of the declared value, at least 2.00 ₾/,
) {
  renderWithApp(<ParcelPanel {...props} />);
  await waitFor(() => expect(calls.some((c) => c.path === '/api/service-rules/current')).toBe(true));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/customs/context')).toBe(true));
  await screen.findByText(ready);
}

describe('insurance in the declaration', () => {
  it('shows the premium live: the percent of the value in lari, at least the minimum', async () => {
    await renderPanel();
    expect(screen.getByText(/Enter the value and currency to see it/)).toBeTruthy();
    fill(/^Amount/, '50');
    choose(/^Currency/, 'USD');
    await act(() => Promise.resolve());
    // 50 USD = 125 ₾; 3 % = 3.75 ₾
    expect(screen.getByText('Premium 3 % of the declared value, at least 2.00 ₾: 3.75 ₾')).toBeTruthy();
    fill(/^Amount/, '20');
    choose(/^Currency/, 'GEL');
    await act(() => Promise.resolve());
    expect(screen.getByText('Premium 3 % of the declared value, at least 2.00 ₾: 2.00 ₾')).toBeTruthy();
  });

  it('sends the choice with the declaration', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPanel();
    fill(/^Tracking number/, 'INS123');
    choose(/^Product/, '_SHOES_');
    fill(/^Quantity/, '1');
    choose(/^Country/, '2');
    choose(/^Shop/, '_AMAZON_');
    fill(/^Amount/, '50');
    choose(/^Currency/, 'USD');
    await user.click(insure());
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: '50', insured: true });
  });

  it('keeps a charged parcel’s insurance as it was charged', async () => {
    await renderPanel(
      {
        mode: 'update',
        parcel: product({ status: 'sent', price: 25.65, insured: true }),
        right: 'edit',
        status: 'sent',
      },
      /already charged/,
    );
    expect((insure() as HTMLInputElement).disabled).toBe(true);
    expect((insure() as HTMLInputElement).checked).toBe(true);
  });
});
