// Parcel buttons exactly by spec §4: delete only while waiting; Declare when the quantity is empty,
// Edit when set; nothing for arrived/obtained; for sent, Edit/Declare while the flight's updateStatus is
// true, afterwards only when quantity or price is missing. Delete asks "Are you sure?" first.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWire } from '@amanati/shared/parcels';
import { initTestI18n } from '../../../test/i18n.ts';
import type { ListFlight } from '../api/parcels.ts';
import { mockApi, openedPanel, product, renderWithApp } from '../testing/render.tsx';
import { ParcelActions } from './parcel-actions.tsx';

const flight = (updateStatus: boolean) => ({ flightId: 'CN-1', updateStatus }) as ListFlight;

function buttons(parcel: ProductWire, f?: ListFlight) {
  renderWithApp(<ParcelActions parcel={parcel} flight={f} />);
  return screen.queryAllByRole('button').map((b) => b.textContent);
}

beforeEach(() => {
  initTestI18n('en');
  mockApi([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('parcel buttons per status', () => {
  it.each<[string, Partial<ProductWire>, ListFlight | undefined, string[]]>([
    ['waiting, declared', { status: 'waiting' }, undefined, ['Edit', 'Delete']],
    ['waiting, no quantity', { status: 'waiting', quantity: null }, undefined, ['Declare', 'Delete']],
    ['stock, declared', { status: 'stock' }, undefined, ['Edit']],
    ['stock, no quantity', { status: 'stock', quantity: null, amount: null }, undefined, ['Declare']],
    ['sent, flight open', { status: 'sent', flightId: 'CN-1' }, flight(true), ['Edit']],
    ['sent, flight open, no quantity', { status: 'sent', quantity: null }, flight(true), ['Declare']],
    ['sent, flight closed, declared', { status: 'sent' }, flight(false), []],
    ['sent, flight closed, no quantity', { status: 'sent', quantity: null }, flight(false), ['Declare']],
    ['sent, flight open, no price', { status: 'sent', amount: null }, flight(true), ['Edit']],
    ['sent, flight closed, no price', { status: 'sent', amount: null }, flight(false), ['Declare']],
    ['arrived', { status: 'arrived', quantity: null }, flight(true), []],
    ['obtained', { status: 'obtained' }, flight(true), []],
  ])('%s → %j', (_name, overrides, f, expected) => {
    expect(buttons(product(overrides), f)).toEqual(expected);
  });

  it('opens the update panel with the rule that applies', async () => {
    const user = userEvent.setup();
    const parcel = product({ status: 'sent', quantity: null });
    renderWithApp(<ParcelActions parcel={parcel} flight={flight(false)} />);
    await user.click(screen.getByRole('button', { name: 'Declare parcel TRACK1' }));
    expect(openedPanel()).toMatchObject({
      name: 'updateParcel',
      props: { parcel, right: 'declare-missing' },
    });
  });
});

describe('delete', () => {
  it('asks "Are you sure?" and deletes only after "Yes, delete it!"', async () => {
    const user = userEvent.setup();
    const calls = mockApi([
      [/\/api\/product\/delete\//, () => ({ success: true, message: 'operation_succeeded' })],
    ]);
    renderWithApp(<ParcelActions parcel={product({ _id: 'abc' })} flight={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete parcel TRACK1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete parcel TRACK1' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/product/delete/abc']),
    );
  });
});
