// Site content: a notification goes to one customer or, only when confirmed, to everyone; news are
// written in three languages and saved as form data (PUT when editing); the tab is in the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { ContentPage } from './content-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const fillThree = (label: string, texts: [string, string, string]) =>
  (['Georgian', 'English', 'Russian'] as const).forEach((lang, i) =>
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label} \\(${lang}\\)`) }), {
      target: { value: texts[i] },
    }),
  );

describe('notifications', () => {
  it('sends to one customer by AXID', async () => {
    const api = fakeApi({
      'POST /api/admin/notifications': () => ({ body: { success: true, AXID: 'AX10001', broadcast: false } }),
    });
    renderAdmin(<ContentPage />, {
      path: '/admin/content/notify',
      route: '/admin/content/:tab?',
      user: staff(),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Customer's AXID/ }), {
      target: { value: 'ax10001' },
    });
    fillThree('Title', ['გამარჯობა', 'Hello', 'Привет']);
    fillThree('Text', ['ტექსტი', 'Text', 'Текст']);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.count('POST /api/admin/notifications')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/notifications')).toEqual({
      axid: 'AX10001',
      title: { ka: 'გამარჯობა', en: 'Hello', ru: 'Привет' },
      description: { ka: 'ტექსტი', en: 'Text', ru: 'Текст' },
    });
  });

  it('writes to everyone only when that is ticked, and requires all three languages', async () => {
    const api = fakeApi({
      'POST /api/admin/notifications': () => ({ body: { success: true, AXID: null, broadcast: true } }),
    });
    renderAdmin(<ContentPage />, {
      path: '/admin/content/notify',
      route: '/admin/content/:tab?',
      user: staff(),
    });
    fillThree('Title', ['ა', 'A', 'А']);
    fillThree('Text', ['ბ', 'B', '']);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText('Type an AXID or tick "Send to every customer".')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send to every customer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.count('POST /api/admin/notifications')).toBe(0);
    fillThree('Text', ['ბ', 'B', 'Б']);
    fireEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
    await waitFor(() => expect(api.count('POST /api/admin/notifications')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/notifications')).not.toHaveProperty('axid');
  });
});

describe('news', () => {
  it('edits a news item as form data with PUT', async () => {
    const post = {
      _id: 'n-1',
      photo: 'p.jpg',
      newsTitleKa: 'სათაური',
      newsTitleEn: 'Title',
      newsTitleRu: 'Заголовок',
      newsTextKa: 'ტ',
      newsTextEn: 'T',
      newsTextRu: 'Т',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const sent: { method: string; inputs: unknown }[] = [];
    const { fetchMock } = fakeApi({
      'GET /api/admin/news?skip=0&limit=20': () => ({ body: { success: true, news: [post], newsCount: 1 } }),
      'PUT /api/admin/news/n-1': () => ({ body: { success: true, post } }),
    });
    renderAdmin(<ContentPage />, { path: '/admin/content', route: '/admin/content/:tab?', user: staff() });
    expect(await screen.findByText('Title')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ }), {
      target: { value: 'New title' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    for (const [path, init] of fetchMock.mock.calls)
      if (init?.body instanceof FormData)
        sent.push({
          method: `${init.method} ${path}`,
          inputs: JSON.parse(init.body.get('inputs') as string),
        });
    expect(sent).toEqual([
      {
        method: 'PUT /api/admin/news/n-1',
        inputs: expect.objectContaining({ newsTitleEn: 'New title', newsTitleKa: 'სათაური' }),
      },
    ]);
  });

  it('switches tabs through the address', async () => {
    fakeApi({
      'GET /api/admin/news?skip=0&limit=20': () => ({ body: { success: true, news: [], newsCount: 0 } }),
    });
    renderAdmin(<ContentPage />, { path: '/admin/content', route: '/admin/content/:tab?', user: staff() });
    expect(await screen.findByText('No news yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/content/notify'));
  });
});

describe('flight remarks', () => {
  it('keeps whether a remark tells the flight’s customers when its texts are saved', async () => {
    const api = fakeApi({
      'GET /api/admin/flight-remarks': () => ({
        body: {
          success: true,
          remarks: [
            {
              key: 'delayed',
              ka: 'რეისი იგვიანებს',
              en: 'Delayed',
              ru: 'Рейс задерживается',
              announce: true,
            },
          ],
        },
      }),
      'PUT /api/admin/flight-remarks/delayed': (call) => ({
        body: { success: true, remark: { key: 'delayed', ...(call.body as object) } },
      }),
    });
    renderAdmin(<ContentPage />, {
      path: '/admin/content/remarks',
      route: '/admin/content/:tab?',
      user: staff(),
    });
    const tells = await screen.findAllByRole('checkbox', { name: /Tell the flight's customers/ });
    expect((tells[0] as HTMLInputElement).checked).toBe(true);
    expect((tells[1] as HTMLInputElement).checked).toBe(false);
    const form = tells[0]!.closest('form')!;
    fireEvent.change(within(form).getByRole('textbox', { name: /\(English\)/ }), {
      target: { value: 'Delayed by weather' },
    });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(bodyOf(api.calls, 'PUT /api/admin/flight-remarks/delayed')).toEqual({
        ka: 'რეისი იგვიანებს',
        en: 'Delayed by weather',
        ru: 'Рейс задерживается',
        announce: true,
      }),
    );
  });
});
