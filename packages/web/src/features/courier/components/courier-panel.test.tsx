// The courier order panel (spec §4, §5, §7, §9): flights of the chosen branch, the third-party switch
// (editable blank name and phone, otherwise the account's read-only), the price from the shared tariff
// by region, the two list messages, and the selection cleared after ordering.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoUser, mockApi, renderWithApp, type Call } from '../../parcels/testing/render.tsx';
import CourierPanel from './courier-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

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
    [
      /\/api\/courier\/create$/,
      () => ({ success: true, message: 'operation_succeeded', order: { _id: 'o1', weight: 3.4, price: 5 } }),
    ],
  ]);
}

let calls: Call[];
beforeEach(() => {
  initTestI18n('en');
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

  it('asks to select a flight, then orders and clears the selection', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    await screen.findByRole('checkbox', { name: /US-1/ });
    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    expect(await screen.findByText('Select at least one flight')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/courier/create')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /US-1/ }));
    // Not Latin (Latin key presses become Georgian letters) and not Georgian either.
    fireEvent.change(field(/^Delivery address/), { target: { value: 'Ленина 1' } });
    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    expect(await screen.findByText('Enter the address in Georgian letters')).toBeTruthy();

    fireEvent.change(field(/^Delivery address/), { target: { value: 'ჭავჭავაძის 5' } });
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/courier/create')).toBe(true));
    expect(calls.find((c) => c.path === '/api/courier/create')?.body).toEqual({
      ids: ['US-1'],
      sq1: false,
      region: 'tbilisi',
      city: '_TBILISI_',
      address: 'ჭავჭავაძის 5',
      branches: 'didube',
    });
    expect(await screen.findByText(/Pay 5.00 ₾ to the courier on delivery/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /US-1/ }).checked).toBe(false),
    );
  });

  it('turns Latin key presses in the address into Georgian letters; a Latin address on file is refused', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />, {
      user: { ...demoUser, information: { ...demoUser.information, address: 'Vazha-Pshavela 12' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: /US-1/ }));
    const address = field(/^Delivery address/);
    // The account's address is shown as it is on file, not re-spelt: the customer sees what to retype.
    expect(address.value).toBe('Vazha-Pshavela 12');
    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    expect(await screen.findByText('Enter the address in Georgian letters')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/courier/create')).toBe(false);

    await user.clear(address);
    await user.type(address, 'WavWav 5');
    expect(address.value).toBe('ჭავჭავ 5');
    // Typed in the middle: the caret stays where the key was pressed.
    await user.type(address, 'aZis', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(address.value).toBe('ჭავჭავაძის 5');
    await user.type(address, ', bina 3');
    expect(address.value).toBe('ჭავჭავაძის 5, ბინა 3');
    expect(screen.queryByText('Enter the address in Georgian letters')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/courier/create')).toBe(true));
    expect(calls.find((c) => c.path === '/api/courier/create')?.body).toMatchObject({
      address: 'ჭავჭავაძის 5, ბინა 3',
    });
  });

  it('turns pasted Latin text in the address into Georgian letters', async () => {
    calls = courierApi();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CourierPanel />);
    const address = field(/^Delivery address/);
    await user.clear(address);
    await user.click(address);
    await user.paste('TamarmeTis 10');
    expect(address.value).toBe('თამარმეთის 10');
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
    await user.click(screen.getByRole('button', { name: 'Order a courier' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/courier/create')).toBe(true));
    expect(calls.find((c) => c.path === '/api/courier/create')?.body).toMatchObject({
      sq1: true,
      name: 'Giorgi',
      phone: '599000111',
    });
  });
});
