/** The invoice page's address (review #31): a branch suffix that names no branch asks for the whole flight. */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import InvoicePage from './invoice-page.tsx';

beforeAll(() => initTestI18n('ka'));
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) =>
  renderWith(<InvoicePage />, { user: demoCandidate(), path, route: '/invoice/:flightId/:branch?' });

describe('the invoice page', () => {
  it('ignores a branch suffix that names no branch (tbilisi_1), keeps one that does', async () => {
    const api = fakeApi({});
    open('/invoice/CN-261121/tbilisi_1');
    await screen.findByRole('alert');
    expect(api.calls.map((c) => c.path)).toContain('/api/invoice/get/CN-261121');
    expect(api.calls.some((c) => c.path.includes('tbilisi_1'))).toBe(false);
  });

  it('asks for one branch when the suffix is a branch', async () => {
    const api = fakeApi({});
    open('/invoice/CN-261121/didube');
    await screen.findByRole('alert');
    expect(api.calls.map((c) => c.path)).toContain('/api/invoice/get/CN-261121/didube');
  });

  it('says "not found" with a way home in the text\'s own size', async () => {
    fakeApi({});
    open('/invoice/CN-261121');
    const alert = await screen.findByRole('alert');
    const home = alert.querySelector('a')!;
    expect(home.getAttribute('href')).toBe('/home');
    expect(home.style.fontSize).toBe('inherit');
  });
});
