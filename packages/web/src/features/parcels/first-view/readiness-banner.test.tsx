// The readiness banner: undeclared / invoice-less parcels with the time left before their flight's
// declaration deadline, and a Declare button that opens the panel; nothing when all is ready.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { listAnswer, mockApi, openedPanel, product, renderWithApp } from '../testing/render.tsx';
import { ReadinessBanner } from './readiness-banner.tsx';

vi.setConfig({ testTimeout: 20_000 });

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
});
