/** /add-branches (review #19): a city's only branch is chosen with it; one warning, beside the field. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import BranchPage from './branch-page.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

const group = (name: string) => within(screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) }));
const city = (name: string) => fireEvent.click(group('City').getByRole('radio', { name }));

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('choosing the branch', () => {
  it('chooses Kutaisi’s only branch with the city, and saves it', async () => {
    const api = fakeApi({ 'POST /api/branch/create': () => ({ body: { success: true } }) });
    renderWith(<BranchPage />, { user: demoCandidate() });
    city('Kutaisi');
    expect(group('Branch').getByRole<HTMLInputElement>('radio', { name: 'Kutaisi' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Branch saved'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      city: 'kutaisi',
      address: 'kutaisi_1',
    });
  });

  it('warns once, beside the field, when a city with several branches has none chosen', () => {
    const api = fakeApi({});
    renderWith(<BranchPage />, { user: demoCandidate() });
    city('Kutaisi');
    city('Tbilisi');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please choose a branch')).toHaveLength(1);
    expect(notify.notify).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByText(/Parcels you have already added keep their own branch/)).toBeTruthy();
  });
});
