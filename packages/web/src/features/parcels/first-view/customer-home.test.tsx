// The customer dashboard (spec §2, §9): the tab comes from the URL hash (default waiting); switching
// clears and reloads; page sizes 100 / 30 for obtained; columns per status; empty state; Show more.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import CustomerHome from './customer-home.tsx';
import {
  currentLocation,
  listAnswer,
  mockApi,
  openedPanel,
  product,
  renderWithApp,
  setViewport,
  type Call,
} from '../testing/render.tsx';

const lists = (calls: Call[]) =>
  calls.filter((c) => /\/api\/product\/gets(with)?\//.test(c.path)).map((c) => c.path);

function api(byStatus: Record<string, ReturnType<typeof listAnswer>> = {}) {
  return mockApi([
    [/\/api\/product\/gets(with)?\/(stock|sent)\/0\/1000$/, () => listAnswer([])], // readiness banner
    [
      /\/api\/product\/gets(with)?\/(\w+)\//,
      ({ path }) => byStatus[/gets(?:with)?\/(\w+)\//.exec(path)![1]!] ?? listAnswer([]),
    ],
    [/\/api2\/rate\/get/, () => ({ rates: { USD: 2.7, EUR: 2.9, CNY: 3.75, TRY: 0.08 } })],
  ]);
}

// Mantine in happy-dom is slow to query; generous time keeps the suite steady under a parallel run.

beforeEach(() => {
  initTestI18n('en');
  setViewport(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('customer dashboard tabs', () => {
  it('shows the waiting tab by default and loads 100 parcels', async () => {
    const calls = api({ waiting: listAnswer([product()]) });
    renderWithApp(<CustomerHome />);
    // The tabs appear with the first lists (no layout shift).
    expect((await screen.findByRole('tab', { name: 'Expected' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('button', { name: 'History of parcel TRACK1' });
    expect(lists(calls)).toContain('/api/product/gets/waiting/0/100');
    // Asked once, although the dashboard and the list both watch it.
    expect(lists(calls).filter((p) => p === '/api/product/gets/waiting/0/100')).toHaveLength(1);
  });

  it('takes the tab from the hash: obtained loads 30 with flights and has no branch column', async () => {
    setViewport(1920);
    const calls = api({
      obtained: listAnswer([product({ status: 'obtained', flightId: 'US-1', quantity: 2 })], { flights: [] }),
    });
    renderWithApp(<CustomerHome />, { route: '/home#obtained' });
    expect((await screen.findByRole('tab', { name: 'Received' })).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'USA — 1' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Every column from 1600 px; no actions column when no parcel has one (received parcels never do).
    expect(headers).toEqual([
      'Tracking number',
      'Product',
      'Quantity',
      'Shop',
      'Amount',
      'Currency',
      'Invoice',
      'Flight',
    ]);
    expect(within(table).getByText('US-1')).toBeTruthy();
    expect(within(table).getByText('50.00')).toBeTruthy();
    expect(lists(calls)).toContain('/api/product/getswith/obtained/0/30');
  });

  it('at 1280 px fits the arrived table: product, quantity and shop under the tracking number, the amount with its currency, weight and charge', async () => {
    api({
      arrived: listAnswer(
        [
          product({
            status: 'arrived',
            flightId: 'US-261127-3',
            productOrderId: '1Z999AA10555666777',
            amount: 45.5,
            weight: 2.3,
            price: 21.6,
            state: 'unpaid',
          }),
        ],
        { flights: [] },
      ),
    });
    renderWithApp(<CustomerHome />, { route: '/home#arrived' });
    const table = await screen.findByRole('table', { name: 'USA — 1' });
    expect(table.dataset.layout).toBe('compact');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Tracking number',
      'Amount',
      'Branch',
      'Invoice',
      'Flight',
      'Weight',
      'Shipping',
    ]);
    const row = within(table).getByRole('row', { name: /1Z999AA10555666777/ });
    expect(within(row).getByText(/^Shoes × 1 ·/).textContent).toBe('Shoes × 1 · Amazon');
    expect(within(row).getByText('45.50 USD')).toBeTruthy();
    expect(within(row).getByText('2.3 kg')).toBeTruthy();
    expect(within(row).getByText('21.60 ₾')).toBeTruthy();
    // The tracking number is never broken inside the code.
    expect(within(row).getByRole('button', { name: /1Z999AA10555666777/ }).style.whiteSpace).toBe('nowrap');
  });

  it('has the branch column and no flight column while waiting', async () => {
    api({ waiting: listAnswer([product()]) });
    renderWithApp(<CustomerHome />);
    const table = await screen.findByRole('table', { name: 'USA — 1' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Branch');
    expect(headers).not.toContain('Flight');
    expect(headers).toContain('Actions');
    expect(within(table).getByText(/^Shoes × 1 ·/).textContent).toBe('Shoes × 1 · Amazon');
  });

  it('switching tabs sets the hash, clears the list and reloads it', async () => {
    const user = userEvent.setup();
    const calls = api({
      waiting: listAnswer([product()]),
      stock: listAnswer([product({ _id: 'p2', productOrderId: 'STOCK1', status: 'stock' })]),
    });
    renderWithApp(<CustomerHome />);
    await screen.findByText('TRACK1');
    await user.click(screen.getByRole('tab', { name: 'At the warehouse' }));
    expect(currentLocation()).toBe('/home#stock');
    expect(screen.queryByText('TRACK1')).toBeNull();
    await screen.findByText('STOCK1');
    expect(lists(calls)).toContain('/api/product/gets/stock/0/100');
    await user.click(screen.getByRole('tab', { name: 'Expected' }));
    await screen.findByText('TRACK1');
    expect(lists(calls).filter((p) => p === '/api/product/gets/waiting/0/100')).toHaveLength(2);
  });

  it('shows the empty state with its text', async () => {
    api({});
    renderWithApp(<CustomerHome />, { route: '/home#arrived' });
    await screen.findByText('No parcels have arrived');
    expect(screen.getByText(/ready to collect/)).toBeTruthy();
  });

  it('groups by country in the order China, USA, Turkey and shows cards below 1200 px', async () => {
    setViewport(1024);
    api({
      waiting: listAnswer([
        product({ _id: 'a', productOrderId: 'TR1', senderCountryId: 3, shop: '_TRENDYOL_' }),
        product({ _id: 'b', productOrderId: 'CN1', senderCountryId: 1, shop: '_TAOBAO_' }),
      ]),
    });
    renderWithApp(<CustomerHome />);
    await screen.findByText('CN1');
    expect(screen.queryByRole('table')).toBeNull();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['China — 1', 'Turkey — 1']);
  });

  it('loads the next page of 30 received parcels with Show more', async () => {
    setViewport(390);
    const obtained = { status: 'obtained' as const, flightId: 'US-1' };
    const first = Array.from({ length: 30 }, (_, i) =>
      product({ ...obtained, _id: `p${i}`, productOrderId: `T${i}` }),
    );
    const calls = mockApi([
      [/\/0\/1000$/, () => listAnswer([])],
      [/\/getswith\/obtained\/0\/30$/, () => ({ ...listAnswer(first), productsCount: 31 })],
      [
        /\/getswith\/obtained\/30\/30$/,
        () => ({
          ...listAnswer([product({ ...obtained, _id: 'last', productOrderId: 'LAST' })]),
          productsCount: 31,
        }),
      ],
    ]);
    renderWithApp(<CustomerHome />, { route: '/home#obtained' });
    // Thirty cards take a while to render in happy-dom on a busy machine: the setup's wait applies.
    await screen.findByText('T29');
    // A long list is slow to query in happy-dom: a plain click and a direct lookup.
    fireEvent.click(screen.getByText('Show more'));
    await screen.findByText('LAST');
    expect(lists(calls)).toContain('/api/product/getswith/obtained/30/30');
    await waitFor(() => expect(screen.queryByText('Show more')).toBeNull());
  });

  it('opens on a phone with the account strip, the red notice folded to its title and the tabs in one row', async () => {
    setViewport(390);
    const user = userEvent.setup();
    mockApi([
      [/\/api\/product\/debtSum$/, () => ({ success: true, deptSum: 12.5 })],
      [/\/api\/product\/gets(with)?\//, () => listAnswer([])],
    ]);
    renderWithApp(<CustomerHome />);
    const strip = await screen.findByRole('region', { name: 'Your account' });
    expect(within(strip).getByTestId('strip-room').textContent).toContain('AX10001');
    expect(within(strip).getByRole('button', { name: 'Copy: Room number' })).toBeTruthy();
    expect(within(strip).getByTestId('strip-balance').textContent).toBe('150.00 ₾');
    await waitFor(() => expect(within(strip).getByTestId('strip-debt').textContent).toBe('12.50 ₾'));
    within(strip).getByRole('button', { name: 'Pay 12.50 ₾' });
    await user.click(within(strip).getByRole('button', { name: 'Top up balance' }));
    expect(openedPanel()?.name).toBe('addBalance');

    // The red notice: its title and More; the text unfolds and folds again.
    const more = screen.getByRole('button', { name: 'More: Please declare your parcels correctly' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(true);
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(body.textContent).toMatch(/Declare every parcel/);
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(body.hidden).toBe(true);

    expect(screen.getByRole('tablist').style.flexWrap).toBe('nowrap');
  });

  it('keeps the desktop as it was: no strip, the notice unfolded', async () => {
    api({});
    renderWithApp(<CustomerHome />);
    await screen.findByRole('tab', { name: 'Expected' });
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^More/ })).toBeNull();
    expect(screen.getByText(/Declare every parcel/)).toBeTruthy();
  });

  it('opens the add-parcel panel with the current tab', async () => {
    const user = userEvent.setup();
    api({});
    renderWithApp(<CustomerHome />, { route: '/home#stock' });
    await user.click(screen.getByRole('button', { name: 'Add a parcel' }));
    expect(openedPanel()).toEqual({ name: 'addParcel', props: { status: 'stock' } });
    await user.click(screen.getByRole('button', { name: 'Call a courier' }));
    expect(openedPanel()?.name).toBe('courier');
  });
});
