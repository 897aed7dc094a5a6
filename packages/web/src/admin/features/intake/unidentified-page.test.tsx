// The unidentified queue: each parcel can be given to a customer by typing their AXID and Enter.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { UnidentifiedPage } from './unidentified-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = {
  id: 'u-1',
  tracking: 'TORN123',
  country: 3,
  labelAxid: 'AX99999',
  weightKg: '2.500',
  labelPhoto: 'a1b2.jpg',
  note: 'torn label',
  createdAt: '2026-11-23T09:00:00.000Z',
};

describe('unidentified queue', () => {
  it('lists the parcels and gives one to the customer typed', async () => {
    let items = [item];
    const api = fakeApi({
      'GET /api/admin/intake/unidentified': () => ({ body: { success: true, items } }),
      'POST /api/admin/intake/unidentified/u-1/resolve': ({ body }) =>
        (body as { axid: string }).axid === 'AX10001'
          ? ((items = []), { body: { success: true, parcel: {} } })
          : { status: 404, body: { success: false, message: 'account_not_found' } },
    });
    renderAdmin(<UnidentifiedPage />, { user: staff() });
    expect((await screen.findByRole('link', { name: 'TORN123' })).getAttribute('href')).toBe(
      '/uploads/labels/a1b2.jpg',
    );
    expect(screen.getByText('Turkey')).toBeTruthy();
    expect(screen.getByText('torn label')).toBeTruthy();

    const field = screen.getByRole('textbox', { name: "Customer's AXID for TORN123" });
    fireEvent.change(field, { target: { value: 'AX1' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('No customer with this AXID.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'ax10001' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.queryByText('TORN123')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { axid: 'AX1' },
      { axid: 'AX10001' },
    ]);
    expect(await screen.findByText('The queue is empty.')).toBeTruthy();
  });

  it('shows the sizes measured, and asks for a weight only where the queue has none', async () => {
    const unweighed = { ...item, id: 'u-2', tracking: 'NOWT1', weightKg: null, labelPhoto: null };
    const api = fakeApi({
      'GET /api/admin/intake/unidentified': () => ({
        body: { success: true, items: [{ ...item, lengthCm: 40, widthCm: 30, heightCm: 20 }, unweighed] },
      }),
      'POST /api/admin/intake/unidentified/u-2/resolve': () => ({ body: { success: true, parcel: {} } }),
    });
    renderAdmin(<UnidentifiedPage />, { user: staff() });
    expect(await screen.findByText('40 × 30 × 20 cm')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Weight of TORN123, kg' })).toBeNull();
    const weight = screen.getByRole('textbox', { name: 'Weight of NOWT1, kg' });
    const axid = screen.getByRole('textbox', { name: "Customer's AXID for NOWT1" });
    fireEvent.change(axid, { target: { value: 'AX10001' } });
    fireEvent.submit(axid.closest('form')!);
    expect(await screen.findByText('Enter the weight in kilograms, e.g. 1.25')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(weight, { target: { value: '2,75' } });
    fireEvent.submit(axid.closest('form')!);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ axid: 'AX10001', weightKg: '2.75' });
  });

  it('checks the AXID before sending', async () => {
    const api = fakeApi({
      'GET /api/admin/intake/unidentified': () => ({ body: { success: true, items: [item] } }),
    });
    renderAdmin(<UnidentifiedPage />, { user: staff() });
    const field = await screen.findByRole('textbox', { name: /AXID for TORN123/ });
    fireEvent.change(field, { target: { value: '10001' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('An AXID looks like AX12345.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
