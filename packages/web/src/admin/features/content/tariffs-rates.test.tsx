// Tariffs (a grid of country × type in USD per kg) and rates (manual entry of what changed, and the
// National Bank import) as the admin screens send them.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { ContentPage } from './content-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const at = (tab: string) => ({ path: `/admin/content/${tab}`, route: '/admin/content/:tab?', user: staff() });

describe('tariffs', () => {
  it('shows the current tariffs and sends the grid', async () => {
    const api = fakeApi({
      'GET /api/admin/tariffs': () => ({
        body: {
          success: true,
          tariffs: [
            { country: 1, type: 1, amount: 8.5, updatedAt: '' },
            { country: 3, type: 2, amount: 4, updatedAt: '' },
          ],
        },
      }),
      'PUT /api/admin/tariffs': () => ({ body: { success: true, tariffs: [] } }),
    });
    renderAdmin(<ContentPage />, at('tariffs'));
    const chinaIndividuals = await screen.findByRole('textbox', { name: 'China — Individuals' });
    expect((chinaIndividuals as HTMLInputElement).value).toBe('8.5');
    fireEvent.change(chinaIndividuals, { target: { value: '9,25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'USA — Personal parcels' }), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('PUT /api/admin/tariffs')).toBe(1));
    expect(bodyOf(api.calls, 'PUT /api/admin/tariffs')).toEqual({
      tariffs: [
        { country: 1, type: 1, amount: '9.25' },
        { country: 2, type: 3, amount: '7' },
        { country: 3, type: 2, amount: '4' },
      ],
    });
  });

  it('refuses a negative tariff before sending', async () => {
    const api = fakeApi({
      'GET /api/admin/tariffs': () => ({ body: { success: true, tariffs: [] } }),
    });
    renderAdmin(<ContentPage />, at('tariffs'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Turkey — Organisations' }), {
      target: { value: '-3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Check the amounts/)).toBeTruthy();
    expect(api.count('PUT /api/admin/tariffs')).toBe(0);
  });
});

describe('rates', () => {
  const rates = () => ({
    body: {
      success: true,
      rates: { USD: 2.7, EUR: 2.94, CNY: 3.75, TRY: 0.08 },
      date: '2026-11-23',
      history: [],
    },
  });

  it('sends only the rates that changed, with the day they apply from', async () => {
    const api = fakeApi({
      'GET /api/admin/rates': rates,
      'POST /api/admin/rates': () => ({ body: { success: true, rates: [] } }),
    });
    renderAdmin(<ContentPage />, at('rates'));
    const usd = await screen.findByRole('textbox', { name: 'Lari per 1 USD' });
    expect(screen.getByRole('textbox', { name: 'Lari per 10 CNY' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No rate was changed.')).toBeTruthy();
    fireEvent.change(usd, { target: { value: '2.7123' } });
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST /api/admin/rates')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/rates')).toEqual({
      rates: [{ currency: 'USD', rate: '2.7123' }],
      validOn: '2026-11-24',
    });
  });

  it('imports from the National Bank and explains when the bank does not answer', async () => {
    const api = fakeApi({
      'GET /api/admin/rates': rates,
      'POST /api/admin/rates/import-nbg': () => ({
        status: 502,
        body: { success: false, message: 'rates_source_failed' },
      }),
    });
    renderAdmin(<ContentPage />, at('rates'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import from the National Bank' }));
    await waitFor(() => expect(api.count('POST /api/admin/rates/import-nbg')).toBe(1));
    expect(await screen.findByText(/^The National Bank did not answer/)).toBeTruthy();
  });
});
