// "My courier orders": each order with its number, date, flights and parcels, address, receiver, fee and
// status; cancelling one not yet assigned asks first, sends one request, and reads the list again; a
// refusal (a courier assigned meanwhile) says why.
import type { NotificationData } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, openedPanel, renderWithApp, type Call } from '../parcels/testing/render.tsx';
import CourierOrdersPage from './courier-orders-page.tsx';

const toasts = vi.hoisted(() => [] as NotificationData[]);
vi.mock('../../lib/notify.ts', () => ({
  notify: (data: NotificationData) => toasts.push(data),
  notifySuccess: (message: string) => toasts.push({ message, color: 'green' }),
  notifyError: (message: string) => toasts.push({ message, color: 'red' }),
}));

const order = (number: number, status: string, overrides: Record<string, unknown> = {}) => ({
  _id: `o${number}`,
  number,
  status,
  ids: ['US-261120', 'CN-261118'],
  sq1: false,
  region: 'tbilisi',
  city: '_KUTAISI_',
  address: 'ჭავჭავაძის 5, ბინა 3',
  name: 'ნინო ბერიძე',
  phone: '555123456',
  branches: 'didube',
  weight: 5.5,
  price: 7,
  createdAt: '2026-11-25T10:30:00.000Z',
  parcels: 3,
  ...overrides,
});

let calls: Call[];
let orders: ReturnType<typeof order>[];
function ordersApi(cancel: () => unknown = () => ({ success: true, message: 'operation_succeeded' })) {
  return mockApi([
    [/\/api\/courier\/orders$/, () => ({ success: true, orders })],
    [/\/api\/courier\/orders\/[^/]+\/cancel$/, cancel],
  ]);
}
const cancels = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/cancel'));

beforeEach(() => {
  initTestI18n('en');
  toasts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('my courier orders', () => {
  it('shows each order with its number, date, flights, parcels, address, receiver, fee and status', async () => {
    orders = [
      order(1043, 'new'),
      order(1042, 'assigned', { price: null, weight: 52 }),
      order(1041, 'delivered'),
      order(1040, 'cancelled'),
    ];
    calls = ordersApi();
    renderWithApp(<CourierOrdersPage />, { route: '/courier-orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'My courier orders' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Order № 1043' });
    const fact = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(first).getByText('Received')).toBeTruthy();
    expect(within(first).getByText(/^Placed:/).textContent).toMatch(/2026/);
    expect(fact(first, 'Flights')).toBe('US-261120, CN-261118Parcels: 3, 5.5 kg');
    expect(fact(first, 'Address')).toBe('ჭავჭავაძის 5, ბინა 3Kutaisi');
    expect(fact(first, 'Receiver')).toBe('ნინო ბერიძე555123456');
    expect(fact(first, 'Courier fee')).toBe('7.00 ₾');
    expect(within(first).getByRole('button', { name: 'Cancel the order' })).toBeTruthy();

    const assigned = screen.getByRole('listitem', { name: 'Order № 1042' });
    expect(within(assigned).getByText('Courier assigned')).toBeTruthy();
    expect(fact(assigned, 'Courier fee')).toBe('Individual tariff');
    expect(within(assigned).getByText(/can only be cancelled by calling our operator/)).toBeTruthy();
    for (const [n, status] of [
      [1042, 'Courier assigned'],
      [1041, 'Delivered'],
      [1040, 'Cancelled'],
    ] as const) {
      const card = screen.getByRole('listitem', { name: `Order № ${n}` });
      expect(within(card).getByText(status)).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    }
  });

  it('says when there are none and offers to call a courier', async () => {
    orders = [];
    calls = ordersApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierOrdersPage />, { route: '/courier-orders' });
    expect(await screen.findByText('You have no courier orders yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Call a courier' }));
    expect(openedPanel()?.name).toBe('courier');
  });

  it('cancels after a confirmation, with one request however often it is tapped, and reads the list again', async () => {
    orders = [order(1043, 'new')];
    calls = ordersApi(() => {
      orders = [order(1043, 'cancelled')];
      return { success: true, message: 'operation_succeeded', order: orders[0] };
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierOrdersPage />, { route: '/courier-orders' });
    const card = await screen.findByRole('listitem', { name: 'Order № 1043' });

    // Keeping it sends nothing.
    await user.click(within(card).getByRole('button', { name: 'Cancel the order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order № 1043?' });
    expect(within(dialog).getByText(/no money is returned or charged/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel the order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel order № 1043?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels().map((c) => c.path)).toEqual(['/api/courier/orders/o1043/cancel']);
    expect(toasts).toEqual([{ message: 'Order № 1043 cancelled', color: 'green' }]);
    const after = await screen.findByRole('listitem', { name: 'Order № 1043' });
    await waitFor(() => expect(within(after).getByText('Cancelled')).toBeTruthy());
    expect(within(after).queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });

  it('says why when the office assigned a courier meanwhile, and shows the order as it now is', async () => {
    orders = [order(1043, 'new')];
    calls = ordersApi(() => {
      orders = [order(1043, 'assigned')];
      return new Response(JSON.stringify({ success: false, message: 'courier_order_assigned' }), {
        status: 409,
      });
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierOrdersPage />, { route: '/courier-orders' });
    const card = await screen.findByRole('listitem', { name: 'Order № 1043' });
    await user.click(within(card).getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      message:
        'A courier has already been assigned to this order, so it can no longer be cancelled here. Please call us.',
      color: 'red',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Order № 1043' })).getByText('Courier assigned'),
      ).toBeTruthy(),
    );
  });
});
