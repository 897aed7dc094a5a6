// Money in sight (issue 17 §1): a flight's card shows its weight and amount beside Pay; Pay asks first
// with the amount and the balance after; a short balance says by how much and offers a top-up of exactly
// that (at least 1.00 ₾), which opens the top-up panel pre-filled.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountFlight } from '@amanati/shared/answers/parcels';
import { usePanels } from '../../../lib/panels.tsx';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { FlightRow } from '../first-view/unpaid-flights.tsx';
import { shortfallTetri, topupFields, topupForShortfall } from '../lib/topup-amount.ts';
import AddBalancePanel from './add-balance-panel.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify.ts');

beforeAll(() => initTestI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const flight = (over: Partial<AccountFlight> = {}): AccountFlight => ({
  _id: 'f1',
  flightId: 'US-261127-3',
  countryId: '2',
  flightNumber: '3',
  additionalText: '',
  additionalTextLocalized: null,
  startdAt: '2026-11-27T08:00:00.000Z',
  estimatedAt: null,
  endAt: null,
  declarationDeadline: null,
  updateStatus: false,
  custom: false,
  tbilisi: true,
  state: 'unpaid',
  weight: 3.1,
  toPay: 66.96,
  ...over,
});

/** The flight card with the slide-in panel it may open (the top-up, rendered as the panel host would). */
function Card({ f }: { f: AccountFlight }) {
  const { open } = usePanels();
  return (
    <ul>
      <FlightRow flight={f} />
      {open === 'addBalance' && <AddBalancePanel />}
    </ul>
  );
}

describe('the top-up a shortfall needs (spec §5: lari 1–4 digits, not 0; tetri 2 digits)', () => {
  it('is the shortfall to the tetri, at least 1.00 and at most 9999.99', () => {
    expect(shortfallTetri(24.88, 66.96)).toBe(4208);
    expect(shortfallTetri(70, 66.96)).toBe(0);
    // Floating point does not leak: 0.1 + 0.2 lari short of 0.3 is nothing.
    expect(shortfallTetri(0.1 + 0.2, 0.3)).toBe(0);
    expect(topupForShortfall(4208)).toBe(4208);
    expect(topupForShortfall(37)).toBe(100);
    expect(topupForShortfall(1234.2)).toBe(1235);
    expect(topupForShortfall(5_000_000)).toBe(999_999);
    expect(topupFields(4208)).toEqual({ lari: '42', tetri: '08' });
    expect(topupFields(100)).toEqual({ lari: '1', tetri: '00' });
  });
});

describe('paying a flight', () => {
  it('shows weight and amount beside Pay, asks with the balance after, and pays on confirmation', async () => {
    const api = fakeApi({
      'POST /api/payment/payFlightId': () => ({ body: { paid: 66.96, balance: 33.04 } }),
    });
    renderWith(<Card f={flight()} />, { user: demoCandidate({ balance: 100 }) });
    expect(screen.getByTestId('flight-figures').textContent).toBe('3.1 kg · 66.96 ₾');
    fireEvent.click(screen.getByRole('button', { name: 'Pay for flight US-261127-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for flight US-261127-3' });
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('66.96 ₾');
    expect(within(dialog).getByTestId('pay-balance-now').textContent).toBe('100.00 ₾');
    expect(within(dialog).getByTestId('pay-balance-after').textContent).toBe('33.04 ₾');
    expect(api.count('POST /api/payment/payFlightId')).toBe(0);
    // Cancel pays nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /api/payment/payFlightId')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Pay for flight US-261127-3' }));
    const again = await screen.findByRole('dialog');
    const confirm = within(again).getByRole('button', { name: 'Pay 66.96 ₾' });
    // The confirming button has the focus: Enter pays, Escape cancels.
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Payment successful'));
    expect(api.calls.find((c) => c.path === '/api/payment/payFlightId')?.body).toEqual({
      flightId: 'US-261127-3',
    });
  });

  it('says by how much a short balance falls short and opens the top-up with exactly that', async () => {
    const api = fakeApi({});
    renderWith(<Card f={flight()} />, { user: demoCandidate({ balance: 24.88 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Pay for flight US-261127-3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('pay-short').textContent).toBe(
      'Your balance is 42.08 ₾ short of this payment.',
    );
    // No Pay while short: the top-up instead.
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up 42.08 ₾' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Lari/).value).toBe('42'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Tetri/).value).toBe('08');
    expect(screen.getByTestId('topup-total').textContent).toBe('Amount to add: 42.08 ₾');
    expect(screen.getByTestId('topup-preset').textContent).toMatch(/42\.08 ₾/);
    expect(api.count('POST /api/payment/payFlightId')).toBe(0);
  });

  it('offers the smallest top-up, 1.00 ₾, for a shortfall of a few tetri, and says why', async () => {
    fakeApi({});
    renderWith(<Card f={flight({ toPay: 10.37 })} />, { user: demoCandidate({ balance: 10 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Pay for flight US-261127-3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('pay-short').textContent).toBe(
      'Your balance is 0.37 ₾ short of this payment. The smallest top-up is 1.00 ₾.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up 1.00 ₾' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Lari/).value).toBe('1'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Tetri/).value).toBe('00');
  });

  it('shows only the weight once the flight is paid, with no Pay', () => {
    fakeApi({});
    renderWith(<Card f={flight({ state: 'paid', toPay: 0, weight: 0.7 })} />, { user: demoCandidate() });
    expect(screen.getByTestId('flight-figures').textContent).toBe('0.7 kg');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
