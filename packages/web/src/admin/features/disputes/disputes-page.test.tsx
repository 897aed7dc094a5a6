// Staff's weight disputes (issue 21 §2): the queue shows each dispute with the customer's reason, the
// measurement disputed and the intake photos; the re-weigh asks for a photo before anything is sent, sends
// the photo with the new measurement and the answer as form data, and the answered dispute leaves the
// queue; the server's refusal is shown in words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDispute } from '@amanati/shared/answers/disputes';
import { fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { DisputesPage } from './disputes-page.tsx';

const item: StaffDispute = {
  id: 'd1',
  parcelId: 'p1',
  kind: 'weight',
  state: 'open',
  reason: 'The shop says 1.9 kg',
  expectedWeightKg: '1.900',
  before: { weightKg: '2.400', lengthCm: 30, widthCm: 20, heightCm: 10, photo: 'a1.png' },
  after: null,
  answer: null,
  createdAt: '2026-12-10T06:00:00.000Z',
  answeredAt: null,
  tracking: 'TRK1',
  country: 2,
  axid: 'AX10042',
  customer: 'Nino Beridze',
  photos: [{ photo: 'a1.png', at: '2026-12-09T10:00:00.000Z', kind: 'received' }],
};

afterEach(() => vi.unstubAllGlobals());

const field = (card: HTMLElement, name: RegExp) => within(card).getByLabelText(name);

describe('weight disputes page', () => {
  it('re-weighs with a photo and answers; the dispute leaves the queue', async () => {
    let open = [item];
    const api = fakeApi({
      'GET /api/admin/disputes': () => ({ body: { success: true, items: open } }),
      'POST /api/admin/disputes/d1/answer': () => {
        open = [];
        return { body: { success: true, dispute: { ...item, state: 'answered' } } };
      },
    });
    renderAdmin(<DisputesPage />, { user: staff() });
    const card = await screen.findByRole('article', { name: 'TRK1' });
    expect(card.textContent).toContain('AX10042 · Nino Beridze');
    expect(card.textContent).toContain('The shop says 1.9 kg');
    expect(card.textContent).toContain('2.4 kg · 30 × 20 × 10 cm');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/uploads/labels/a1.png');
    // Sizes start as intake measured them.
    expect((field(card, /^Length, cm/) as HTMLInputElement).value).toBe('30');

    fireEvent.change(field(card, /^New weight, kg/), { target: { value: '1,9' } });
    fireEvent.change(field(card, /^Answer to the customer/), { target: { value: 'You were right.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the re-weigh and answer' }));
    expect(await within(card).findByText('Take or choose a new photo of the parcel.')).toBeTruthy();
    expect(api.count('POST /api/admin/disputes/d1/answer')).toBe(0);

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'scales.png', { type: 'image/png' });
    fireEvent.change(card.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the re-weigh and answer' }));
    expect(await screen.findByText('No open disputes.')).toBeTruthy();
    const init = api.fetchMock.mock.calls.find(
      ([path, i]) => path === '/api/admin/disputes/d1/answer' && i,
    )![1]!;
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('scales.png');
    expect(JSON.parse(form.get('inputs') as string)).toEqual({
      weightKg: '1.9',
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      answer: 'You were right.',
    });
  });

  it('says why the server refused', async () => {
    fakeApi({
      'GET /api/admin/disputes': () => ({ body: { success: true, items: [item] } }),
      'POST /api/admin/disputes/d1/answer': () => ({
        status: 409,
        body: { success: false, message: 'dispute_already_answered' },
      }),
    });
    renderAdmin(<DisputesPage />, { user: staff() });
    const card = await screen.findByRole('article', { name: 'TRK1' });
    fireEvent.change(field(card, /^New weight, kg/), { target: { value: '1.9' } });
    fireEvent.change(field(card, /^Answer to the customer/), { target: { value: 'Checked.' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'scales.png', { type: 'image/png' });
    fireEvent.change(card.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the re-weigh and answer' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe('This dispute has already been answered.'),
    );
  });

  it('says when nothing is open', async () => {
    fakeApi({ 'GET /api/admin/disputes': () => ({ body: { success: true, items: [] } }) });
    renderAdmin(<DisputesPage />, { user: staff() });
    expect(await screen.findByText('No open disputes.')).toBeTruthy();
  });
});
