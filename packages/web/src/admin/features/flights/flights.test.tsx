// Flights in the back office: creating one (the departure day is the same calendar day in Tbilisi and in
// the code; an empty deadline is left to the server's default), editing only what changed, loading
// parcels by scan and by selection with refusals explained, and marking the flight arrived.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { FlightPage } from './flight-page.tsx';
import { FlightsPage } from './flights-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-2222-4333-8444-555555555555';
const flight = (over: Record<string, unknown> = {}) => ({
  _id: ID,
  flightId: 'CN-261123',
  countryId: '1',
  flightNumber: 'CZ6027',
  additionalText: '',
  remarkKey: null,
  startdAt: '2026-11-23T08:00:00.000Z',
  estimatedAt: '2026-11-29T08:00:00.000Z',
  endAt: null,
  declarationDeadline: '2026-11-26T08:00:00.000Z',
  updateStatus: true,
  custom: false,
  tbilisi: true,
  parcels: 1,
  weightKg: 1.5,
  ...over,
});
/** A flight leaving today: parcels go on it without a question (one that left days ago asks first). */
const leavingToday = (over: Record<string, unknown> = {}) =>
  flight({ startdAt: new Date().toISOString(), ...over });
const parcel = (id: string, tracking: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  productOrderId: tracking,
  productName: '_SHOES_',
  quantity: 1,
  senderCountryId: 1,
  status: 'stock',
  weight: 1.5,
  price: null,
  state: null,
  AXID: 'AX10001',
  ...over,
});

// The stock a flight may take: its country, and parcels for the branches of its city.
const STOCK = 'GET /api/admin/parcels?status=stock&country=1&city=tbilisi&limit=1000';
const ON_FLIGHT = `GET /api/admin/parcels?flightId=${ID}&limit=1000`;
const remarks = () => ({
  body: { success: true, remarks: [{ key: 'delayed', ka: 'დაგვიანდა', en: 'Delayed', ru: 'Задерживается' }] },
});

describe('flight form', () => {
  it('creates a flight with the days as noon in Tbilisi and opens it', async () => {
    const api = fakeApi({
      'GET /api/admin/flights?status=open': () => ({ body: { success: true, flights: [] } }),
      'GET /api/admin/flight-remarks': remarks,
      'POST /api/admin/flights': () => ({ body: { success: true, flight: flight() } }),
    });
    renderAdmin(<FlightsPage />, { user: staff() });
    expect(await screen.findByText('No flights.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New flight' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Country' }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Flight number' }), {
      target: { value: 'TK0378' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Departure/), { target: { value: '2026-11-23' } });
    fireEvent.change(within(dialog).getByLabelText(/^Estimated arrival/), {
      target: { value: '2026-11-25' },
    });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Delayed' })).toBeTruthy());
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Remark' }), {
      target: { value: 'delayed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.count('POST /api/admin/flights')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/flights')).toEqual({
      country: 3,
      flightNumber: 'TK0378',
      departedAt: '2026-11-23T08:00:00.000Z',
      estimatedAt: '2026-11-25T08:00:00.000Z',
      remarkKey: 'delayed',
      tbilisi: true,
      custom: false,
      updateStatus: true,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/flights/${ID}`));
  });

  it('refuses missing days without calling the server, and shows a taken code', async () => {
    const api = fakeApi({
      'GET /api/admin/flights?status=open': () => ({ body: { success: true, flights: [] } }),
      'GET /api/admin/flight-remarks': remarks,
      'POST /api/admin/flights': () => ({
        status: 409,
        body: { success: false, message: 'flight_code_taken', errors: { code: 'flight_code_taken' } },
      }),
    });
    renderAdmin(<FlightsPage />, { user: staff() });
    fireEvent.click(await screen.findByRole('button', { name: 'New flight' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Invalid value')).toHaveLength(2);
    expect(api.count('POST /api/admin/flights')).toBe(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Flight code/ }), {
      target: { value: 'cn-x1' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Departure/), { target: { value: '2026-11-23' } });
    fireEvent.change(within(dialog).getByLabelText(/^Estimated arrival/), {
      target: { value: '2026-11-25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('A flight with this code already exists.')).not.toHaveLength(0);
    expect(bodyOf(api.calls, 'POST /api/admin/flights')).toMatchObject({ code: 'CN-X1' });
  });

  it('sends only the fields that changed when editing', async () => {
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({
        body: { success: true, flight: flight({ remarkKey: 'delayed', additionalText: 'delayed' }) },
      }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      'GET /api/admin/flight-remarks': remarks,
      [`PATCH /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: flight() } }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    // The remark's text in the user's language, not its key.
    expect(await screen.findByText('Delayed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Declaration deadline/).value).toBe(
      '2026-11-26T12:00',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Declaration deadline/), {
      target: { value: '2026-11-28T18:30' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Customs clearance' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count(`PATCH /api/admin/flights/${ID}`)).toBe(1));
    expect(bodyOf(api.calls, `PATCH /api/admin/flights/${ID}`)).toEqual({
      declarationDeadline: '2026-11-28T14:30:00.000Z',
      custom: true,
    });
  });

  it('clears an emptied deadline, and leaves it to the server when only the departure moves', async () => {
    const patches: unknown[] = [];
    fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({
        body: { success: true, flight: flight({ updateStatus: false }) },
      }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      'GET /api/admin/flight-remarks': remarks,
      [`PATCH /api/admin/flights/${ID}`]: ({ body }) => {
        patches.push(body);
        return patches.length < 3
          ? { body: { success: true, flight: flight() } }
          : {
              status: 409,
              body: {
                success: false,
                message: 'declaration_deadline_passed',
                errors: { updateStatus: 'declaration_deadline_passed' },
              },
            };
      },
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    const edit = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
      return screen.findByRole('dialog');
    };

    let dialog = await edit();
    expect(
      within(dialog).getByText('Tbilisi time. Moves with the departure; empty: no deadline.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Departure/), { target: { value: '2026-11-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ departedAt: '2026-11-25T08:00:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await edit();
    fireEvent.change(within(dialog).getByLabelText(/^Declaration deadline/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ declarationDeadline: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Declaring switched back on behind a passed deadline: the server's reason on the switch.
    dialog = await edit();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Customers can edit declarations' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[2]).toEqual({ updateStatus: true });
    expect(
      (await within(dialog).findAllByText(/The declaration deadline has passed/)).length,
    ).toBeGreaterThan(0);
  });
});

describe('flight screen', () => {
  it('puts a scanned parcel on the flight at once and explains refusals', async () => {
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: leavingToday() } }),
      [STOCK]: () => ({ body: { success: true, parcels: [parcel('p1', 'LP1')], count: 1 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: ({ body }) => ({
        body: {
          success: true,
          flight: 'CN-261123',
          ...((body as { trackings: string[] }).trackings[0] === 'LP1'
            ? { added: 1, refused: [] }
            : { added: 0, refused: [{ tracking: 'TR9', reason: 'wrong_country' }] }),
        },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    expect(await screen.findByRole('heading', { name: 'Flight CN-261123' })).toBeTruthy();
    const scan = screen.getByRole('textbox', { name: 'Scan or type a tracking number and press Enter' });
    fireEvent.change(scan, { target: { value: ' LP1 ' } });
    fireEvent.submit(scan.closest('form')!);
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/parcels`)).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ trackings: ['LP1'] });
    await waitFor(() => expect((scan as HTMLInputElement).value).toBe(''));
    expect(document.activeElement).toBe(scan);
    // The lists reload after a change.
    await waitFor(() => expect(api.count(ON_FLIGHT)).toBe(2));

    fireEvent.change(scan, { target: { value: 'TR9' } });
    fireEvent.submit(scan.closest('form')!);
    const refused = (await screen.findByText('Not put on the flight: 1')).closest('[role="alert"]');
    expect(refused?.textContent).toContain('TR9: from another country');
  });

  it('lets parcels the customs gate held back fly only with a written reason', async () => {
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: leavingToday() } }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: ({ body }) => ({
        body: {
          success: true,
          flight: 'CN-261123',
          ...((body as { overrideReason?: string }).overrideReason
            ? { added: 2, refused: [], overridden: 2 }
            : {
                added: 0,
                refused: [
                  { tracking: 'GX1', reason: 'customs_invoice_missing' },
                  { tracking: 'GX2', reason: 'parcel_undeclared' },
                  { tracking: 'GX3', reason: 'wrong_country' },
                ],
              }),
        },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    const scan = await screen.findByRole('textbox', {
      name: 'Scan or type a tracking number and press Enter',
    });
    fireEvent.change(scan, { target: { value: 'GX1' } });
    fireEvent.submit(scan.closest('form')!);
    const refused = (await screen.findByText('Not put on the flight: 3')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(refused.textContent).toContain('GX1: customs: invoice missing in its group');
    expect(refused.textContent).toContain('GX2: not declared');
    const why = within(refused).getByRole('textbox', {
      name: /Parcels held back by the pre-flight customs check: 2/,
    });
    const letThrough = within(refused).getByRole('button', { name: 'Let through' });
    expect((letThrough as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(why, { target: { value: 'invoices checked by phone' } });
    fireEvent.click(letThrough);
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/parcels`)).toBe(2));
    // Only the gate's refusals go through; a parcel from another country never does.
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      trackings: ['GX1', 'GX2'],
      overrideReason: 'invoices checked by phone',
    });
  });

  it('puts the ticked stock parcels on the flight by id', async () => {
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: leavingToday() } }),
      [STOCK]: () => ({
        body: {
          success: true,
          parcels: [parcel('p1', 'LP1'), parcel('p2', 'LP2'), parcel('p3', 'LP3')],
          count: 3,
        },
      }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: () => ({
        body: { success: true, flight: 'CN-261123', added: 2, refused: [] },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    expect(await screen.findByText('In the warehouse: 3 (shown: 3)')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Put the selected/ }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LP1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LP3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put the selected on the flight (2)' }));
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/parcels`)).toBe(1));
    expect(bodyOf(api.calls, `POST /api/admin/flights/${ID}/parcels`)).toEqual({ parcelIds: ['p1', 'p3'] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Put the selected on the flight (3)' })).toBeTruthy();
  });

  it('warns about a flight that has already left and loads onto it only once the operator confirms', async () => {
    const api = fakeApi({
      // Left on 23 November (today is later): a late parcel is allowed, but not by accident.
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: flight() } }),
      [STOCK]: () => ({ body: { success: true, parcels: [parcel('p1', 'LP1')], count: 1 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: () => ({
        body: { success: true, flight: 'CN-261123', added: 1, refused: [] },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    expect(await screen.findByText('This flight has already left')).toBeTruthy();
    expect(screen.getByText(/Flight CN-261123 departed on 2026-11-23\./)).toBeTruthy();
    const scan = screen.getByRole('textbox', { name: 'Scan or type a tracking number and press Enter' });
    const post = `POST /api/admin/flights/${ID}/parcels`;

    // Cancelled: nothing is sent, the scan stays for another try.
    fireEvent.change(scan, { target: { value: 'LP1' } });
    fireEvent.submit(scan.closest('form')!);
    let ask = await screen.findByRole('dialog', { name: 'This flight has already left' });
    expect(ask.textContent).toContain('Put parcels on flight CN-261123, which departed on 2026-11-23?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count(post)).toBe(0);
    expect((scan as HTMLInputElement).value).toBe('LP1');

    // Confirmed: the scan goes on, and the next ones do without asking again.
    fireEvent.submit(scan.closest('form')!);
    ask = await screen.findByRole('dialog', { name: 'This flight has already left' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Put them on anyway' }));
    await waitFor(() => expect(api.count(post)).toBe(1));
    expect(bodyOf(api.calls, post)).toEqual({ trackings: ['LP1'] });
    await waitFor(() => expect((scan as HTMLInputElement).value).toBe(''));
    fireEvent.change(scan, { target: { value: 'LP2' } });
    fireEvent.submit(scan.closest('form')!);
    await waitFor(() => expect(api.count(post)).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing for a flight leaving today', async () => {
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: leavingToday() } }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: () => ({
        body: { success: true, flight: 'CN-261123', added: 1, refused: [] },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    const scan = await screen.findByRole('textbox', {
      name: 'Scan or type a tracking number and press Enter',
    });
    fireEvent.change(scan, { target: { value: 'LP1' } });
    fireEvent.submit(scan.closest('form')!);
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/parcels`)).toBe(1));
    expect(screen.queryByText('This flight has already left')).toBeNull();
  });

  it('marks the flight arrived after a confirmation; an arrived flight takes no more parcels', async () => {
    let arrived = false;
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({
        body: { success: true, flight: flight(arrived ? { endAt: '2026-11-29T10:00:00.000Z' } : {}) },
      }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({
        body: {
          success: true,
          parcels: [
            parcel('p1', 'LP1', { status: arrived ? 'arrived' : 'sent', price: 12.3, state: 'unpaid' }),
          ],
          count: 1,
        },
      }),
      [`POST /api/admin/flights/${ID}/arrive`]: () => {
        arrived = true;
        return { body: { success: true, flight: 'CN-261123', parcels: 1, customers: 1 } };
      },
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    const onFlight = await screen.findByRole('region', { name: 'On this flight' });
    await waitFor(() => expect(onFlight.textContent).toContain('On the way'));
    expect(onFlight.textContent).toContain('12.30 ₾');
    expect(onFlight.textContent).toContain('Unpaid');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as arrived' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Parcels on it: 1');
    expect(api.count(`POST /api/admin/flights/${ID}/arrive`)).toBe(0);
    // The landing time defaults to now (Tbilisi time, to the minute).
    const landed = within(dialog).getByLabelText<HTMLInputElement>(/^Landed at/);
    expect(landed.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const typedNow = Date.parse(`${landed.value}:00+04:00`);
    expect(Date.now() - typedNow).toBeGreaterThanOrEqual(0);
    expect(Date.now() - typedNow).toBeLessThan(10 * 60_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as arrived' }));
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/arrive`)).toBe(1));
    const sent = bodyOf(api.calls, `POST /api/admin/flights/${ID}/arrive`) as { endAt: string };
    expect(Date.parse(sent.endAt)).toBe(typedNow);
    await waitFor(() => expect(onFlight.textContent).toContain('Arrived'));
    expect(screen.queryByRole('button', { name: 'Mark as arrived' })).toBeNull();
    expect(
      screen.queryByRole('textbox', { name: 'Scan or type a tracking number and press Enter' }),
    ).toBeNull();
  });

  it('checks the landing time before sending it, and shows the server refusing one', async () => {
    const api = fakeApi({
      // Departed 2026-11-23 12:00 in Tbilisi.
      [`GET /api/admin/flights/${ID}`]: () => ({ body: { success: true, flight: flight() } }),
      [STOCK]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/arrive`]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'arrival_before_departure',
          errors: { endAt: 'arrival_before_departure' },
        },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as arrived' }));
    const dialog = await screen.findByRole('dialog');
    const landed = within(dialog).getByLabelText(/^Landed at/);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as arrived' }));

    fireEvent.change(landed, { target: { value: '2999-01-01T10:00' } });
    submit();
    expect(await within(dialog).findByText('The arrival cannot be in the future.')).toBeTruthy();
    fireEvent.change(landed, { target: { value: '2026-11-22T23:59' } });
    submit();
    expect(
      await within(dialog).findByText('The arrival cannot be earlier than the departure day.'),
    ).toBeTruthy();
    fireEvent.change(landed, { target: { value: '' } });
    submit();
    expect(await within(dialog).findByText('Invalid value')).toBeTruthy();
    expect(api.count(`POST /api/admin/flights/${ID}/arrive`)).toBe(0);

    // The morning of the departure day is accepted here (a departure is a day); the server refusing it
    // anyway is shown on the field, and the dialog stays.
    fireEvent.change(landed, { target: { value: '2026-11-23T09:30' } });
    submit();
    await waitFor(() => expect(api.count(`POST /api/admin/flights/${ID}/arrive`)).toBe(1));
    expect(bodyOf(api.calls, `POST /api/admin/flights/${ID}/arrive`)).toEqual({
      endAt: '2026-11-23T05:30:00.000Z',
    });
    expect(
      await within(dialog).findByText('The arrival cannot be earlier than the departure day.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a Kutaisi flight only the stock for the Kutaisi branch, and names a parcel for the other city', async () => {
    const kutaisiStock = 'GET /api/admin/parcels?status=stock&country=1&city=kutaisi&limit=1000';
    const api = fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({
        body: { success: true, flight: leavingToday({ tbilisi: false }) },
      }),
      [kutaisiStock]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [ON_FLIGHT]: () => ({ body: { success: true, parcels: [], count: 0 } }),
      [`POST /api/admin/flights/${ID}/parcels`]: () => ({
        body: {
          success: true,
          flight: 'CN-261123',
          added: 0,
          refused: [{ tracking: 'TB1', reason: 'flight_to_another_city' }],
        },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    expect(await screen.findByText('No parcels for the Kutaisi branch in the China warehouse.')).toBeTruthy();
    expect(api.count(kutaisiStock)).toBe(1);
    expect(screen.getByText('Kutaisi branch')).toBeTruthy();
    const scan = screen.getByRole('textbox', { name: 'Scan or type a tracking number and press Enter' });
    fireEvent.change(scan, { target: { value: 'TB1' } });
    fireEvent.submit(scan.closest('form')!);
    const refused = (await screen.findByText('Not put on the flight: 1')).closest('[role="alert"]');
    expect(refused?.textContent).toContain('TB1: for a branch in the other city');
  });

  it('shows an unknown flight as not found', async () => {
    fakeApi({
      [`GET /api/admin/flights/${ID}`]: () => ({
        status: 404,
        body: { success: false, message: 'not_found' },
      }),
    });
    renderAdmin(<FlightPage />, { path: `/admin/flights/${ID}`, route: '/admin/flights/:id', user: staff() });
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
