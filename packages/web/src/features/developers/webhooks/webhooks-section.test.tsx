import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import WebhooksSection from './webhooks-section.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const endpoint = {
  id: 'e1',
  url: 'https://shop.example.com/hooks',
  description: '',
  events: ['parcel.received'],
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const delivery = {
  id: 'd1',
  eventId: 'evt_0123456789abcdef01234567',
  type: 'webhook.test',
  status: 'failed',
  createdAt: '2026-11-20T10:00:00.000Z',
  nextAttemptAt: null,
  attempts: [
    { at: '2026-11-20T10:00:01.000Z', statusCode: 500, error: null, durationMs: 42, response: 'boom' },
  ],
};

describe('WebhooksSection', () => {
  it('adds an endpoint with its events and shows the secret once', async () => {
    let endpoints: (typeof endpoint)[] = [];
    const api = fakeApi({
      'GET /api/developer/webhooks': () => ({ body: { success: true, endpoints } }),
      'POST /api/developer/webhooks': (call) => {
        endpoints = [{ ...endpoint, ...(call.body as object) }];
        return { body: { success: true, endpoint: endpoints[0], secret: 'whsec_shown-once' } };
      },
    });
    renderWith(<WebhooksSection />, { user: demoCandidate() });
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Choose at least one event.')).toBeTruthy();
    expect(api.count('POST /api/developer/webhooks')).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Endpoint URL/ }), {
      target: { value: 'https://shop.example.com/hooks' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /parcel\.ready/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_shown-once');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      url: 'https://shop.example.com/hooks',
      description: '',
      events: ['parcel.ready'],
      enabled: true,
    });
    expect(await screen.findByRole('article', { name: 'https://shop.example.com/hooks' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('sends a test event, shows the delivery log and redelivers', async () => {
    const api = fakeApi({
      'GET /api/developer/webhooks': () => ({ body: { success: true, endpoints: [endpoint] } }),
      'POST /api/developer/webhooks/e1/test': () => ({ body: { success: true, delivery } }),
      'GET /api/developer/webhooks/e1/deliveries': () => ({
        body: { success: true, deliveries: [delivery] },
      }),
      'POST /api/developer/webhooks/deliveries/d1/redeliver': () => ({
        body: { success: true, delivery: { ...delivery, id: 'd2', status: 'pending', attempts: [] } },
      }),
    });
    renderWith(<WebhooksSection />, { user: demoCandidate() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const row = within(log).getByTestId('webhook-delivery');
    expect(within(row).getByText('HTTP 500')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('boom')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Send the event webhook\.test/ }));
    await waitFor(() => expect(api.count('POST /api/developer/webhooks/deliveries/d1/redeliver')).toBe(1));
  });

  it('deletes only after a second press', async () => {
    const api = fakeApi({
      'GET /api/developer/webhooks': () => ({ body: { success: true, endpoints: [endpoint] } }),
      'DELETE /api/developer/webhooks/e1': () => ({ body: { success: true, deleted: true } }),
    });
    renderWith(<WebhooksSection />, { user: demoCandidate() });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the endpoint https://shop.example.com/hooks' }),
    );
    expect(api.count('DELETE /api/developer/webhooks/e1')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.count('DELETE /api/developer/webhooks/e1')).toBe(1));
  });
});
