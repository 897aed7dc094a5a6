// The landed-cost estimate outside the panel (issue 16 §3): in a parcel's detail (its group, this parcel's
// part, shipping in the VAT base once weighed; a landed parcel read with its flight) and in a flight's
// invoice (each group that needs clearance, or a line saying none is expected).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomsParcel } from '@amanati/shared/answers/customs';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { initTestI18n } from '../../../test/i18n.ts';
import { FlightCustoms } from '../flight-customs.tsx';
import { mockApi, renderWithApp } from '../testing/render.tsx';
import { ParcelCustoms } from './parcel-customs.tsx';

beforeEach(() => initTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const parcel = (o: Partial<CustomsParcel>): CustomsParcel => ({
  id: 'x',
  tracking: 'X',
  status: 'sent',
  category: '_SHOES_',
  shop: '_AMAZON_',
  otherShop: null,
  personal: false,
  senderName: null,
  country: 2,
  flightId: 'US-9',
  valueTetri: 100_00,
  weightGrams: 1000,
  hasFile: true,
  priceTetri: 10_00,
  ...o,
});
const answer = (parcels: CustomsParcel[]) => ({
  success: true,
  rules: CUSTOMS_RULES_2022,
  rates: { USD: '2.7000', EUR: '3.0000', CNY: '3.8000', TRY: '0.0800' },
  ratesDate: '2026-11-20',
  parcels,
});
const cell = (table: HTMLElement, row: RegExp) =>
  within(table).getByRole('rowheader', { name: row }).nextSibling?.textContent;

describe("a parcel's detail", () => {
  it('shows its group estimate with shipping in the VAT base and this parcel named', async () => {
    const calls = mockApi([
      [
        /\/api\/customs\/context/,
        () =>
          answer([
            parcel({ id: 'a', tracking: 'A1', valueTetri: 200_00, priceTetri: 12_50 }),
            parcel({ id: 'b', tracking: 'B1', valueTetri: 101_00, priceTetri: 7_50 }),
            parcel({ id: 'c', tracking: 'C1', shop: '_EBAY_', valueTetri: 50_00 }),
          ]),
      ],
    ]);
    renderWithApp(<ParcelCustoms parcel={{ _id: 'b', status: 'sent', flightId: 'US-9' }} />);
    const table = await screen.findByRole('table', { name: 'Customs estimate: Amazon · flight US-9' });
    expect(calls.map((c) => c.path)).toEqual(['/api/customs/context']);
    expect(cell(table, /^Value of the goods/)).toBe('301.00 ₾');
    expect(cell(table, /^Shipping/)).toBe('20.00 ₾');
    expect(cell(table, /^VAT 18%/)).toBe('57.78 ₾'); // 18 % of 321.00
    expect(cell(table, /^Customs may add/)).toBe('≈ 77.78 ₾');
    const mine = within(screen.getByRole('table', { name: 'By parcel' })).getByText('this parcel');
    expect(mine.closest('tr')?.textContent).toBe('this parcel101.00 ₾19.53 ₾0.00 ₾'); // 18 % of 108.50
    expect(screen.queryByText(/after weighing/)).toBeNull();
  });

  it('a landed parcel is read with its flight; a group under the limit says so', async () => {
    const calls = mockApi([
      [/\/api\/customs\/context\?flight=US-9$/, () => answer([parcel({ id: 'a', status: 'arrived' })])],
    ]);
    renderWithApp(<ParcelCustoms parcel={{ _id: 'a', status: 'arrived', flightId: 'US-9' }} />);
    expect(
      await screen.findByText('Amazon · flight US-9: 100.00 ₾ — under 300.00 ₾, no customs clearance needed'),
    ).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/customs/context?flight=US-9']);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("a flight's invoice", () => {
  it('gives each group of the flight that needs clearance its estimate, and only those', async () => {
    mockApi([
      [
        /\/api\/customs\/context\?flight=US-9$/,
        () =>
          answer([
            parcel({ id: 'a', valueTetri: 3000_01, priceTetri: 0 }),
            parcel({ id: 'b', shop: '_EBAY_', valueTetri: 299_99 }),
            parcel({ id: 'w', flightId: null, status: 'waiting', valueTetri: 900_00 }),
          ]),
      ],
    ]);
    renderWithApp(<FlightCustoms flightId="US-9" />);
    const table = await screen.findByRole('table', { name: 'Amazon · flight US-9' });
    expect(cell(table, /^State fee/)).toBe('100.00 ₾'); // 3,000.01 lari: the second band
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('says when no clearance is expected', async () => {
    mockApi([[/\/api\/customs\/context/, () => answer([parcel({ id: 'a', valueTetri: 299_99 })])]]);
    renderWithApp(<FlightCustoms flightId="US-9" />);
    expect(
      await screen.findByText(
        'None of your parcel groups on this flight reaches 300.00 ₾: no customs clearance expected.',
      ),
    ).toBeTruthy();
  });
});
