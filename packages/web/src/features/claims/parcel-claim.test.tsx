// A parcel's claim in its detail: an eligible handed-over parcel offers "File a claim" with the cap the
// server computed; the form needs a description and, for damage, a photo (nothing is sent without them);
// a photo shows its preview and the form goes out as `inputs` + `photos`. A claim waiting for the
// customer shows staff's request and takes the answer.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim, ParcelClaimsAnswer } from '@amanati/shared/answers/claims';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, renderWithApp } from '../parcels/testing/render.tsx';
import type { ParcelDetail } from '../parcels/api/parcels.ts';
import { ParcelClaim } from './parcel-claim.tsx';

interface Sent {
  url: string;
  inputs: unknown;
  photos: File[];
}
const { sent, state } = vi.hoisted(() => {
  const state: { answer: unknown } = { answer: null };
  return { sent: [] as Sent[], state };
});

// The form as it would go out: recorded, answered with `answer`.
vi.mock('./api/send-claim-form.ts', () => ({
  sendClaimForm: (url: string, inputs: unknown, photos: File[], onProgress?: (p: number) => void) => {
    sent.push({ url, inputs, photos });
    onProgress?.(100);
    return Promise.resolve(state.answer);
  },
}));

const parcel = { _id: 'p1', status: 'obtained' } as unknown as ParcelDetail;

const claim = (over: Partial<Claim> = {}): Claim => ({
  id: 'c1',
  reference: 'CL-7',
  parcelId: 'p1',
  tracking: 'TRACK1',
  kind: 'damaged',
  state: 'submitted',
  description: 'The box was crushed',
  photos: [],
  insured: false,
  capTetri: 5000,
  dueAt: '2026-12-20T08:00:00.000Z',
  amountTetri: null,
  decisionNote: null,
  createdAt: '2026-12-10T08:00:00.000Z',
  updatedAt: '2026-12-10T08:00:00.000Z',
  events: [],
  ...over,
});

function serve(state: Omit<ParcelClaimsAnswer, 'success'>) {
  return mockApi([[/^\/api\/claims\/parcels\/p1$/, () => ({ success: true, ...state })]]);
}

describe('a parcel’s claim', () => {
  beforeEach(() => {
    initTestI18n('en');
    sent.length = 0;
    state.answer = { success: true, claim: claim() };
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('files a damaged claim with a description and a photo, showing the cap', async () => {
    const user = userEvent.setup();
    serve({
      claims: [],
      eligibility: {
        eligible: true,
        kind: 'damaged',
        until: '2026-12-13T08:00:00.000Z',
        insured: false,
        capTetri: 5000,
      },
    });
    renderWithApp(<ParcelClaim parcel={parcel} />);
    await user.click(await screen.findByRole('button', { name: 'File a claim for damage' }));
    expect(screen.getByTestId('claim-cap').textContent).toBe(
      'Up to 50.00 ₾ — not insured: up to the liability per kg',
    );
    // Too short, no photo: said on the fields, nothing sent.
    await user.type(screen.getByLabelText(/What happened/), 'Broken');
    await user.click(screen.getByRole('button', { name: 'File the claim' }));
    expect(await screen.findByText('Describe what happened in a few more words.')).toBeTruthy();
    expect(screen.getByText('Add at least one photo of the damage.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/What happened/), ': the glass inside is in pieces');
    const photo = new File([new Uint8Array([0x89, 0x50])], 'box.png', { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, photo);
    expect(screen.getAllByTestId('claim-photo-preview')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'File the claim' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/claims',
      inputs: { parcelId: 'p1', description: 'Broken: the glass inside is in pieces' },
    });
    expect(sent[0]!.photos.map((f) => f.name)).toEqual(['box.png']);
  });

  it('shows staff’s request and sends the customer’s answer', async () => {
    const user = userEvent.setup();
    serve({
      claims: [
        claim({
          state: 'info_requested',
          events: [
            {
              kind: 'filed',
              at: '2026-12-10T08:00:00.000Z',
              by: 'customer',
              note: 'The box was crushed',
              photos: [],
              amountTetri: null,
            },
            {
              kind: 'info_requested',
              at: '2026-12-11T08:00:00.000Z',
              by: 'staff',
              note: 'A photo of the label, please',
              photos: [],
              amountTetri: null,
            },
          ],
        }),
      ],
      eligibility: { eligible: false, reason: 'claim_open_exists', from: null },
    });
    renderWithApp(<ParcelClaim parcel={parcel} />);
    expect(await screen.findByText('A photo of the label, please')).toBeTruthy();
    expect(screen.getByTestId('claim-state').textContent).toBe('Information needed');
    expect(screen.queryByRole('button', { name: 'File a claim for damage' })).toBeNull();
    await user.type(screen.getByLabelText('Your answer'), 'Here is the label');
    await user.click(screen.getByRole('button', { name: 'Add information' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/claims/c1/info',
      inputs: { note: 'Here is the label' },
      photos: [],
    });
  });

  it('asks nothing for a parcel that cannot be claimed', () => {
    const calls = serve({
      claims: [],
      eligibility: { eligible: false, reason: 'claim_not_eligible', from: null },
    });
    renderWithApp(<ParcelClaim parcel={{ _id: 'p1', status: 'arrived' } as unknown as ParcelDetail} />);
    expect(calls).toEqual([]);
  });
});
