// The parcel's weight and size in its dialog (issue 21 §2): the measurements and intake photos (each
// opening full size), the dispute form checked before it is sent and sent as the contract says, the held
// state once sent, the server's refusal in words, and an answered dispute with both measurements.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisputeWire, ParcelMeasurementsAnswer } from '@amanati/shared/answers/disputes';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, product, renderWithApp, setViewport, type Call } from '../parcels/testing/render.tsx';
import { ParcelDispute } from './parcel-dispute.tsx';

const parcel = { ...product({ _id: 'p1', status: 'stock', statusPage: 'stock', weight: 2.4 }), events: [] };
const measured = { weightKg: '2.400', lengthCm: 40, widthCm: 30, heightCm: 20, photo: 'a1.png' };

const dispute = (over: Partial<DisputeWire> = {}): DisputeWire => ({
  id: 'd1',
  parcelId: 'p1',
  kind: 'weight',
  state: 'open',
  reason: 'The shop says 1.9 kg',
  expectedWeightKg: '1.900',
  before: measured,
  after: null,
  answer: null,
  createdAt: '2026-12-10T06:00:00.000Z',
  answeredAt: null,
  ...over,
});

let calls: Call[];
function server(state: Omit<ParcelMeasurementsAnswer, 'success'>, open?: (body: unknown) => unknown) {
  calls = mockApi([
    [
      /^\/api\/disputes\/parcel\/p1$/,
      (call) => {
        if (call.method === 'GET') return { success: true, ...state };
        const answer = open?.(call.body);
        if (answer instanceof Response) return answer;
        const made = dispute();
        Object.assign(state, { disputable: false, disputes: [made] });
        return { success: true, dispute: made };
      },
    ],
    [/^\/api\/product\/get\/p1$/, () => ({ success: true, product: parcel })],
  ]);
}

const fresh = (): Omit<ParcelMeasurementsAnswer, 'success'> => ({
  measurement: measured,
  volumeWeightKg: '4.000',
  photos: [{ photo: 'a1.png', at: '2026-12-09T10:00:00.000Z', kind: 'received' }],
  disputable: true,
  disputes: [],
});

beforeEach(() => {
  initTestI18n('en');
  setViewport(390);
});
afterEach(() => vi.unstubAllGlobals());

describe('parcel dispute', () => {
  it('shows the measurements and the intake photo, opening full size', async () => {
    server(fresh());
    renderWithApp(<ParcelDispute parcel={parcel} />);
    const section = await screen.findByRole('region', { name: 'Weight and size' });
    expect(within(section).getByText('Weight: 2.4 kg')).toBeTruthy();
    expect(within(section).getByText('Size: 40 × 30 × 20 cm')).toBeTruthy();
    expect(within(section).getByText('Volume weight: 4 kg')).toBeTruthy();
    const link = within(section).getByRole('link');
    expect(link.getAttribute('href')).toBe('/uploads/labels/a1.png');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-label')).toMatch(/^Photo at intake/);
  });

  it('checks the reason before sending, sends the dispute and shows it held', async () => {
    server(fresh());
    const user = userEvent.setup();
    renderWithApp(<ParcelDispute parcel={parcel} />);
    await user.click(await screen.findByRole('button', { name: 'Dispute weight or size' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'The shop says 1.9 kg');
    await user.type(screen.getByRole('textbox', { name: /^Expected weight/ }), '1,9');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Disputed — held from loading until we re-weigh');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { kind: 'weight', reason: 'The shop says 1.9 kg', expectedWeightKg: '1.9' },
    ]);
    expect(screen.queryByRole('button', { name: 'Dispute weight or size' })).toBeNull();
  });

  it('says why the server refused', async () => {
    server(
      fresh(),
      () =>
        new Response(JSON.stringify({ success: false, message: 'dispute_already_open' }), { status: 409 }),
    );
    const user = userEvent.setup();
    renderWithApp(<ParcelDispute parcel={parcel} />);
    await user.click(await screen.findByRole('button', { name: 'Dispute weight or size' }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Too heavy');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('already has a dispute under review'));
  });

  it('shows an answered dispute with the answer and both measurements', async () => {
    const after = { weightKg: '1.900', lengthCm: 40, widthCm: 30, heightCm: 20, photo: 'b2.png' };
    server({
      ...fresh(),
      measurement: after,
      disputable: true,
      disputes: [
        dispute({
          state: 'answered',
          after,
          answer: 'You were right: 1.9 kg.',
          answeredAt: '2026-12-11T06:00:00.000Z',
        }),
      ],
    });
    renderWithApp(<ParcelDispute parcel={parcel} />);
    const answered = await screen.findByText('We weighed the parcel again');
    const box = answered.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(within(box).getByText('You were right: 1.9 kg.')).toBeTruthy();
    expect(within(box).getByText('Before')).toBeTruthy();
    expect(within(box).getByText('Weight: 2.4 kg')).toBeTruthy();
    expect(within(box).getByText('After')).toBeTruthy();
    expect(within(box).getByText('Weight: 1.9 kg')).toBeTruthy();
  });

  it('shows nothing for a parcel not weighed yet', () => {
    server(fresh());
    renderWithApp(
      <ParcelDispute parcel={{ ...parcel, status: 'waiting', statusPage: 'waiting', weight: null }} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
