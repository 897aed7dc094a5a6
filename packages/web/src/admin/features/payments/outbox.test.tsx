// The outbox of every channel: where each message went, what waits (quiet hours), and "send again".
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const message = (over: Record<string, unknown>) => ({
  _id: 'm1',
  channel: 'email',
  to: 'nino@example.ge',
  AXID: 'AX10001',
  notificationId: null,
  subject: 'Amanati: flight landed',
  text: null,
  kind: 'notification:flight_arrived',
  status: 'sent',
  attempts: 1,
  lastError: null,
  dueAt: '2026-11-27T10:00:00.000Z',
  providerRef: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: '2026-11-27T10:00:05.000Z',
  ...over,
});

describe('the outbox tab', () => {
  it('lists e-mail, SMS and push with their state, filters by channel and sends again', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const api = fakeApi({
      'GET /api/admin/outbox?skip=0&limit=100': () => ({
        body: {
          success: true,
          count: 3,
          mails: [
            message({}),
            message({
              _id: 'm2',
              channel: 'sms',
              to: '995555123456',
              subject: '',
              text: 'Amanati: Flight landed. Collect at the branch.',
              status: 'pending',
              dueAt: later,
              sentAt: null,
            }),
            message({
              _id: 'm3',
              channel: 'push',
              to: 'device-id',
              subject: '',
              text: 'Held at customs',
              status: 'gone',
              lastError: 'HTTP 410',
            }),
          ],
        },
      }),
      'GET /api/admin/outbox?channel=sms&skip=0&limit=100': () => ({
        body: { success: true, count: 0, mails: [] },
      }),
      'POST /api/admin/outbox/m3/resend': () => ({ body: { success: true } }),
    });
    renderAdmin(<PaymentsPage role="admin" />, {
      user: staff('admin'),
      path: '/admin/payments/outbox',
      route: '/admin/payments/:tab',
    });
    const table = await screen.findByRole('group', { name: 'Messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Amanati: Flight landed. Collect at the branch.')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^goes at /)).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(within(rows[2]!).getByText('Device')).toBeTruthy();
    expect(within(rows[2]!).getByText('HTTP 410')).toBeTruthy();
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.count('POST /api/admin/outbox/m3/resend')).toBe(1));

    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(
      await screen.findByText(/this list shows exactly what customers would have received/),
    ).toBeTruthy();
    await waitFor(() => expect(api.count('GET /api/admin/outbox?channel=sms&skip=0&limit=100')).toBe(1));
  });
});
