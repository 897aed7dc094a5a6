// Handover at the counter: the customer found by AXID/phone/personal id, their arrived parcels at the
// chosen branch, paid ones ticked; unpaid ones block an operator, an admin may override with a reason; a
// parcel a courier was ordered for is flagged, never ticked, and asks to cancel the order first; a payment
// taken at the counter (one idempotency key however often it is clicked) ticks the parcels it paid.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { HandoverPage } from './handover-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const customer = (id: string, axid: string) => ({
  id,
  axid,
  email: `${axid.toLowerCase()}@example.ge`,
  phone: '555123456',
  nameEn: 'Nino',
  lastNameEn: 'Beridze',
  nameKa: 'ნინო',
  lastNameKa: 'ბერიძე',
  ltdName: null,
  passportId: '01001012345',
  branchCode: 'didube',
});
const arrived = (id: string, tracking: string, paid: boolean, courierOrder: unknown = null) => ({
  courierOrder,
  _id: id,
  productOrderId: tracking,
  productName: '_BAGS_',
  quantity: 1,
  senderCountryId: 1,
  status: 'arrived',
  weight: 2,
  price: 20.5,
  state: paid ? 'paid' : 'unpaid',
  flightId: 'CN-261123',
});

const NOTHING_UNPAID = { success: true, flights: [], total: 0, balance: 0, owed: 0 };

function routes(parcels: ReturnType<typeof arrived>[]) {
  return {
    'GET /api/admin/counter/c-1/unpaid?branch=gldani': () => ({ body: NOTHING_UNPAID }),
    'GET /api/admin/handover/customers?q=AX10001': () => ({
      body: { success: true, customers: [customer('c-1', 'AX10001')] },
    }),
    'GET /api/admin/handover/c-1/parcels?branch=gldani': () => ({ body: { success: true, parcels } }),
    'POST /api/admin/handover': () => ({ body: { success: true, handedOver: 1 } }),
  };
}

function findCustomer(q: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Branch' }), { target: { value: 'gldani' } });
  const field = screen.getByRole('textbox', { name: /^Customer/ });
  fireEvent.change(field, { target: { value: q } });
  fireEvent.submit(field.closest('form')!);
}

describe('handover', () => {
  it('hands over the paid parcels of the one customer found', async () => {
    const api = fakeApi(routes([arrived('p1', 'LP1', true), arrived('p2', 'LP2', false)]));
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer(' AX10001 ');
    expect(await screen.findByRole('heading', { name: 'AX10001 · ნინო ბერიძე' })).toBeTruthy();
    const lp1 = await screen.findByRole('checkbox', { name: 'Select LP1' });
    expect((lp1 as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select LP2' }).checked).toBe(false);
    // The branch is remembered for this counter.
    expect(localStorage.getItem('amanati.admin.handover.branch')).toBe('gldani');

    fireEvent.click(screen.getByRole('button', { name: 'Hand over (1)' }));
    await waitFor(() => expect(api.count('POST /api/admin/handover')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/handover')).toEqual({ parcelIds: ['p1'], branch: 'gldani' });
    // The list reloads from the server afterwards.
    await waitFor(() => expect(api.count('GET /api/admin/handover/c-1/parcels?branch=gldani')).toBe(2));
  });

  it('does not let an operator hand over an unpaid parcel', async () => {
    const api = fakeApi(routes([arrived('p2', 'LP2', false)]));
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer('AX10001');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select LP2' }));
    expect(
      screen.getByText(/Unpaid parcels selected: 1\. They can be handed over only after payment/),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Hand over (1)' }).disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /without payment/ })).toBeNull();
    expect(api.count('POST /api/admin/handover')).toBe(0);
  });

  it('lets an admin override unpaid parcels only with a reason', async () => {
    const api = fakeApi(routes([arrived('p2', 'LP2', false)]));
    renderAdmin(<HandoverPage role="admin" />, { user: staff('admin') });
    findCustomer('AX10001');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select LP2' }));
    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Hand over (1)' });
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Hand over without payment/ }));
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Pays at the counter in cash' },
    });
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(api.count('POST /api/admin/handover')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/handover')).toEqual({
      parcelIds: ['p2'],
      branch: 'gldani',
      override: true,
      reason: 'Pays at the counter in cash',
    });
  });

  it('shows the server’s refusal in the user’s language', async () => {
    fakeApi({
      ...routes([arrived('p1', 'LP1', true)]),
      'POST /api/admin/handover': () => ({
        status: 409,
        body: { success: false, message: 'parcel_in_courier_order' },
      }),
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer('AX10001');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over (1)' }));
    expect(await screen.findByText('A parcel is in an open courier order.')).toBeTruthy();
  });

  it('lets the operator choose among several customers, and says when none match', async () => {
    fakeApi({
      'GET /api/admin/handover/customers?q=555123456': () => ({
        body: { success: true, customers: [customer('c-1', 'AX10001'), customer('c-2', 'AX10009')] },
      }),
      'GET /api/admin/handover/c-2/parcels?branch=gldani': () => ({ body: { success: true, parcels: [] } }),
      'GET /api/admin/handover/customers?q=nobody': () => ({ body: { success: true, customers: [] } }),
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer('555123456');
    fireEvent.click(await screen.findByText(/^AX10009 ·/));
    expect(
      await screen.findByText('No arrived parcels for this customer at the Gldani branch.'),
    ).toBeTruthy();
    findCustomer('nobody');
    expect(await screen.findByText('No customer found.')).toBeTruthy();
  });

  it('flags a parcel a courier was ordered for, never ticks it, and cancels the order before handing over', async () => {
    let cancelled = false;
    const order = { id: 'o-1', number: 1004, status: 'new' };
    const api = fakeApi({
      ...routes([]),
      'GET /api/admin/handover/c-1/parcels?branch=gldani': () => ({
        body: {
          success: true,
          parcels: [arrived('p1', 'LP1', true), arrived('p3', 'LP3', true, cancelled ? null : order)],
        },
      }),
      'POST /api/admin/courier-orders/o-1/cancel': () => {
        cancelled = true;
        return { body: { success: true, order: {} } };
      },
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer('AX10001');
    const lp3 = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Select LP3' });
    expect(lp3.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select LP1' }).checked).toBe(true);
    expect(screen.getByText('Courier № 1004')).toBeTruthy();
    fireEvent.click(lp3);
    expect(screen.getByText('LP3 is in courier order № 1004')).toBeTruthy();
    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Hand over (2)' });
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel courier order № 1004' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(api.count('POST /api/admin/courier-orders/o-1/cancel')).toBe(1);
    fireEvent.click(submit());
    await waitFor(() => expect(api.count('POST /api/admin/handover')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/handover')).toEqual({
      parcelIds: ['p1', 'p3'],
      branch: 'gldani',
    });
  });

  it('takes a payment at the counter once, shows its receipt and ticks the parcels it paid', async () => {
    let paid = false;
    const api = fakeApi({
      ...routes([]),
      'GET /api/admin/counter/c-1/unpaid?branch=gldani': () => ({
        body: paid
          ? NOTHING_UNPAID
          : {
              success: true,
              total: 41.1,
              balance: 0,
              owed: 0,
              flights: [
                { code: 'CN-261123', amount: 20.55, parcels: 1, arrivedHere: 1 },
                { code: 'CN-261124', amount: 20.55, parcels: 1, arrivedHere: 0 },
              ],
            },
      }),
      'GET /api/admin/handover/c-1/parcels?branch=gldani': () => ({
        body: { success: true, parcels: [arrived('p1', 'LP1', paid), arrived('p2', 'LP2', paid)] },
      }),
      'POST /api/admin/counter/payments': () => {
        paid = true;
        return {
          body: {
            success: true,
            repeated: false,
            receipt: {
              id: 'r-1',
              number: 17,
              customer: { axid: 'AX10001', name: 'ნინო ბერიძე' },
              flights: [{ code: 'CN-261123', amount: 20.55 }],
              owed: 0,
              amount: 20.55,
              method: 'terminal',
              branch: 'gldani',
              staff: 'Levan Staff',
              createdAt: '2026-11-27T08:00:00.000Z',
            },
          },
        };
      },
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    findCustomer('AX10001');
    expect(await screen.findByText('Total: 41.10 ₾')).toBeTruthy();
    // Only the flight whose parcel is here.
    fireEvent.click(screen.getByRole('checkbox', { name: /CN-261124/ }));
    expect(screen.getByText('Total: 20.55 ₾')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select LP1' }).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    fireEvent.click(await screen.findByText('Card terminal'));
    const confirm = await screen.findByRole('button', { name: '20.55 ₾ paid by card' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Payment taken: 20.55 ₾')).toBeTruthy();
    expect(api.count('POST /api/admin/counter/payments')).toBe(1);
    const sent = bodyOf(api.calls, 'POST /api/admin/counter/payments') as Record<string, unknown>;
    expect(sent).toMatchObject({
      customerId: 'c-1',
      branch: 'gldani',
      flights: ['CN-261123'],
      amount: 20.55,
      method: 'terminal',
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Print the receipt' }).getAttribute('href')).toBe(
      '/admin/receipts/r-1',
    );
    // Read again: the parcels are paid and ticked, without finding the customer again.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select LP1' }).checked).toBe(true),
    );
    expect(await screen.findByText('Nothing left to pay.')).toBeTruthy();
  });
});
