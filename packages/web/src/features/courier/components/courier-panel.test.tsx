// The courier order panel (spec §4, §5, §7, §9): flights of the chosen branch, the third-party switch
// (editable blank name and phone, otherwise the account's read-only), the price from the shared tariff
// by region, the two list messages; the address typed in Georgian, pasted Latin flagged; the review step
// before sending; after it the panel closes and a toast gives the order number and the way to the list.
import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePanels } from '../../../lib/panels.tsx';
import { initTestI18n } from '../../../test/i18n.ts';
import {
  currentLocation,
  demoUser,
  mockApi,
  openedPanel,
  renderWithApp,
  type Call,
} from '../../parcels/testing/render.tsx';
import CourierPanel from './courier-panel.tsx';

const toasts = vi.hoisted(() => [] as NotificationData[]);
vi.mock('../../../lib/notify.ts', () => ({
  notify: (data: NotificationData) => toasts.push(data),
  notifySuccess: (message: string) => toasts.push({ message, color: 'green' }),
  notifyError: (message: string) => toasts.push({ message, color: 'red' }),
}));

const flight = (flightId: string, weight: number, state: 'paid' | 'unpaid') => ({
  _id: flightId,
  flightId,
  countryId: '2',
  flightNumber: '1',
  additionalText: '',
  additionalTextLocalized: null,
  startdAt: null,
  estimatedAt: null,
  endAt: null,
  declarationDeadline: null,
  updateStatus: false,
  custom: false,
  tbilisi: true,
  state,
  weight,
  parcels: 1,
});

function courierApi(message = '', flights = [flight('US-1', 3.4, 'paid'), flight('TR-1', 0.9, 'unpaid')]) {
  return mockApi([
    [/\/api\/courier\/getFlights\//, () => ({ success: true, flightArray: flights })],
    [/\/api\/courier\/getParcels\//, () => ({ success: true, array: [], message })],
    [/\/api\/courier\/create$/, () => ({ success: true, message: 'operation_succeeded', order: created })],
  ]);
}

const created = {
  _id: 'o1',
  number: 1042,
  status: 'new',
  ids: ['US-1'],
  sq1: false,
  region: 'tbilisi',
  city: '_TBILISI_',
  address: 'ჭავჭავაძის 5',
  name: 'ნინო ბერიძე',
  phone: '555123456',
  branches: 'didube',
  weight: 3.4,
  price: 5,
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The panel as the panel host shows it: open, so that closing it can be seen. */
function OpenPanel({ children }: { children: ReactNode }) {
  const { openPanel } = usePanels();
  useEffect(() => openPanel('courier'), [openPanel]);
  return children;
}
const creates = () => calls.filter((c) => c.path === '/api/courier/create');

let calls: Call[];
beforeEach(() => {
  initTestI18n('en');
  toasts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('courier panel', () => {
  it("shows the account's name and phone read-only, and blank editable ones for a third party", async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    expect(field(/^Receiver's name/).value).toBe('ნინო ბერიძე');
    expect(field(/^Receiver's name/).readOnly).toBe(true);
    expect(field(/^Phone/).value).toBe('555123456');
    expect(field(/^Phone/).readOnly).toBe(true);
    await user.click(screen.getByRole('switch', { name: /Someone else receives/ }));
    expect(field(/^Receiver's name/).value).toBe('');
    expect(field(/^Receiver's name/).readOnly).toBe(false);
    expect(field(/^Phone/).value).toBe('');
    expect(field(/^Phone/).readOnly).toBe(false);
  });

  it("loads the default branch's flights; unpaid flights cannot be chosen", async () => {
    calls = courierApi('product_unpaid');
    renderWithApp(<CourierPanel />);
    const paid = await screen.findByRole<HTMLInputElement>('checkbox', { name: /US-1/ });
    const unpaid = screen.getByRole<HTMLInputElement>('checkbox', { name: /TR-1/ });
    expect(paid.disabled).toBe(false);
    expect(unpaid.disabled).toBe(true);
    expect(screen.getByText(/only paid flights can be chosen/)).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/courier/getFlights/didube');
  });

  it('says there is nothing to deliver', async () => {
    calls = courierApi('user_have_not_products', []);
    renderWithApp(<CourierPanel />);
    expect(await screen.findByText(/no arrived parcels to deliver from this branch/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('prices the delivery by weight and region (shared tariff), paid to the courier', async () => {
    calls = courierApi('', [flight('US-1', 3.4, 'paid'), flight('CN-1', 12, 'paid')]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    expect(screen.getByText(/Choose the flights to see the delivery price/)).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    expect(screen.getByTestId('courier-price').textContent).toBe('5.00 ₾');
    await user.click(screen.getByRole('radio', { name: 'Outskirts of Tbilisi' }));
    expect(screen.getByTestId('courier-price').textContent).toBe('8.00 ₾');
    await user.click(screen.getByRole('radio', { name: 'Village or small town' }));
    expect(screen.getByTestId('courier-price').textContent).toBe('9.00 ₾');
    await user.click(screen.getByRole('radio', { name: 'Tbilisi' }));
    await user.click(screen.getByRole('checkbox', { name: /CN-1/ })); // 15.4 kg
    expect(screen.getByTestId('courier-price').textContent).toBe('11.00 ₾');
    expect(screen.getByText('Paid to the courier on delivery. Delivery takes 2–3 days.')).toBeTruthy();
  });

  it('gives the individual tariff from 50 kg', async () => {
    calls = courierApi('', [flight('US-9', 50, 'paid')]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await user.click(await screen.findByRole('checkbox', { name: /US-9/ }));
    expect(screen.getByText(/individual tariff/)).toBeTruthy();
  });

  it('asks to select a flight and a Georgian address before the review step', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await screen.findByRole('checkbox', { name: /US-1/ });
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(await screen.findByText('Select at least one flight')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /US-1/ }));
    // Neither Latin nor Georgian.
    fireEvent.change(field(/^Delivery address/), { target: { value: 'Ленина 1' } });
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(await screen.findByText('Enter the address in Georgian letters')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();
    expect(creates()).toEqual([]);
  });

  it('shows the order for review, goes back with everything kept, then sends it once and closes with its number', async () => {
    calls = courierApi('', [flight('US-1', 3.4, 'paid'), flight('CN-1', 1.1, 'paid')]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      <OpenPanel>
        <CourierPanel />
      </OpenPanel>,
    );
    await waitFor(() => expect(openedPanel()?.name).toBe('courier'));
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    fireEvent.change(field(/^Delivery address/), { target: { value: 'ჭავჭავაძის 5' } });
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Review the order' }));

    const review = await screen.findByRole('region', { name: 'Check your order' });
    const fact = (label: string) =>
      within(screen.getByRole('region', { name: 'Check your order' })).getByText(label, { selector: 'dt' })
        .nextElementSibling?.textContent;
    expect(fact('Flights')).toBe('Flight US-1 · 3.4 kg, parcels: 1');
    expect(fact('Number of parcels')).toBe('1');
    expect(fact('Branch')).toBe('Didube');
    expect(fact('Delivery address')).toBe('ჭავჭავაძის 5Tbilisi');
    expect(fact('Receiver')).toBe('ნინო ბერიძე555123456');
    expect(within(review).getByTestId('courier-price').textContent).toBe('5.00 ₾');
    expect(creates()).toEqual([]);

    // Back: the form as it was, and a change shows in the next review.
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /US-1/ }).checked).toBe(true);
    expect(field(/^Delivery address/).value).toBe('ჭავჭავაძის 5');
    await user.click(screen.getByRole('radio', { name: 'Outskirts of Tbilisi' }));
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(screen.getByTestId('courier-price').textContent).toBe('8.00 ₾');
    expect(fact('Delivery address')).toBe('ჭავჭავაძის 5Tbilisi · Outskirts of Tbilisi');

    // Two quick taps send one order.
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await waitFor(() => expect(openedPanel()?.name).toBe(null));
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toEqual({
      ids: ['US-1'],
      sq1: false,
      region: 'outskirts',
      city: '_TBILISI_',
      address: 'ჭავჭავაძის 5',
      branches: 'didube',
    });

    // The toast: the number, what to pay, and a link to "My courier orders".
    const toast = toasts.find((x) => x.color === 'green')!;
    expect(toast.title).toBe('Order № 1042 received');
    render(<MantineProvider>{toast.message}</MantineProvider>);
    expect(screen.getByTestId('courier-ordered').textContent).toBe(
      'Pay 5.00 ₾ to the courier on delivery; delivery takes 2–3 days.',
    );
    const link = screen.getByRole('link', { name: 'My courier orders' });
    expect(link.getAttribute('href')).toBe('/courier-orders');
    await user.click(link);
    await waitFor(() => expect(currentLocation()).toBe('/courier-orders'));
  });

  it('goes back to the form with the reason when the server refuses the order', async () => {
    const refusing = mockApi([
      [/\/api\/courier\/getFlights\//, () => ({ success: true, flightArray: [flight('US-1', 3.4, 'paid')] })],
      [/\/api\/courier\/getParcels\//, () => ({ success: true, array: [], message: '' })],
      [
        /\/api\/courier\/create$/,
        () =>
          new Response(JSON.stringify({ success: false, message: 'user_have_not_products' }), {
            status: 409,
          }),
      ],
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Review the order' })).toBeTruthy();
    expect(refusing.filter((c) => c.path === '/api/courier/create')).toHaveLength(1);
    expect(toasts.map((x) => x.color)).toEqual(['red']);
  });

  it('turns Latin key presses in the address into Georgian letters; a Latin address on file is flagged', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />, {
      user: { ...demoUser, information: { ...demoUser.information, address: 'Vazha-Pshavela 12' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    const address = field(/^Delivery address/);
    // The account's address is shown as it is on file, not re-spelt: the customer sees what to retype.
    expect(address.value).toBe('Vazha-Pshavela 12');
    expect(screen.getByText(/pasted or filled in with Latin letters/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();

    await user.clear(address);
    await user.type(address, 'WavWav 5');
    expect(address.value).toBe('ჭავჭავ 5');
    // Typed in the middle: the caret stays where the key was pressed.
    await user.type(address, 'aZis', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(address.value).toBe('ჭავჭავაძის 5');
    await user.type(address, ', bina 3');
    expect(address.value).toBe('ჭავჭავაძის 5, ბინა 3');
    expect(screen.queryByText(/pasted or filled in with Latin letters/)).toBeNull();
    expect(screen.getByText(/Keys typed on a Latin layout become Georgian letters/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toMatchObject({ address: 'ჭავჭავაძის 5, ბინა 3' });
  });

  it('keeps pasted Latin text as it came and asks to retype it; keys typed after it still become Georgian', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    const address = field(/^Delivery address/);
    await user.clear(address);
    await user.click(address);
    await user.paste('Vazha-Pshavela ave 12');
    expect(address.value).toBe('Vazha-Pshavela ave 12');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/pasted or filled in with Latin letters/)).toBeTruthy();
    await user.type(address, ' bina');
    expect(address.value).toBe('Vazha-Pshavela ave 12 ბინა');
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();
    expect(creates()).toEqual([]);

    await user.clear(address);
    await user.paste('ვაჟა-ფშაველას გამზ. 12');
    expect(screen.queryByText(/pasted or filled in with Latin letters/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeTruthy();
  });

  it('lists the cities in Georgian alphabetical order in Georgian, the capital first', () => {
    initTestI18n('ka');
    calls = courierApi();
    renderWithApp(<CourierPanel />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^ქალაქი/ });
    const names = [...select.options].slice(1).map((o) => o.textContent ?? '');
    expect(names[0]).toBe('თბილისი');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'ka')));
    const at = (name: string) => names.indexOf(name);
    // As the review found them out of order: აგარა before ადიგენი, ჩაქვი and ჭიათურა after დედოფლისწყარო.
    expect(at('აგარა')).toBeLessThan(at('ადიგენი'));
    expect(at('დედოფლისწყარო')).toBeLessThan(at('ჩაქვი'));
    expect(at('ჩაქვი')).toBeLessThan(at('ჭიათურა'));
    expect(names).toHaveLength(new Set(names).size);
  });

  it('sends the typed name and phone for a third party', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    await user.click(screen.getByRole('switch', { name: /Someone else receives/ }));
    fireEvent.change(field(/^Receiver's name/), { target: { value: 'Giorgi' } });
    fireEvent.change(field(/^Phone/), { target: { value: '599000111' } });
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    const review = await screen.findByRole('region', { name: 'Check your order' });
    expect(within(review).getByText('Giorgi')).toBeTruthy();
    expect(within(review).getByText('599000111')).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toMatchObject({ sq1: true, name: 'Giorgi', phone: '599000111' });
  });
});
