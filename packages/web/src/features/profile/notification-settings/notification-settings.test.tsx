import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@amanati/shared/notification-preferences';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { NotificationSettings } from './notification-settings.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify.ts');

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const settings = (over: Record<string, unknown> = {}) => ({
  success: true,
  events: DEFAULT_PREFERENCES,
  quietHours: true,
  language: 'ka',
  emailNotifications: true,
  channels: { sms: true, push: true },
  phone: { number: '555123456', verified: false },
  ...over,
});

const cell = (event: string, channel: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `${event} — ${channel}` });

describe('NotificationSettings', () => {
  it('shows the matrix with in-app always on and SMS closed until the phone is confirmed', async () => {
    fakeApi({ 'GET /api/notification/preferences': () => ({ body: settings() }) });
    renderWith(<NotificationSettings />, { user: demoCandidate() });
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const site = cell('Flight arrived', 'Site');
    expect([site.checked, site.disabled]).toEqual([true, true]);
    expect(cell('Flight arrived', 'E-mail').checked).toBe(true);
    expect(cell('Flight arrived', 'SMS').disabled).toBe(true);
    expect(screen.getByText('SMS: confirm your phone number first.')).toBeTruthy();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
  });

  it('hides a channel the server does not offer', async () => {
    fakeApi({
      'GET /api/notification/preferences': () => ({
        body: settings({ channels: { sms: false, push: false } }),
      }),
    });
    renderWith(<NotificationSettings />, { user: demoCandidate() });
    await screen.findByRole('table', { name: 'Notifications' });
    expect(screen.queryByRole('columnheader', { name: 'SMS' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Push' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('saves the changed matrix, quiet hours and language in one request', async () => {
    const api = fakeApi({
      'GET /api/notification/preferences': () => ({
        body: settings({ phone: { number: '555123456', verified: true } }),
      }),
      'PUT /api/notification/preferences': () => ({ body: { success: true, message: 'preferences_saved' } }),
    });
    renderWith(<NotificationSettings />, { user: demoCandidate() });
    await screen.findByRole('table', { name: 'Notifications' });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save settings' });
    expect(save.disabled).toBe(true);
    fireEvent.click(cell('Parcel received at the warehouse (with its weight)', 'E-mail'));
    fireEvent.click(cell('Courier order updates', 'SMS'));
    fireEvent.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Notification settings saved'));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      quietHours: false,
      language: 'ka',
      events: {
        received: { email: false, push: true, sms: false },
        courier: { email: true, push: true, sms: true },
        arrived: { sms: true },
      },
    });
  });

  it('confirms the phone with the code from the SMS and shows a wrong code', async () => {
    let verified = false;
    const api = fakeApi({
      'GET /api/notification/preferences': () => ({
        body: settings({ phone: { number: '555123456', verified } }),
      }),
      'POST /api/notification/phone/code': () => ({ body: { success: true, message: 'phone_code_sent' } }),
      'POST /api/notification/phone/verify': (call) => {
        if ((call.body as { code: string }).code !== '123456')
          return { status: 400, body: { success: false, message: 'phone_code_wrong' } };
        verified = true;
        return { body: { success: true, message: 'phone_verified' } };
      },
    });
    renderWith(<NotificationSettings />, { user: demoCandidate() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('We have sent a code to 555123456.'),
    );
    expect(api.calls.find((c) => c.path === '/api/notification/phone/code')!.body).toEqual({
      language: 'en',
    });
    const digits = () =>
      screen
        .getAllByRole('textbox')
        .filter((e) => /Digit \d of the code/.test(e.getAttribute('aria-label') ?? ''));
    const type = (code: string) =>
      code.split('').forEach((d, i) => fireEvent.change(digits()[i]!, { target: { value: d } }));
    type('999999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Check the SMS and try again.',
    );
    type('123456');
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Your phone number is confirmed'));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
  });
});
