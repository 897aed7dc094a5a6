// Bill-pay channels (admins): the list, making a channel (the secret shown once, field errors from the
// form's own checks and from the server), revoking one; operators do not see the tab.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const channel = (over: Record<string, unknown> = {}) => ({
  id: 'c1',
  name: 'TBC Pay',
  login: 'tbcpay',
  allowedIps: ['192.0.2.0/24'],
  createdAt: '2026-11-27T10:00:00.000Z',
  lastCallAt: '2026-11-28T09:30:00.000Z',
  revokedAt: null,
  ...over,
});

const open = (role: 'admin' | 'operator' = 'admin') =>
  renderAdmin(<PaymentsPage role={role} />, {
    user: staff(role),
    path: '/admin/payments/billpay',
    route: '/admin/payments/:tab',
  });

describe('the bill-pay channels tab', () => {
  it('lists the channels, makes one showing its secret once, and revokes one', async () => {
    let made: unknown;
    const api = fakeApi({
      'GET /api/admin/billpay/channels': () => ({ body: { success: true, channels: [channel()] } }),
      'POST /api/admin/billpay/channels': (req) => {
        made = req.body;
        return {
          body: {
            success: true,
            channel: channel({ id: 'c2', name: 'Paybox', login: 'paybox', allowedIps: ['203.0.113.7'] }),
            secret: 'S3cr3t-once',
          },
        };
      },
      'POST /api/admin/billpay/channels/c1/revoke': () => ({ body: { success: true } }),
    });
    vi.stubGlobal('confirm', () => true);
    open();
    const table = await screen.findByRole('group', { name: 'Bill-pay channels' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('tbcpay')).toBeTruthy();
    expect(within(row).getByText('192.0.2.0/24')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Partner'), { target: { value: 'Paybox' } });
    fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'PayBox' } });
    fireEvent.change(screen.getByLabelText('Addresses it calls from'), {
      target: { value: '203.0.113.7\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create the channel' }));
    expect(await screen.findByText('paybox:S3cr3t-once')).toBeTruthy();
    expect(made).toEqual({ name: 'Paybox', login: 'paybox', allowedIps: ['203.0.113.7'] });

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke TBC Pay' }));
    await waitFor(() => expect(api.count('POST /api/admin/billpay/channels/c1/revoke')).toBe(1));
  });

  it('shows the field errors of a login the form refuses, sending nothing', async () => {
    const api = fakeApi({
      'GET /api/admin/billpay/channels': () => ({ body: { success: true, channels: [] } }),
    });
    open();
    expect(await screen.findByText('No channels yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Partner'), { target: { value: 'Kiosk' } });
    fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'no spaces allowed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the channel' }));
    await waitFor(() => expect(screen.getByLabelText('Login').getAttribute('aria-invalid')).toBe('true'));
    expect(api.count('POST /api/admin/billpay/channels')).toBe(0);
  });

  it('is not offered to operators', async () => {
    fakeApi({
      'GET /api/admin/payment-orders?skip=0&limit=100': () => ({
        body: { success: true, count: 0, orders: [] },
      }),
    });
    open('operator');
    expect(await screen.findByRole('tab', { name: 'Card payments' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bill-pay channels' })).toBeNull();
  });
});
