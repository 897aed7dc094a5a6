// The reconciliation tab: each provider with its totals, "Matches" when clean, and a flagged one's
// differences with reference, customer, both amounts and what is wrong; a day without payments says so.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderAdmin(<PaymentsPage role="operator" />, {
    user: staff('operator'),
    path: '/admin/payments/reconciliation',
    route: '/admin/payments/:tab',
  });

describe('the reconciliation tab', () => {
  it('shows each provider, clean ones as matching and the differences of the others', async () => {
    fakeApi({
      [`GET /api/admin/reconciliation?date=${tbilisiDay()}`]: () => ({
        body: {
          success: true,
          date: tbilisiDay(),
          providers: [
            {
              kind: 'billpay',
              name: 'Paybox',
              count: 3,
              providerTotal: 21.75,
              ledgerTotal: 21.75,
              differences: [],
            },
            {
              kind: 'card',
              name: 'georgiancard',
              count: 4,
              providerTotal: 40,
              ledgerTotal: 34,
              differences: [
                {
                  reference: 'ord-1',
                  AXID: 'AX10001',
                  providerAmount: 15,
                  ledgerAmount: null,
                  problem: 'no_credit',
                },
                {
                  reference: 'ord-2',
                  AXID: 'AX10002',
                  providerAmount: null,
                  ledgerAmount: 9,
                  problem: 'no_payment',
                },
              ],
            },
          ],
        },
      }),
      'GET /api/admin/reconciliation?date=2020-01-01': () => ({
        body: { success: true, date: '2020-01-01', providers: [] },
      }),
    });
    open();
    const [billpay, card] = await screen.findAllByTestId('reconciliation-provider');
    expect(within(billpay!).getByText('Bill-pay: Paybox')).toBeTruthy();
    expect(within(billpay!).getByText('Matches')).toBeTruthy();
    expect(within(card!).getByText('Card: Georgian Card')).toBeTruthy();
    expect(within(card!).getByText('2 differences')).toBeTruthy();
    const table = within(card!).getByRole('group', { name: 'Differences: Card: Georgian Card' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('ord-1')).toBeTruthy();
    expect(within(rows[0]!).getByText('Paid, not credited')).toBeTruthy();
    expect(within(rows[1]!).getByText('Credited, no payment')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('No payments on this day.')).toBeTruthy();
  });
});
