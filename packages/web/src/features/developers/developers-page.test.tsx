import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import DevelopersPage from './developers-page.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const row = (over: Record<string, unknown> = {}) => ({
  _id: 'k1',
  name: 'Online shop',
  prefix: 'amk_AbC123',
  scopes: ['parcels:read', 'parcels:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  ...over,
});

describe('DevelopersPage', () => {
  it('makes a key with a name and scopes and shows it once', async () => {
    let keys = [] as ReturnType<typeof row>[];
    const api = fakeApi({
      'GET /api/developer/keys': () => ({ body: { success: true, keys } }),
      'POST /api/developer/keys': (call) => {
        keys = [
          row({
            name: (call.body as { name: string }).name,
            scopes: (call.body as { scopes: string[] }).scopes,
          }),
        ];
        return { body: { success: true, key: 'amk_secret-value', apiKey: keys[0] } };
      },
    });
    renderWith(<DevelopersPage />, { user: demoCandidate() });
    expect(await screen.findByText('No keys yet.')).toBeTruthy();
    // Nothing is sent without a name.
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Enter a name for the key.')).toBeTruthy();
    expect(api.count('POST /api/developer/keys')).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Warehouse sync' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /account:read/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('new-api-key')).textContent).toBe('amk_secret-value');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Warehouse sync',
      scopes: ['parcels:read', 'account:read'],
    });
    const table = await screen.findByRole('table', { name: 'Your keys' });
    expect(within(table).getByText('Warehouse sync')).toBeTruthy();
    expect(within(table).getByText('Not used yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('new-api-key')).toBeNull();
  });

  it('revokes a key only after a second, explicit press', async () => {
    const api = fakeApi({
      'GET /api/developer/keys': () => ({ body: { success: true, keys: [row()] } }),
      'DELETE /api/developer/keys/k1': () => ({ body: { success: true } }),
    });
    renderWith(<DevelopersPage />, { user: demoCandidate() });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key "Online shop"' }));
    expect(api.count('DELETE /api/developer/keys/k1')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke now' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Key "Online shop" revoked'));
  });
});
