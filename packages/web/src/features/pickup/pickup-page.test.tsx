// The pickup pass page: nothing ready says so; parcels ready at a branch without a pass offer the form,
// whose slot (a day, then one of its free times) and trusted person go to the server as the contract
// says, and the pass then shows its code and a QR code that holds it (with a white quiet zone); a bad
// personal number is shown on its field, whether the form or the server finds it; cancelling asks first
// and sends DELETE.
import type { NotificationData } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create as createQr } from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupAnswer, PickupPass } from '@amanati/shared/answers/pickup';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, renderWithApp, setViewport, type Call } from '../parcels/testing/render.tsx';
import PickupPage from './pickup-page.tsx';

const toasts = vi.hoisted(() => [] as NotificationData[]);
vi.mock('../../lib/notify.ts', () => ({
  notify: (data: NotificationData) => toasts.push(data),
  notifySuccess: (message: string) => toasts.push({ message, color: 'green' }),
  notifyError: (message: string) => toasts.push({ message, color: 'red' }),
}));

const parcels = [
  { id: 'p1', tracking: '1Z999AA10123456784', flight: 'US-261201', weightKg: 2.35 },
  { id: 'p2', tracking: 'LP00123456789CN', flight: 'CN-261128', weightKg: 0.8 },
];

const pass = (over: Partial<PickupPass> = {}): PickupPass => ({
  id: 'pass-1',
  code: 'K7M2QX',
  qr: 'AMANATI-PASS:K7M2QX',
  branch: 'didube',
  parcels,
  trustee: null,
  slot: null,
  state: 'active',
  createdAt: '2026-12-10T06:00:00.000Z',
  usedAt: null,
  ...over,
});

/** Saturday 12 December 2026 in Tbilisi (UTC+4): 11:00 and 11:15 local. */
const SLOTS = ['2026-12-12T07:00:00.000Z', '2026-12-12T07:15:00.000Z'];

let calls: Call[];
const sent = (method: string, path: RegExp) => calls.filter((c) => c.method === method && path.test(c.path));

/** A server holding the customer's pickup: passes made and cancelled change what GET answers. */
function pickupServer(
  start: Partial<PickupAnswer> = {},
  create: (body: Record<string, unknown>) => unknown = (body) => ({
    success: true,
    pass: pass({
      slot: (body.slot as string | undefined) ?? null,
      trustee: (body.trustee as PickupPass['trustee'] | undefined) ?? null,
    }),
  }),
) {
  const state: PickupAnswer = { success: true, ready: [], passes: [], ...start };
  calls = mockApi([
    [/^\/api\/pickup$/, () => state],
    [
      /^\/api\/pickup\/slots\?/,
      (call) => ({
        success: true,
        slots: call.path.includes('day=2026-12-12') ? SLOTS.map((start) => ({ start, taken: 0 })) : [],
      }),
    ],
    [
      /^\/api\/pickup\/passes\/[^/]+$/,
      (call) => {
        const id = decodeURIComponent(call.path.split('/').pop()!);
        state.passes = state.passes.filter((p) => p.id !== id);
        return { success: true };
      },
    ],
    [
      /^\/api\/pickup\/passes$/,
      (call) => {
        const answer = create(call.body as Record<string, unknown>);
        if (answer instanceof Response) return answer;
        const made = (answer as { pass: PickupPass }).pass;
        state.passes = [...state.passes.filter((p) => p.branch !== made.branch), made];
        return answer;
      },
    ],
  ]);
  return state;
}

/** The dark modules an SVG of the `qrcode` renderer draws, as "x,y" (rows of `h` runs on a white square). */
function svgModules(svg: string): { size: number; background: string | undefined; dark: Set<string> } {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const background = /<path fill="(#[0-9a-f]+)" d="M0 0h(\d+)v\2H0z"\/>/.exec(svg)?.[1];
  const d = /<path stroke="#000000" d="([^"]*)"/.exec(svg)![1]!;
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(\d+(?:\.\d+)?)(?: (\d+(?:\.\d+)?))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (cmd === 'm') x += Number(a);
    else for (let i = 0; i < Number(a); i++) dark.add(`${x++},${y}`);
  }
  return { size, background, dark };
}

/** Checks the image holds `text` as its QR code, with a white quiet zone of 4 modules around it. */
function expectQrOf(img: HTMLImageElement, text: string) {
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(img.src.startsWith(prefix)).toBe(true);
  const drawn = svgModules(decodeURIComponent(img.src.slice(prefix.length)));
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const expected = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
  expect(drawn.background).toBe('#ffffff');
  expect(drawn.size).toBe(modules.size + 8);
  expect([...drawn.dark].sort()).toEqual([...expected].sort());
}

beforeEach(() => {
  // Thursday 10 December 2026, 10:00 in Tbilisi: the days offered run to Wednesday 16th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T06:00:00.000Z'));
  initTestI18n('en');
  toasts.length = 0;
  setViewport(390);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pickup pass page', () => {
  it('says when nothing is ready, and why parcels are not yet', async () => {
    pickupServer();
    renderWithApp(<PickupPage />, { route: '/pickup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pickup pass' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No parcels are ready for pickup' })).toBeTruthy();
    expect(screen.getByText(/once it has arrived at your branch and its flight is paid/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See arrived parcels' }).getAttribute('href')).toBe(
      '/home#arrived',
    );
    expect(screen.queryByRole('button', { name: 'Get pickup pass' })).toBeNull();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
  });

  it('gets a pass with a slot and a trusted person, then shows its code and QR code', async () => {
    pickupServer({ ready: [{ branch: 'didube', parcels }] });
    renderWithApp(<PickupPage />, { route: '/pickup' });
    const section = await screen.findByRole('region', { name: 'Branch: Didube' });
    const list = within(section).getByRole('list', { name: 'Ready for pickup' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Z999AA10123456784Flight: US-261201 · 2.35 kg', 'LP00123456789CNFlight: CN-261128 · 0.8 kg']);

    // No slot by default; the next 7 days, Sunday closed.
    const day = within(section).getByLabelText<HTMLSelectElement>('Day');
    expect(day.value).toBe('');
    expect([...day.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Any time (no slot)', false],
      ['Thu 10 Dec', false],
      ['Fri 11 Dec', false],
      ['Sat 12 Dec', false],
      ['Sun 13 Dec — closed', true],
      ['Mon 14 Dec', false],
      ['Tue 15 Dec', false],
      ['Wed 16 Dec', false],
    ]);
    await userEvent.selectOptions(day, '2026-12-12');
    const time = await within(section).findByRole<HTMLSelectElement>('combobox', { name: /^Time/ });
    await waitFor(() => expect(time.options).toHaveLength(3));
    expect([...time.options].map((o) => o.textContent)).toEqual([
      'Choose a time',
      '11:00–11:15',
      '11:15–11:30',
    ]);
    expect(sent('GET', /^\/api\/pickup\/slots/).map((c) => c.path)).toEqual([
      '/api/pickup/slots?branch=didube&day=2026-12-12',
    ]);
    await userEvent.selectOptions(time, '11:15–11:30');

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Someone else will collect' }));
    await userEvent.type(within(section).getByLabelText(/^Their full name/), 'Giorgi Beridze');
    await userEvent.type(within(section).getByLabelText(/^Their personal number/), '0100-1012 345');
    await userEvent.click(within(section).getByRole('button', { name: 'Get pickup pass' }));

    expect(await screen.findByTestId('pickup-code')).toBeTruthy();
    expect(sent('POST', /^\/api\/pickup\/passes$/).map((c) => c.body)).toEqual([
      {
        branch: 'didube',
        slot: '2026-12-12T07:15:00.000Z',
        trustee: { name: 'Giorgi Beridze', personalId: '01001012345' },
      },
    ]);
    expect(screen.getByTestId('pickup-code').textContent).toBe('K7M2QX');
    const qr = await screen.findByTestId<HTMLImageElement>('pickup-qr');
    expect(qr.alt).toBe('QR code of pickup pass K7M2QX');
    expect(qr.width).toBeGreaterThanOrEqual(220);
    expectQrOf(qr, 'AMANATI-PASS:K7M2QX');
    expect(screen.getByTestId('pickup-slot').textContent).toBe('Time: Sat 12 Dec, 11:15–11:30');
    expect(screen.getByTestId('pickup-trustee').textContent).toBe(
      'Can also be collected by: Giorgi Beridze, personal no. 01001012345',
    );
    expect(screen.getByText(/Valid until used. It covers exactly the parcels below/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Parcels on this pass' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['1Z999AA10123456784', 'LP00123456789CN']);
    expect(screen.queryByRole('button', { name: 'Get pickup pass' })).toBeNull();
  });

  it('asks for no slot and no one else by default', async () => {
    pickupServer({ ready: [{ branch: 'gldani', parcels: [parcels[0]!] }] });
    renderWithApp(<PickupPage />, { route: '/pickup' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get pickup pass' }));
    await screen.findByTestId('pickup-code');
    expect(sent('POST', /^\/api\/pickup\/passes$/).map((c) => c.body)).toEqual([{ branch: 'gldani' }]);
    expect(screen.getByTestId('pickup-slot').textContent).toBe('Time: Any time in working hours');
    expect(screen.queryByTestId('pickup-trustee')).toBeNull();
    expect(sent('GET', /^\/api\/pickup\/slots/)).toEqual([]);
  });

  it('shows a bad personal number on its field, found by the form or by the server', async () => {
    pickupServer(
      { ready: [{ branch: 'didube', parcels }] },
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'validation_error',
            errors: { 'trustee.personalId': 'personal_id_must_be_11_digits' },
          }),
          { status: 400 },
        ),
    );
    renderWithApp(<PickupPage />, { route: '/pickup' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Someone else will collect' }));
    await userEvent.type(screen.getByLabelText(/^Their full name/), 'Giorgi Beridze');
    const id = screen.getByLabelText<HTMLInputElement>(/^Their personal number/);
    await userEvent.type(id, '0100101');
    await userEvent.click(screen.getByRole('button', { name: 'Get pickup pass' }));

    const fieldError = () => {
      expect(id.getAttribute('aria-invalid')).toBe('true');
      const described = (id.getAttribute('aria-describedby') ?? '').split(' ');
      return described.map((ref) => document.getElementById(ref)?.textContent).join(' ');
    };
    await waitFor(() => expect(fieldError()).toContain('The personal ID must have 11 digits'));
    expect(sent('POST', /^\/api\/pickup\/passes$/)).toEqual([]);

    // Typing clears it; the server, refusing an 11-digit number, puts its error on the same field.
    await userEvent.type(id, '2345');
    expect(id.value).toBe('01001012345');
    expect(id.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Get pickup pass' }));
    await waitFor(() => expect(sent('POST', /^\/api\/pickup\/passes$/)).toHaveLength(1));
    await waitFor(() => expect(fieldError()).toContain('The personal ID must have 11 digits'));
    expect(screen.queryByTestId('pickup-failure')).toBeNull();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
  });

  it('says so when nothing is ready any more', async () => {
    pickupServer(
      { ready: [{ branch: 'didube', parcels }] },
      () =>
        new Response(JSON.stringify({ success: false, message: 'pickup_nothing_ready' }), { status: 409 }),
    );
    renderWithApp(<PickupPage />, { route: '/pickup' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get pickup pass' }));
    expect((await screen.findByTestId('pickup-failure')).textContent).toBe(
      'No parcels are ready for pickup at this branch yet.',
    );
  });

  it('cancels the pass after asking, with DELETE, and offers the form again', async () => {
    const state = pickupServer({
      ready: [{ branch: 'didube', parcels }],
      passes: [pass({ slot: SLOTS[0]!, trustee: { name: 'Giorgi Beridze', personalId: '01001012345' } })],
    });
    renderWithApp(<PickupPage />, { route: '/pickup' });
    expect((await screen.findByTestId('pickup-code')).textContent).toBe('K7M2QX');
    expect(screen.getByTestId('pickup-slot').textContent).toBe('Time: Sat 12 Dec, 11:00–11:15');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel pass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel pickup pass K7M2QX?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE', /./)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel pass' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() =>
      expect(sent('DELETE', /./).map((c) => c.path)).toEqual(['/api/pickup/passes/pass-1']),
    );
    expect(state.passes).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Get pickup pass' })).toBeTruthy();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
    expect(toasts).toEqual([{ message: 'The pickup pass has been cancelled.', color: 'green' }]);
  });

  it('makes a new pass from the current one, keeping its person, and says which ready parcels it leaves out', async () => {
    setViewport(1280);
    const newer = { id: 'p3', tracking: 'TR1234567890', flight: 'TR-261205', weightKg: null };
    pickupServer({
      ready: [{ branch: 'didube', parcels: [...parcels, newer] }],
      passes: [pass({ trustee: { name: 'Giorgi Beridze', personalId: '01001012345' } })],
    });
    renderWithApp(<PickupPage />, { route: '/pickup' });
    expect((await screen.findByTestId('pickup-left-out')).textContent).toBe(
      '1 more parcel is ready at this branch but is not on this pass: make a new pass to include it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make a new pass' }));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Someone else will collect' }).checked,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Their full name/).value).toBe('Giorgi Beridze');
    // Changing one's mind keeps the pass as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Keep the current pass' }));
    expect(screen.getByTestId('pickup-code').textContent).toBe('K7M2QX');
    await userEvent.click(screen.getByRole('button', { name: 'Make a new pass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get the new pass' }));
    await waitFor(() => expect(sent('POST', /^\/api\/pickup\/passes$/)).toHaveLength(1));
    expect(sent('POST', /^\/api\/pickup\/passes$/)[0]!.body).toEqual({
      branch: 'didube',
      trustee: { name: 'Giorgi Beridze', personalId: '01001012345' },
    });
    expect(await screen.findByTestId('pickup-code')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    calls = mockApi([
      [/^\/api\/pickup$/, () => new Response('{"message":"internal_error"}', { status: 500 })],
    ]);
    renderWithApp(<PickupPage />, { route: '/pickup' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
