// A notification about a payment links its PDF receipt (issue 20 §5): the button downloads it through
// the bearer token; other notifications have no such button.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import NotificationDetailPage from './notification-detail-page.tsx';

beforeAll(() => initTestI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notification = (over: Record<string, unknown> = {}) => ({
  _id: 'n1',
  kind: 'payment_received',
  status: '1',
  createdAt: '2026-11-29T08:00:00.000Z',
  titleKa: 'ბალანსი შევსებულია',
  titleEn: 'Balance topped up',
  titleRu: 'Баланс пополнен',
  descriptionKa: 'თქვენს ბალანსზე ჩაირიცხა 15.50 ₾.',
  descriptionEn: '15.50 GEL has been added to your balance.',
  descriptionRu: 'На ваш баланс зачислено 15.50 ₾.',
  ...over,
});

const open = () =>
  renderWith(<NotificationDetailPage />, {
    user: demoCandidate(),
    path: '/notification-detail/n1',
    route: '/notification-detail/:id',
  });

describe('a payment notification', () => {
  it('downloads the receipt of its payment', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const api = fakeApi({
      'GET /api/notification/get/n1': () => ({
        body: { success: true, notification: notification({ receipt: '42' }) },
      }),
      'GET /api/money/receipts/42.pdf?lang=en': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download the receipt (PDF)' }));
    await waitFor(() => expect(api.count('GET /api/money/receipts/42.pdf?lang=en')).toBe(1));
  });

  it('has no receipt button when it is about no payment', async () => {
    fakeApi({
      'GET /api/notification/get/n1': () => ({
        body: { success: true, notification: notification({ kind: 'admin' }) },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Balance topped up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download the receipt (PDF)' })).toBeNull();
  });
});
