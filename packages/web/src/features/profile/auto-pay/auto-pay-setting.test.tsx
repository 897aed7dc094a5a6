import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { AutoPaySetting } from './auto-pay-setting.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify.ts');

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AutoPaySetting', () => {
  it('shows the setting and turning it on tells what it paid at once', async () => {
    const api = fakeApi({
      'GET /api/money/auto-pay': () => ({ body: { success: true, enabled: false, paid: 0, balance: 50 } }),
      'PUT /api/money/auto-pay': () => ({
        body: { success: true, enabled: true, paid: 32.4, balance: 17.6 },
      }),
    });
    renderWith(<AutoPaySetting />, { user: demoCandidate() });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: /Pay flights from my balance/ });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/oldest flight first/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Auto-pay is on: 32.40 ₾ paid from your balance'),
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
