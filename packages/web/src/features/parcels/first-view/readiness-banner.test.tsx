// The readiness banner: undeclared / invoice-less parcels with the time left before their flight's
// declaration deadline, and a Declare button that opens the panel; the customs groups that reach the
// threshold while some of their parcels lack the invoice, with totals and parcels; nothing when all is ready.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomsParcel } from '@amanati/shared/answers/customs';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { initTestI18n } from '../../../test/i18n.ts';
import { listAnswer, mockApi, openedPanel, product, renderWithApp } from '../testing/render.tsx';
import { ReadinessBanner } from './readiness-banner.tsx';

const inHours = (h: number) => new Date(Date.now() + h * 3600_000 + 30_000).toISOString();

beforeEach(() => initTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('readiness banner', () => {
  it('lists what needs declaring with the time left', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = product({
      _id: 's',
      productOrderId: 'SENT1',
      status: 'sent',
      flightId: 'CN-7',
      quantity: null,
    });
    mockApi([
      [
        /getswith\/stock\/0\/1000$/,
        () => listAnswer([product({ _id: 'k', productOrderId: 'STOCK1', status: 'stock', custom: true })]),
      ],
      [
        /getswith\/sent\/0\/1000$/,
        () =>
          listAnswer([sent], {
            flights: [{ flightId: 'CN-7', declarationDeadline: inHours(50), updateStatus: true }],
          }),
      ],
    ]);
    renderWithApp(<ReadinessBanner />);
    expect(await screen.findByText('Parcels that need your declaration: 2')).toBeTruthy();
    expect(screen.getByText('2 d 2 h left')).toBeTruthy();
    expect(screen.getByText(/invoice missing/)).toBeTruthy();
    expect(screen.getByText('before it is put on a flight')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Declare parcel SENT1' }));
    expect(openedPanel()).toMatchObject({ name: 'updateParcel', props: { parcel: sent, right: 'edit' } });
  });

  it('after the flight closes, offers Declare (not Edit) for a parcel with a quantity but no price', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = product({
      _id: 's',
      productOrderId: 'NOPRICE1',
      status: 'sent',
      flightId: 'CN-8',
      quantity: 2,
      amount: null,
    });
    mockApi([
      [/getswith\/stock\/0\/1000$/, () => listAnswer([])],
      [
        /getswith\/sent\/0\/1000$/,
        () =>
          listAnswer([sent], {
            flights: [{ flightId: 'CN-8', declarationDeadline: inHours(-5), updateStatus: false }],
          }),
      ],
    ]);
    renderWithApp(<ReadinessBanner />);
    expect(await screen.findByText('Parcels that need your declaration: 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit parcel NOPRICE1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Declare parcel NOPRICE1' }));
    expect(openedPanel()).toMatchObject({
      name: 'updateParcel',
      props: { parcel: sent, right: 'declare-missing' },
    });
  });

  it('shows nothing when every parcel is ready', async () => {
    const calls = mockApi([[/getswith\/(stock|sent)\//, () => listAnswer([product({ status: 'stock' })])]]);
    renderWithApp(<ReadinessBanner />);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByText(/need your declaration/)).toBeNull();
  });

  it('names each customs group that reaches the limit without all its invoices, with its total and parcels', async () => {
    const parcel = (o: Partial<CustomsParcel>): CustomsParcel => ({
      id: 'x',
      tracking: 'X',
      status: 'stock',
      category: '_SHOES_',
      shop: '_AMAZON_',
      otherShop: null,
      personal: false,
      senderName: null,
      country: 2,
      flightId: null,
      valueTetri: 100_00,
      weightGrams: 1000,
      hasFile: false,
      priceTetri: null,
      ...o,
    });
    const context = {
      success: true,
      rules: CUSTOMS_RULES_2022,
      rates: { USD: '2.7000', EUR: '3.0000', CNY: '3.8000', TRY: '0.0800' },
      ratesDate: '2026-11-20',
      parcels: [
        // Amazon, not flown yet: 200 + 101 lari, one invoice missing — named.
        parcel({ id: 'k', tracking: 'STOCK1', valueTetri: 200_00 }),
        parcel({ id: 'w', tracking: 'WAIT1', status: 'waiting', valueTetri: 101_00, hasFile: true }),
        // eBay on flight US-9: 350 lari, every invoice there — not named.
        parcel({
          id: 'e',
          tracking: 'EBAY1',
          shop: '_EBAY_',
          status: 'sent',
          flightId: 'US-9',
          valueTetri: 350_00,
          hasFile: true,
        }),
        // A typed shop under the limit — not named.
        parcel({ id: 'z', tracking: 'ZARA1', shop: '_OTHER_SHOP_', otherShop: 'Zara', valueTetri: 299_99 }),
      ],
    };
    const calls = mockApi([
      [
        /getswith\/stock\/0\/1000$/,
        () => listAnswer([product({ _id: 'k', productOrderId: 'STOCK1', status: 'stock', custom: true })]),
      ],
      [/getswith\/sent\/0\/1000$/, () => listAnswer([], { flights: [] })],
      [/\/api\/customs\/context$/, () => context],
    ]);
    renderWithApp(<ReadinessBanner />);
    const groups = await screen.findByTestId('readiness-groups');
    expect(calls.filter((c) => c.path === '/api/customs/context')).toHaveLength(1);
    expect(groups.textContent).toContain('Together they reach the customs limit — attach the invoices:');
    const items = Array.from(groups.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([
      'Amazon · not flown yet, from USA: 301.00 ₾ — needs customs clearance (STOCK1 — invoice missing, WAIT1 — invoice attached)',
    ]);
  });

  it('asks nothing of customs when no invoice is missing', async () => {
    const calls = mockApi([
      [/getswith\/stock\/0\/1000$/, () => listAnswer([product({ status: 'stock', quantity: null })])],
      [/getswith\/sent\/0\/1000$/, () => listAnswer([], { flights: [] })],
    ]);
    renderWithApp(<ReadinessBanner />);
    expect(await screen.findByText('Parcels that need your declaration: 1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.map((c) => c.path)).not.toContain('/api/customs/context');
  });
});
