// Courier orders: new ones are assigned to a named courier, assigned ones delivered or cancelled; the
// list follows the status filter.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { CourierOrdersPage } from './courier-orders-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const order = (id: string, status: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  number: 1001,
  status,
  ids: ['CN-261123'],
  sq1: false,
  region: 'outskirts',
  city: '_TBILISI_',
  address: 'წერეთლის 12',
  name: 'Nino Beridze',
  phone: '555123456',
  branches: 'didube',
  weight: 3.2,
  price: 8,
  createdAt: '2026-11-23T09:00:00.000Z',
  AXID: 'AX10001',
  courierName: null,
  ...over,
});

describe('courier orders', () => {
  it('assigns a courier to a new order, checking the name first', async () => {
    const api = fakeApi({
      'GET /api/admin/courier-orders?status=new': () => ({
        body: { success: true, orders: [order('o1', 'new')] },
      }),
      'POST /api/admin/courier-orders/o1/assign': () => ({
        body: { success: true, order: order('o1', 'assigned') },
      }),
    });
    renderAdmin(<CourierOrdersPage />, { user: staff() });
    const row = (await screen.findByText('Nino Beridze')).closest('tr')!;
    expect(row.textContent).toContain('Outskirts of Tbilisi');
    expect(row.textContent).toContain('8.00 ₾');
    expect(row.textContent).toContain('№ 1001');
    const name = within(row).getByRole('textbox', { name: "Courier's name" });
    fireEvent.submit(name.closest('form')!);
    expect(await within(row).findByText('Required')).toBeTruthy();
    expect(api.count('POST /api/admin/courier-orders/o1/assign')).toBe(0);
    fireEvent.change(name, { target: { value: ' Giorgi ' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(api.count('POST /api/admin/courier-orders/o1/assign')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/courier-orders/o1/assign')).toEqual({ courierName: 'Giorgi' });
    // The list reloads after the change.
    await waitFor(() => expect(api.count('GET /api/admin/courier-orders?status=new')).toBe(2));
  });

  it('marks an assigned order delivered or cancels it', async () => {
    const api = fakeApi({
      'GET /api/admin/courier-orders?status=new': () => ({ body: { success: true, orders: [] } }),
      'GET /api/admin/courier-orders?status=assigned': () => ({
        body: { success: true, orders: [order('o2', 'assigned', { courierName: 'Giorgi', price: null })] },
      }),
      'POST /api/admin/courier-orders/o2/deliver': () => ({
        body: { success: true, order: order('o2', 'delivered') },
      }),
      'POST /api/admin/courier-orders/o2/cancel': () => ({
        status: 409,
        body: { success: false, message: 'courier_order_state' },
      }),
    });
    renderAdmin(<CourierOrdersPage />, { user: staff() });
    expect(await screen.findByText('No orders.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Assigned' }));
    const row = (await screen.findByText('Giorgi')).closest('tr')!;
    expect(row.textContent).toContain('Individual price');
    expect(within(row).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(api.count('POST /api/admin/courier-orders/o2/deliver')).toBe(1));
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(api.count('POST /api/admin/courier-orders/o2/cancel')).toBe(1));
  });
});
