import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCandidate, mockFetch, renderAuth } from '../test-utils.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { SigninPanel } from './signin-panel.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notify: vi.fn() }));

const SIGNIN = '/api/authorization/signin';
const ME = '/api/authorization/userInformation';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in panel', () => {
  it("puts the focus in the login field when the visitor asked for it (the phone header's button)", async () => {
    mockFetch({});
    renderAuth(<SigninPanel autoFocus />);
    const login = await screen.findByLabelText(/AX code or e-mail/);
    await waitFor(() => expect(document.activeElement).toBe(login));
    // A placeholder short enough for the 300 px panel.
    expect(login.getAttribute('placeholder')).toBe('AX10001 or e-mail');
  });

  it('marks empty fields red and sends nothing', async () => {
    const { fn } = mockFetch({});
    const { user } = renderAuth(<SigninPanel />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const login = screen.getByLabelText(/AX code or e-mail/);
    const password = screen.getByLabelText(/^Password/);
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(2);
    // The error text is linked to its field.
    const described = login.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Required');
    expect(document.activeElement).toBe(login);
    expect(fn).not.toHaveBeenCalled();

    await user.type(login, 'AX10001');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login.getAttribute('aria-invalid')).not.toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(fn).not.toHaveBeenCalled();
  });

  it('shows the warning of spec §8 in the user’s language when sign-in fails, and keeps no token', async () => {
    sessionStorage.setItem('amanati.token', 'stale');
    const { calls } = mockFetch({
      [SIGNIN]: { status: 401, body: { success: false, message: 'incorrect_password_or_ax_code' } },
    });
    const { user } = renderAuth(<SigninPanel />, { lang: 'ka' });
    await user.type(screen.getByLabelText(/AX კოდი ან ელ\. ფოსტა/), 'AX10001');
    await user.type(screen.getByLabelText(/^პაროლი/, { selector: 'input' }), 'wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('პაროლი ან AX კოდი არასწორია');
    expect(calls(SIGNIN)).toEqual([{ email: 'AX10001', password: 'wrong-password', remember: false }]);
    expect(sessionStorage.getItem('amanati.token')).toBeNull();
  });

  it('shows the warning in English and Russian too', async () => {
    mockFetch({ [SIGNIN]: { status: 401, body: { message: 'incorrect_password_or_ax_code' } } });
    const en = renderAuth(<SigninPanel />, { lang: 'en' });
    await en.user.type(screen.getByLabelText(/AX code or e-mail/), 'demo@amanati.ge');
    await en.user.type(screen.getByLabelText(/^Password/), 'nope{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The password or AX code is incorrect');
    en.unmount();
    const ru = renderAuth(<SigninPanel />, { lang: 'ru' });
    await ru.user.type(screen.getByLabelText(/AX-код или эл\. почта/), 'demo@amanati.ge');
    await ru.user.type(screen.getByLabelText(/^Пароль/), 'nope{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Неверный пароль или AX-код');
  });

  it('keeps the token in sessionStorage without "remember me" (gone with the browser)', async () => {
    const { calls } = mockFetch({
      [SIGNIN]: { body: { success: true, token: 'token-1', message: 'signed_in' } },
      [ME]: { body: { success: true, candidate: demoCandidate } },
    });
    const { user, queryClient } = renderAuth(<SigninPanel />);
    await user.type(screen.getByLabelText(/AX code or e-mail/), '  demo@amanati.ge ');
    await user.type(screen.getByLabelText(/^Password/), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(demoCandidate));
    // Without "remember me" the server issues the short session (finding 17).
    expect(calls(SIGNIN)).toEqual([{ email: 'demo@amanati.ge', password: 'demo12345', remember: false }]);
    expect(sessionStorage.getItem('amanati.token')).toBe('token-1');
    expect(notifySuccess).toHaveBeenCalledWith('Welcome!');
    expect(localStorage.getItem('amanati.token')).toBeNull();
  });

  it('keeps the token in localStorage with "remember me" (survives a browser restart)', async () => {
    const { calls } = mockFetch({
      [SIGNIN]: { body: { success: true, token: 'token-2', message: 'signed_in' } },
      [ME]: { body: { success: true, candidate: demoCandidate } },
    });
    const { user, queryClient } = renderAuth(<SigninPanel />);
    await user.type(screen.getByLabelText(/AX code or e-mail/), 'AX10001');
    await user.type(screen.getByLabelText(/^Password/), 'demo12345');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(demoCandidate));
    expect(localStorage.getItem('amanati.token')).toBe('token-2');
    expect(sessionStorage.getItem('amanati.token')).toBeNull();
    // …and asks the server for the long session (finding 17).
    expect(calls(SIGNIN)).toEqual([{ email: 'AX10001', password: 'demo12345', remember: true }]);
  });

  it('submits with Enter from the password field', async () => {
    const { calls } = mockFetch({
      [SIGNIN]: { status: 401, body: { message: 'incorrect_password_or_ax_code' } },
    });
    const { user } = renderAuth(<SigninPanel />);
    await user.type(screen.getByLabelText(/AX code or e-mail/), 'AX10001');
    await user.type(screen.getByLabelText(/^Password/), 'x{Enter}');
    await screen.findByRole('alert');
    expect(calls(SIGNIN)).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    mockFetch({});
    const { user } = renderAuth(<SigninPanel />);
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('opens the forgot-password and sign-up panels', async () => {
    mockFetch({});
    const { user, probe } = renderAuth(<SigninPanel />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(probe.panels?.open).toBe('forgot');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(probe.panels?.open).toBe('signup');
  });

  it('asks for attention when a customer-only page sent the visitor home', () => {
    mockFetch({});
    const { probe } = renderAuth(<SigninPanel />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => probe.panels!.requestSignin(true));
    expect(screen.getByRole('status').textContent).toContain('Please sign in to open this page.');
    expect(document.activeElement).toBe(screen.getByLabelText(/AX code or e-mail/));
  });

  it('says "too many attempts" when the server limits sign-ins', async () => {
    mockFetch({ [SIGNIN]: { status: 429, body: { message: 'too_many_requests' } } });
    const { user } = renderAuth(<SigninPanel />);
    await user.type(screen.getByLabelText(/AX code or e-mail/), 'AX10001');
    await user.type(screen.getByLabelText(/^Password/), 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
