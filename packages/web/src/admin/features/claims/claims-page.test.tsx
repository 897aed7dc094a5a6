// The claims queue and a claim's decisions: the queue marks an overdue claim; the detail shows the cap;
// an approval above the cap is refused before it is sent, a valid one goes out in tetri; operators do not
// get Approve (it moves money), and asking for more needs a note.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffClaim } from '@amanati/shared/answers/claims';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { ClaimsPage } from './claims-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const claim = (over: Partial<StaffClaim> = {}): StaffClaim => ({
  id: 'c1',
  reference: 'CL-7',
  parcelId: 'p1',
  tracking: 'TRK1',
  kind: 'damaged',
  state: 'submitted',
  description: 'Crushed box',
  photos: ['/uploads/claims/a.png'],
  insured: false,
  capTetri: 50_00,
  dueAt: '2026-01-10T10:00:00.000Z',
  amountTetri: null,
  decisionNote: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  events: [
    {
      kind: 'filed',
      at: '2026-01-01T10:00:00.000Z',
      by: 'customer',
      note: 'Crushed box',
      photos: ['/uploads/claims/a.png'],
      amountTetri: null,
    },
  ],
  customer: { id: 'u1', axid: 'AX10001', name: 'Nino Beridze', phone: null },
  parcel: {
    status: 'obtained',
    flight: 'US-1',
    weightKg: 2.5,
    amount: '50.00',
    currency: 'USD',
    branch: 'didube',
    handedOverAt: '2026-01-01T09:00:00.000Z',
  },
  overdue: true,
  ...over,
});

describe('claims in the back office', () => {
  it('lists the queue with the overdue marked', async () => {
    fakeApi({ 'GET /api/admin/claims?state=open': () => ({ body: { success: true, claims: [claim()] } }) });
    renderAdmin(<ClaimsPage role="operator" />, { path: '/admin/claims', user: staff() });
    const link = await screen.findByRole('link', { name: 'CL-7' });
    expect(link.getAttribute('href')).toBe('/admin/claims?id=c1');
    expect(screen.getByTestId('claim-row').getAttribute('data-overdue')).toBe('true');
    expect(screen.getByText(/overdue/)).toBeTruthy();
  });

  it('approves up to the cap only, in tetri; an admin decides', async () => {
    const api = fakeApi({
      'GET /api/admin/claims?state=open': () => ({ body: { success: true, claims: [] } }),
      'GET /api/admin/claims/c1': () => ({ body: { success: true, claim: claim() } }),
      'POST /api/admin/claims/c1/approve': () => ({
        body: { success: true, claim: claim({ state: 'approved', amountTetri: 32_50 }) },
      }),
    });
    renderAdmin(<ClaimsPage role="admin" />, { path: '/admin/claims?id=c1', user: staff('admin') });
    expect(await screen.findByText('50.00 ₾ — uninsured (liability per kg)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const amount = screen.getByLabelText(/^Amount/);
    fireEvent.change(amount, { target: { value: '50.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and credit' }));
    expect(await screen.findByText('At most 50.00 ₾ for this claim.')).toBeTruthy();
    expect(api.count('POST /api/admin/claims/c1/approve')).toBe(0);
    fireEvent.change(amount, { target: { value: '32.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(api.count('POST /api/admin/claims/c1/approve')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/claims/c1/approve')).toEqual({ amountTetri: 32_50 });
  });

  it('gives an operator no Approve, and asks for more only with a note', async () => {
    const api = fakeApi({
      'GET /api/admin/claims?state=open': () => ({ body: { success: true, claims: [] } }),
      'GET /api/admin/claims/c1': () => ({ body: { success: true, claim: claim() } }),
      'POST /api/admin/claims/c1/request-info': () => ({
        body: { success: true, claim: claim({ state: 'info_requested' }) },
      }),
    });
    renderAdmin(<ClaimsPage role="operator" />, { path: '/admin/claims?id=c1', user: staff() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for more' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^What the customer should add/), {
      target: { value: 'A photo of the label' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api.count('POST /api/admin/claims/c1/request-info')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/claims/c1/request-info')).toEqual({
      note: 'A photo of the label',
    });
  });
});
