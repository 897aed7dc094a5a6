// Warehouse intake as a scanner drives it: tracking + Enter looks the declaration up, the weight field
// takes the focus, Enter receives; the focus is back on the scan field at once and the session list
// grows. Undeclared parcels ask for the label's AXID; parcels of another country or already shipped
// cannot be received; errors show in the user's language.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { IntakePage } from './intake-page.tsx';

const declared = (over: Record<string, unknown> = {}) => ({
  _id: 'p-1',
  productOrderId: 'LP00112233',
  productName: '_SHOES_',
  quantity: 2,
  senderCountryId: 1,
  status: 'waiting',
  weight: null,
  AXID: 'AX10001',
  ...over,
});

const lookup = (tracking: string) => `GET /api/admin/intake/lookup?tracking=${tracking}`;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Types into the focused scan field and presses Enter, as a barcode scanner does. */
function scan(code: string) {
  const field = screen.getByRole('textbox', { name: 'Tracking number' });
  expect(document.activeElement).toBe(field);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
}

const weightField = () => screen.getByRole('textbox', { name: /^Weight, kg/ });

describe('intake of a declared parcel', () => {
  it('looks up, takes the weight with Enter, lists it and is ready for the next scan', async () => {
    const api = fakeApi({
      [lookup('LP00112233')]: () => ({ body: { success: true, parcel: declared() } }),
      'POST /api/admin/intake/receive': () => ({
        body: { success: true, outcome: 'received', parcel: declared({ status: 'stock', weight: 1.25 }) },
      }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP00112233');

    expect(await screen.findByText('Declared')).toBeTruthy();
    expect(screen.getByText(/Customer AX10001 · Shoes × 2/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(weightField()));

    fireEvent.change(weightField(), { target: { value: '1,25' } });
    fireEvent.submit(weightField().closest('form')!);

    await waitFor(() => expect(api.count('POST /api/admin/intake/receive')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/intake/receive')).toEqual({
      tracking: 'LP00112233',
      country: 1,
      weightKg: '1.25',
    });
    const session = await screen.findByRole('region', { name: 'Received in this session' });
    await waitFor(() => expect(session.textContent).toContain('LP00112233'));
    expect(session.textContent).toContain('Received in this session (1)');
    expect(session.textContent).toContain('AX10001');
    // The next scan can come at once: the field is empty and focused, the receive form is gone.
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('textbox', { name: /^Weight, kg/ })).toBeNull();
  });

  it('names every customer who declared the number and books it by the AXID typed from the label', async () => {
    const api = fakeApi({
      [lookup('LP00112233')]: () => ({
        body: { success: true, parcel: declared(), declarers: ['AX10001', 'AX10007'] },
      }),
      'POST /api/admin/intake/receive': () => ({
        body: { success: true, outcome: 'received', parcel: declared({ AXID: 'AX10007', status: 'stock' }) },
      }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP00112233');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Declared by several customers: AX10001, AX10007.',
    );
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.change(weightField(), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^AXID on the label/ }), {
      target: { value: 'ax10007' },
    });
    fireEvent.submit(weightField().closest('form')!);
    await waitFor(() => expect(api.count('POST /api/admin/intake/receive')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/intake/receive')).toEqual({
      tracking: 'LP00112233',
      country: 1,
      weightKg: '2',
      axid: 'AX10007',
    });
  });

  it('gives the weight field the focus even when the browser draws a frame before the form is rendered', async () => {
    // A busy machine may paint before React has put the receive form on the page: a focus asked for
    // in that frame found no field, and the operator's next keys went nowhere.
    let frames = 0;
    vi.stubGlobal('requestAnimationFrame', (draw: FrameRequestCallback) => {
      queueMicrotask(() => draw(performance.now()));
      return ++frames;
    });
    fakeApi({ [lookup('LP00112233')]: () => ({ body: { success: true, parcel: declared() } }) });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP00112233');
    expect(await screen.findByText('Declared')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
  });

  it('sends the optional sizes and the warehouse chosen (kept for the next visit)', async () => {
    const api = fakeApi({
      [lookup('TR998877')]: () => ({ body: { success: true, parcel: declared({ senderCountryId: 3 }) } }),
      'POST /api/admin/intake/receive': () => ({ body: { success: true, outcome: 'received' } }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    fireEvent.click(screen.getByRole('radio', { name: 'Turkey' }));
    expect(localStorage.getItem('amanati.admin.intake.country')).toBe('3');
    screen.getByRole('textbox', { name: 'Tracking number' }).focus();
    scan('TR998877');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.change(weightField(), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Length, cm' }), { target: { value: '40' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Height, cm' }), { target: { value: '12' } });
    fireEvent.submit(weightField().closest('form')!);
    await waitFor(() => expect(api.count('POST /api/admin/intake/receive')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/intake/receive')).toEqual({
      tracking: 'TR998877',
      country: 3,
      weightKg: '3',
      lengthCm: 40,
      heightCm: 12,
    });
  });

  it('refuses a bad weight before calling the server, in the user’s words', async () => {
    const api = fakeApi({ [lookup('LP1')]: () => ({ body: { success: true, parcel: declared() } }) });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP1');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.change(weightField(), { target: { value: 'heavy' } });
    fireEvent.submit(weightField().closest('form')!);
    expect(await screen.findByText('Enter the weight in kilograms, e.g. 1.25')).toBeTruthy();
    expect(api.count('POST /api/admin/intake/receive')).toBe(0);
  });

  it('shows the server’s refusal by its code', async () => {
    fakeApi({
      [lookup('LP2')]: () => ({ body: { success: true, parcel: declared() } }),
      'POST /api/admin/intake/receive': () => ({
        status: 409,
        body: { success: false, message: 'parcel_already_shipped' },
      }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP2');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.change(weightField(), { target: { value: '2' } });
    fireEvent.submit(weightField().closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This parcel has already left the warehouse.',
    );
  });
});

describe('parcels that cannot simply be received', () => {
  it('asks for the AXID of an undeclared parcel and sends it', async () => {
    const api = fakeApi({
      [lookup('NEW555')]: () => ({ body: { success: true, parcel: null } }),
      'POST /api/admin/intake/receive': () => ({ body: { success: true, outcome: 'created_for_customer' } }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('NEW555');
    expect(await screen.findByText('Not declared')).toBeTruthy();
    const axid = screen.getByRole('textbox', { name: 'AXID on the label' });
    await waitFor(() => expect(document.activeElement).toBe(axid));
    fireEvent.change(axid, { target: { value: 'ax10001' } });
    fireEvent.change(weightField(), { target: { value: '0.4' } });
    fireEvent.submit(axid.closest('form')!);
    await waitFor(() => expect(api.count('POST /api/admin/intake/receive')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/intake/receive')).toEqual({
      tracking: 'NEW555',
      country: 1,
      weightKg: '0.4',
      axid: 'AX10001',
    });
    expect((await screen.findByRole('region', { name: 'Received in this session' })).textContent).toContain(
      'Created for the customer',
    );
  });

  it('sends an undeclared parcel without AXID to the unidentified queue', async () => {
    const api = fakeApi({
      [lookup('NOLABEL1')]: () => ({ body: { success: true, parcel: null } }),
      'POST /api/admin/intake/receive': () => ({ body: { success: true, outcome: 'unidentified' } }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('NOLABEL1');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Weight, kg/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'torn label' } });
    fireEvent.submit(weightField().closest('form')!);
    await waitFor(() => expect(api.count('POST /api/admin/intake/receive')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/intake/receive')).toMatchObject({
      tracking: 'NOLABEL1',
      note: 'torn label',
    });
    expect((await screen.findByRole('region', { name: 'Received in this session' })).textContent).toContain(
      'Unidentified',
    );
  });

  it.each([
    [declared({ senderCountryId: 2 }), 'Another country', 'This parcel was declared for USA.'],
    [declared({ status: 'sent' }), 'Already shipped', 'This parcel has already left the warehouse'],
  ])('offers no receive for a parcel of another country or already shipped', async (parcel, badge, text) => {
    fakeApi({ [lookup('LPX')]: () => ({ body: { success: true, parcel } }) });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LPX');
    expect(await screen.findByText(badge)).toBeTruthy();
    expect(screen.getByText(new RegExp(text))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    // The code stays selected: the next scan replaces it.
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tracking number' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'LPX'.length]);
  });

  it('drops the parcel on Escape and goes back to the scan field', async () => {
    fakeApi({ [lookup('LP3')]: () => ({ body: { success: true, parcel: declared() } }) });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP3');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.keyDown(weightField(), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: /^Weight, kg/ })).toBeNull();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tracking number' });
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('');
  });
});

describe('refusals are loud (a warehouse is noisy)', () => {
  /** The tones played through the Web Audio API, as "wave hz". */
  const played: string[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (to: unknown) => to,
      };
    }
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (to: unknown) => to,
        start: () => played.push(`${oscillator.type} ${oscillator.frequency.value}`),
        stop: () => undefined,
      };
      return oscillator;
    }
    resume() {
      return Promise.resolve();
    }
  }
  beforeEach(() => {
    played.length = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  const buzz = ['square 220', 'square 220'];

  it('turns a parcel of another country into a big red "Not received" and buzzes', async () => {
    fakeApi({
      [lookup('LPX')]: () => ({ body: { success: true, parcel: declared({ senderCountryId: 2 }) } }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LPX');
    const title = await screen.findByText('Not received');
    const state = title.closest('[data-refusal]') as HTMLElement;
    expect(state.textContent).toContain('This parcel was declared for USA.');
    await waitFor(() => expect(played).toEqual(buzz));
  });

  it('shows a refusal of the server in the red state and buzzes; a parcel received only chimes', async () => {
    let refuse = true;
    fakeApi({
      [lookup('LP2')]: () => ({ body: { success: true, parcel: declared() } }),
      'POST /api/admin/intake/receive': () =>
        refuse
          ? { status: 409, body: { success: false, message: 'parcel_already_shipped' } }
          : { body: { success: true, outcome: 'received', parcel: declared({ status: 'stock' }) } },
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP2');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    expect(played).toEqual([]);
    fireEvent.change(weightField(), { target: { value: '2' } });
    fireEvent.submit(weightField().closest('form')!);
    // The refusal's alert (another alert, e.g. the weight field's, may show on the way).
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.closest('[data-refusal]'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(alert.closest('[data-refusal]')?.textContent).toContain('Not received');
    await waitFor(() => expect(played).toEqual(buzz));

    refuse = false;
    played.length = 0;
    fireEvent.submit(weightField().closest('form')!);
    await waitFor(() => expect(played).toEqual(['sine 880']));
    expect(screen.queryByText('Not received')).toBeNull();
  });

  it('says to put aside a parcel whose label names another customer, and buzzes', async () => {
    fakeApi({
      [lookup('LP4')]: () => ({ body: { success: true, parcel: declared() } }),
      'POST /api/admin/intake/receive': () => ({
        body: {
          success: true,
          outcome: 'unidentified',
          unidentified: {
            id: 'u-1',
            tracking: 'LP4',
            country: 1,
            labelAxid: 'AX10009',
            reason: 'ownership',
            candidates: ['AX10001'],
            weightKg: '1.000',
            lengthCm: null,
            widthCm: null,
            heightCm: null,
            note: null,
            labelPhoto: null,
            createdAt: '2026-11-27T08:00:00.000Z',
          },
        },
      }),
    });
    renderAdmin(<IntakePage />, { user: staff() });
    scan('LP4');
    await waitFor(() => expect(document.activeElement).toBe(weightField()));
    fireEvent.change(screen.getByRole('textbox', { name: /^AXID/ }), { target: { value: 'AX10009' } });
    fireEvent.change(weightField(), { target: { value: '1' } });
    fireEvent.submit(weightField().closest('form')!);
    const alert = await screen.findByText('LP4 is in the unidentified queue (Ownership conflict)');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.closest('[data-refusal]')?.textContent).toContain(
      "Put it aside: not for a customer's shelf",
    );
    await waitFor(() => expect(played).toEqual(buzz));
  });
});
