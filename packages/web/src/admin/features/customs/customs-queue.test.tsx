// The customs queue (issue 16 §5): open groups with the customer, parcels, fee, payer id and receipt link;
// VAT and duty typed in lari are sent as lari; clearing waits for the receipt of a clearance group.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { CustomsQueuePage } from './customs-queue-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const group = (over: Record<string, unknown> = {}) => ({
  groupId: 'g1',
  reason: 'clearance',
  state: 'receipt',
  flight: 'US-260101',
  arrivedAt: '2026-01-05T10:00:00.000Z',
  parcels: [
    {
      _id: 'g1',
      productOrderId: 'TRKA',
      shop: '_AMAZON_',
      otherShop: null,
      personalParcel: false,
      senderName: null,
      valueTetri: 200_00,
    },
    {
      _id: 'p2',
      productOrderId: 'TRKB',
      shop: '_AMAZON_',
      otherShop: null,
      personalParcel: false,
      senderName: null,
      valueTetri: 101_00,
    },
  ],
  valueTetri: 301_00,
  stateFeeTetri: 20_00,
  treasuryCode: '707017021',
  payer: { name: 'Nino Beridze', id: '01001012345', kind: 'personal' },
  vatTetri: null,
  dutyTetri: null,
  receipt: 'abc.pdf',
  customer: { _id: 'u1', AXID: 'AX10001', name: 'Nino Beridze' },
  updatedAt: '2026-01-06T10:00:00.000Z',
  ...over,
});

describe('customs queue page', () => {
  it('lists open groups with the receipt link, sends VAT and duty in lari and clears', async () => {
    const api = fakeApi({
      'GET /api/admin/customs/queue?state=open': () => ({ body: { success: true, groups: [group()] } }),
      'POST /api/admin/customs/queue/g1/assess': () => ({
        body: { success: true, group: group({ vatTetri: 54_18, dutyTetri: 0 }) },
      }),
      'POST /api/admin/customs/queue/g1/clear': () => ({
        body: { success: true, group: group({ state: 'cleared' }) },
      }),
    });
    renderAdmin(<CustomsQueuePage />, { path: '/admin/customs/queue', user: staff() });
    const row = (await screen.findByText('AX10001')).closest('tr')!;
    expect(within(row).getByText('TRKA')).toBeTruthy();
    expect(within(row).getByText('301.00 ₾')).toBeTruthy();
    expect(within(row).getByText('01001012345')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Receipt of AX10001' }).getAttribute('href')).toBe(
      '/uploads/receipts/abc.pdf',
    );
    expect(api.calls[0]!.path).toBe('/api/admin/customs/queue?state=open');

    fireEvent.change(within(row).getByLabelText('VAT'), { target: { value: '54,18' } });
    fireEvent.change(within(row).getByLabelText('Duty'), { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST /api/admin/customs/queue/g1/assess')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/customs/queue/g1/assess')).toEqual({ vat: 54.18, duty: 0 });

    fireEvent.click(within(row).getByRole('button', { name: 'Cleared by customs' }));
    await waitFor(() => expect(api.count('POST /api/admin/customs/queue/g1/clear')).toBe(1));
    expect(await screen.findByText('Group of AX10001 cleared: the customer has been told')).toBeTruthy();
  });

  it('refuses an amount that does not read, and waits for the receipt before clearing', async () => {
    const api = fakeApi({
      'GET /api/admin/customs/queue?state=open': () => ({
        body: { success: true, groups: [group({ state: 'held', receipt: null })] },
      }),
    });
    renderAdmin(<CustomsQueuePage />, { path: '/admin/customs/queue', user: staff() });
    const row = (await screen.findByText('AX10001')).closest('tr')!;
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Cleared by customs' }).disabled).toBe(
      true,
    );
    fireEvent.change(within(row).getByLabelText('VAT'), { target: { value: 'fifty' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByRole('alert')).toBeTruthy();
    expect(api.count('POST /api/admin/customs/queue/g1/assess')).toBe(0);
  });

  it('filters by state', async () => {
    const api = fakeApi({
      'GET /api/admin/customs/queue?state=open': () => ({ body: { success: true, groups: [] } }),
      'GET /api/admin/customs/queue?state=cleared': () => ({ body: { success: true, groups: [] } }),
    });
    renderAdmin(<CustomsQueuePage />, { path: '/admin/customs/queue', user: staff() });
    expect(await screen.findByText('No groups here.')).toBeTruthy();
    fireEvent.click(screen.getByText('Cleared'));
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/api/admin/customs/queue?state=cleared'),
    );
  });
});
