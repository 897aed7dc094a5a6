// The page of the e-mailed recovery link (spec-readings General): a new password and its confirmation
// (must match, spec §5), then signed in for this browser session and sent to /home; a broken, used or
// expired link says so and offers to request a new one.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import ResetPasswordPage from './reset-password-page.tsx';
import { demoCandidate, mockFetch, renderAuth } from './test-utils.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notify: vi.fn() }));

const RESET = '/api/authorization/resetPassword';
const ME = '/api/authorization/userInformation';
const LINK_TOKEN = 'a'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(notifySuccess).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const open = (token: string | null, lang: 'en' | 'ka' | 'ru' = 'en') =>
  renderAuth(<ResetPasswordPage />, {
    lang,
    path: '/reset-password',
    route: token === null ? '/reset-password' : `/reset-password?token=${token}`,
  });
const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** The error text linked to a field (aria-describedby), so the message is known to belong to it. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)).filter((el) => el?.className.includes('error'));
  return texts.map((el) => el!.textContent).join(' ');
}

describe('reset-password page', () => {
  it('refuses a confirmation that does not match, and sends nothing', async () => {
    const { fn } = mockFetch({});
    const { user } = open(LINK_TOKEN);
    await user.type(password(/^New password/), 'secret12');
    await user.type(password(/^Repeat the new password/), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(errorOf(password(/^Repeat the new password/))).toBe('Passwords do not match');
    expect(fn).not.toHaveBeenCalled();
  });

  it('says the mismatch in Georgian', async () => {
    mockFetch({});
    const { user } = open(LINK_TOKEN, 'ka');
    const fields = [password(/^ახალი პაროლი/), password(/^გაიმეორეთ ახალი პაროლი/)];
    await user.type(fields[0]!, 'secret12');
    await user.type(fields[1]!, 'secret13{Enter}');
    await waitFor(() => expect(errorOf(fields[1]!)).not.toBe(''));
    expect(errorOf(fields[1]!)).toBe('პაროლები არ ემთხვევა');
  });

  it('a link without a usable token says it is invalid and offers a new one, without a form', async () => {
    mockFetch({});
    const { user, probe } = open(null);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(probe.panels!.open).toBe('forgot');
  });

  it('a link the server no longer accepts (used or expired) says so in Russian', async () => {
    const { calls } = mockFetch({
      [RESET]: { status: 400, body: { success: false, message: 'reset_link_invalid' } },
    });
    const { user } = open(LINK_TOKEN, 'ru');
    const fields = [password(/^Новый пароль/), password(/^Повторите новый пароль/)];
    await user.type(fields[0]!, 'secret12');
    await user.type(fields[1]!, 'secret12{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ссылка недействительна или устарела. Запросите новую.');
    expect(screen.getByRole('button', { name: 'Запросить новую ссылку' })).toBeTruthy();
    expect(calls(RESET)).toEqual([{ token: LINK_TOKEN, newPassword: 'secret12', newRePassword: 'secret12' }]);
    expect(screen.queryByLabelText(/^Новый пароль/, { selector: 'input' })).toBeNull();
  });

  it('sets the password, signs in for this browser session only and goes to /home', async () => {
    const { calls } = mockFetch({
      [RESET]: { body: { success: true, token: 'fresh-token', message: 'password_changed' } },
      [ME]: { body: { success: true, candidate: demoCandidate } },
    });
    const { user, probe, queryClient } = open(LINK_TOKEN);
    await user.type(password(/^New password/), 'secret12');
    await user.type(password(/^Repeat the new password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(probe.location).toBe('/home'));
    expect(calls(RESET)).toEqual([{ token: LINK_TOKEN, newPassword: 'secret12', newRePassword: 'secret12' }]);
    expect(sessionStorage.getItem('amanati.token')).toBe('fresh-token');
    expect(localStorage.getItem('amanati.token')).toBeNull();
    expect(queryClient.getQueryData(['me'])).toEqual(demoCandidate);
    expect(notifySuccess).toHaveBeenCalledWith('Password changed');
  });
});
