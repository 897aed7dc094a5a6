import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { preview, type NotificationItem } from '../api/notifications.ts';
import { NotificationBell } from './bell.tsx';

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const LONG_KA = 'ამანათი LP00512345678CN მიღებულია საწყობში. წონა: 1.250 კგ. გთხოვთ, დაადეკლაროთ.';
const note = (id: string, status: '0' | '1', description: string): NotificationItem => ({
  _id: id,
  kind: 'admin',
  status,
  createdAt: '2025-05-01T08:00:00.000Z',
  titleKa: `სათაური ${id}`,
  titleEn: `Title ${id}`,
  titleRu: `Заголовок ${id}`,
  descriptionKa: description,
  descriptionEn: description,
  descriptionRu: description,
});

/** The stream stays open and silent. */
const silentStream = () => new Response(new ReadableStream({ start() {} }), { status: 200 });

describe('preview', () => {
  it('keeps the first 50 characters and marks the cut', () => {
    expect(preview('short text')).toBe('short text');
    const exactly50 = 'x'.repeat(50);
    expect(preview(exactly50)).toBe(exactly50);
    const cut = preview(LONG_KA);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(LONG_KA.startsWith(cut.slice(0, -1))).toBe(true);
    expect(preview('line one\n\n  line two')).toBe('line one line two');
  });

  it('keeps the flight code the cut would lose, in 50 characters', () => {
    const sent = 'ამანათი LP00512345678CN გამოგზავნილია რეისით TR-261121. ტრანსპორტირების საფასური: 14.92 ₾.';
    const cut = preview(sent);
    expect(cut.endsWith('… TR-261121')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(50);
    expect(sent.startsWith(cut.slice(0, cut.indexOf('…')))).toBe(true);
    expect(cut).toContain('LP00512345678CN');
    // A code already in the first 50 characters needs nothing more.
    expect(
      preview('Flight TR-261121 has landed. Your parcels (3) can be collected at the branch once paid.'),
    ).toBe('Flight TR-261121 has landed. Your parcels (3) can…');
  });
});

describe('NotificationBell', () => {
  it('shows the unread count and lists title, 50-character preview, unread in bold, and a link to all', async () => {
    fakeApi({
      'GET /api/notification/gets': () => ({
        body: {
          notifications: [note('n1', '1', LONG_KA), note('n2', '0', 'წაკითხული შეტყობინება')],
          nonotificationLength: 1,
        },
      }),
      'GET /api/notification/stream': () => silentStream(),
    });
    renderWith(<NotificationBell />, { user: demoCandidate() });
    const button = await screen.findByRole('button', { name: 'შეტყობინებები, წაუკითხავი: 1' });
    expect(screen.getByTestId('bell-badge').textContent).toBe('1');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    const [first, second] = items;
    expect(first!.getAttribute('href')).toBe('/notification-detail/n1');
    expect(first!.hasAttribute('data-unread')).toBe(true);
    const title1 = within(first!).getByTestId('bell-title');
    expect(title1.textContent).toContain('სათაური n1');
    expect(title1.style.fontWeight).toBe('700');
    expect(within(first!).getByTestId('bell-preview').textContent).toBe(preview(LONG_KA));
    expect(second!.hasAttribute('data-unread')).toBe(false);
    expect(within(second!).getByTestId('bell-title').style.fontWeight).toBe('400');
    const all = items.at(-1)!;
    expect(all.textContent).toBe('ყველა შეტყობინება');
    expect(all.getAttribute('href')).toBe('/notification-all');
  });

  it('has no badge without unread notifications and says there are none', async () => {
    fakeApi({
      'GET /api/notification/gets': () => ({ body: { notifications: [], nonotificationLength: 0 } }),
      'GET /api/notification/stream': () => silentStream(),
    });
    renderWith(<NotificationBell />, { user: demoCandidate() });
    fireEvent.click(await screen.findByRole('button', { name: 'შეტყობინებები' }));
    expect(screen.queryByTestId('bell-badge')).toBeNull();
    expect(await screen.findByText('შეტყობინებები ჯერ არ გაქვთ')).toBeTruthy();
  });

  it('reloads when the stream reports a new unread count, sending the token in the header', async () => {
    let push: (text: string) => void = () => undefined;
    let unread = 0;
    const api = fakeApi({
      'GET /api/notification/gets': () => ({
        body: {
          notifications: unread ? [note('n9', '1', 'ახალი')] : [],
          nonotificationLength: unread,
        },
      }),
      'GET /api/notification/stream': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              const encoder = new TextEncoder();
              push = (text) => controller.enqueue(encoder.encode(text));
            },
          }),
          { status: 200 },
        ),
    });
    renderWith(<NotificationBell />, { user: demoCandidate() });
    await screen.findByRole('button', { name: 'შეტყობინებები' });
    await waitFor(() => expect(api.count('GET /api/notification/stream')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/notification/stream')?.headers.authorization).toBe(
      'Bearer test-token',
    );
    push('event: unread\ndata: {"nonotificationLength":0}\n\n');
    unread = 1;
    push(': ping\n\nevent: unread\ndata: {"nonotif');
    push('icationLength":1}\n\n');
    expect(await screen.findByRole('button', { name: 'შეტყობინებები, წაუკითხავი: 1' })).toBeTruthy();
    expect(api.count('GET /api/notification/gets')).toBe(2);
  });
});
