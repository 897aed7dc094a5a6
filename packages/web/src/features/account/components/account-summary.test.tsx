import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { usePanels } from '../../../lib/panels.tsx';
import { listLimit } from '../../parcels/api/list-limits.ts';
import { AccountSummary, capitalise } from './account-summary.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify.ts');

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AccountSummary', () => {
  it('greets with the capitalised English first name and shows room, balance and debt with 2 decimals', async () => {
    fakeApi({ 'GET /api/product/debtSum': () => ({ body: { deptSum: 12.5 } }) });
    renderWith(<AccountSummary />, { user: demoCandidate({ balance: 150 }) });
    expect(await screen.findByText('გამარჯობა, Nino!')).toBeTruthy();
    expect(screen.getByTestId('room-number').textContent).toBe('AX100001');
    expect(screen.getByTestId('balance').textContent).toBe('150.00 ₾');
    await waitFor(() => expect(screen.getByTestId('debt').textContent).toBe('12.50 ₾'));
    expect(capitalise('nino')).toBe('Nino');
  });

  it('hides Pay while the debt is 0 but offers the top-up', async () => {
    const api = fakeApi({ 'GET /api/product/debtSum': () => ({ body: { deptSum: 0 } }) });
    renderWith(<AccountSummary />, { user: demoCandidate({ deptSum: 0 }) });
    await waitFor(() => expect(api.count('GET /api/product/debtSum')).toBe(1));
    expect(screen.queryByRole('button', { name: /^გადახდა/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'ბალანსის შევსება' })).toBeTruthy();
  });

  it('pays once, rests 5 s after the click, then reloads the user, the debt and the parcel lists', async () => {
    let debt = 40;
    const api = fakeApi({
      'GET /api/product/debtSum': () => ({ body: { deptSum: debt } }),
      'GET /api/authorization/userInformation': () => ({
        body: { candidate: demoCandidate({ balance: 110 }) },
      }),
      'POST /api/payment/payall': () => {
        debt = 0;
        return { body: { paid: 40, balance: 110 } };
      },
    });
    const arrived = vi.fn(() => Promise.resolve({ products: [] }));
    function ArrivedList() {
      useQuery({ queryKey: ['parcels', 'arrived', 0, 100], queryFn: arrived });
      return null;
    }
    renderWith(
      <>
        <AccountSummary />
        <ArrivedList />
      </>,
      { user: demoCandidate({ deptSum: 40 }) },
    );
    // Pay says what it will pay, and asks first (issue 17 §1).
    const pay = await screen.findByRole('button', { name: 'გადახდა 40.00 ₾' });
    await waitFor(() => expect(arrived).toHaveBeenCalledTimes(1));

    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    expect(within(dialog).getByTestId('pay-amount').textContent).toBe('40.00 ₾');
    expect(within(dialog).getByTestId('pay-balance-now').textContent).toBe('150.00 ₾');
    expect(within(dialog).getByTestId('pay-balance-after').textContent).toBe('110.00 ₾');
    expect(api.count('POST /api/payment/payall')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'გადახდა 40.00 ₾' }));
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pay);
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('გადახდა წარმატებით შესრულდა'));
    expect(api.count('POST /api/payment/payall')).toBe(1);
    await waitFor(() => expect(api.count('GET /api/authorization/userInformation')).toBe(1));
    await waitFor(() => expect(arrived).toHaveBeenCalledTimes(2));
    // The arrived list comes back with its first 1000 (spec §4, §9).
    expect(listLimit('arrived')).toBe(1000);
    expect(api.count('GET /api/product/debtSum')).toBeGreaterThanOrEqual(2);
    // Debt is now 0: the button goes away.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^გადახდა/ })).toBeNull());
  });

  it('keeps Pay disabled for 5 s after a failed payment too, then enables it again', async () => {
    const api = fakeApi({
      'GET /api/product/debtSum': () => ({ body: { deptSum: 40 } }),
      'POST /api/payment/payall': () => ({ status: 400, body: { message: 'not_enough_money_on_balance' } }),
    });
    // The balance the page knows covers it; the server's is short by now.
    renderWith(<AccountSummary />, { user: demoCandidate({ deptSum: 40, balance: 100 }) });
    const pay = await screen.findByRole<HTMLButtonElement>('button', { name: 'გადახდა 40.00 ₾' });
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'გადახდა 40.00 ₾' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(notify.notifyError).toHaveBeenCalledWith('ბალანსზე საკმარისი თანხა არ არის');
    expect(pay.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(pay.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pay.disabled).toBe(false);
    expect(api.count('POST /api/payment/payall')).toBe(1);
  });

  it('counts the parcels ready for pickup and leads to the pickup pass', async () => {
    const parcel = (id: string) => ({ id, tracking: `T${id}`, flight: 'US-261201', weightKg: 1 });
    let passes: unknown[] = [];
    const api = fakeApi({
      'GET /api/product/debtSum': () => ({ body: { deptSum: 0 } }),
      'GET /api/pickup': () => ({
        body: {
          success: true,
          ready: [
            { branch: 'didube', parcels: [parcel('1'), parcel('2')] },
            { branch: 'kutaisi_1', parcels: [parcel('3')] },
          ],
          passes,
        },
      }),
    });
    const { queryClient } = renderWith(<AccountSummary />, { user: demoCandidate(), path: '/', route: '/' });
    const ready = await screen.findByTestId('pickup-ready');
    expect(within(ready).getByText('გასატანად მზადაა 3 ამანათი')).toBeTruthy();
    const link = within(ready).getByRole('link', { name: 'გატანის საშვის მიღება' });
    expect(link.getAttribute('href')).toBe('/pickup');
    expect(api.count('GET /api/pickup')).toBe(1);

    // With a pass made, the same place shows it.
    passes = [{ id: 'pass-1', branch: 'didube', state: 'active' }];
    await act(() => queryClient.invalidateQueries({ queryKey: ['pickup'] }));
    expect(await screen.findByRole('link', { name: 'გატანის საშვის ნახვა' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'გატანის საშვის ნახვა' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says nothing about pickup while no parcel is ready', async () => {
    const api = fakeApi({
      'GET /api/product/debtSum': () => ({ body: { deptSum: 0 } }),
      'GET /api/pickup': () => ({ body: { success: true, ready: [], passes: [] } }),
    });
    renderWith(<AccountSummary />, { user: demoCandidate() });
    await waitFor(() => expect(api.count('GET /api/pickup')).toBe(1));
    expect(await screen.findByRole('button', { name: 'ბალანსის შევსება' })).toBeTruthy();
    expect(screen.queryByTestId('pickup-ready')).toBeNull();
    expect(screen.queryByRole('link', { name: /გატანის საშვ/ })).toBeNull();
  });

  it('opens the add-balance panel', async () => {
    fakeApi({ 'GET /api/product/debtSum': () => ({ body: { deptSum: 0 } }) });
    function Probe() {
      const { open } = usePanels();
      return <output data-testid="panel">{open ?? ''}</output>;
    }
    renderWith(
      <>
        <AccountSummary />
        <Probe />
      </>,
      { user: demoCandidate() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ბალანსის შევსება' }));
    expect(screen.getByTestId('panel').textContent).toBe('addBalance');
  });
});
