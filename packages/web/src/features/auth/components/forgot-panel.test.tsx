// The forgot-password panel (spec §5 Recovery, §8, spec-readings General): the e-mail must pass the
// format check before anything is sent; an unknown e-mail is said on the field; success says a link
// was sent; other failures are a warning in the user's language.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAuth } from '../test-utils.tsx';
import ForgotPanel from './forgot-panel.tsx';

const FORGOT = '/api/authorization/forgetPassword';

afterEach(() => vi.unstubAllGlobals());

const emailField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** The error text linked to a field (aria-describedby), so the message is known to belong to it. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)).filter((el) => el?.className.includes('error'));
  return texts.map((el) => el!.textContent).join(' ');
}

describe('forgot-password panel', () => {
  it('checks the e-mail format and sends nothing until it passes', async () => {
    const { fn } = mockFetch({ [FORGOT]: { body: { success: true, message: 'reset_link_sent' } } });
    const { user } = renderAuth(<ForgotPanel />);
    const email = emailField(/^E-mail/);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(errorOf(email)).toBe('Required');
    await user.type(email, 'nino@example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(errorOf(email)).toBe('Enter an e-mail address, for example name@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends the e-mail (trimmed) and says the link was sent (§8)', async () => {
    const { calls } = mockFetch({ [FORGOT]: { body: { success: true, message: 'reset_link_sent' } } });
    const { user } = renderAuth(<ForgotPanel />);
    await user.type(emailField(/^E-mail/), '  nino@example.com {Enter}');
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('We have sent a password reset link to your e-mail');
    expect(done.textContent).toContain('The link is valid for one hour.');
    expect(calls(FORGOT)).toEqual([{ email: 'nino@example.com' }]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says on the field that the e-mail could not be found (§8), in Georgian', async () => {
    mockFetch({
      [FORGOT]: {
        status: 404,
        body: { success: false, message: 'email_not_found', errors: { email: 'email_not_found' } },
      },
    });
    const { user } = renderAuth(<ForgotPanel />, { lang: 'ka' });
    const email = emailField(/^ელ\. ფოსტა/);
    await user.type(email, 'nobody@example.com{Enter}');
    await waitFor(() => expect(errorOf(email)).toBe('ეს ელ. ფოსტა ვერ მოიძებნა'));
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the e-mail could not be found in Russian too', async () => {
    mockFetch({ [FORGOT]: { status: 404, body: { success: false, message: 'email_not_found' } } });
    const { user } = renderAuth(<ForgotPanel />, { lang: 'ru' });
    const email = emailField(/^Эл\. почта/);
    await user.type(email, 'nobody@example.com{Enter}');
    await waitFor(() => expect(errorOf(email)).toBe('Адрес эл. почты не найден'));
  });

  it('a server failure is a warning asking to contact the operators; the form stays', async () => {
    mockFetch({ [FORGOT]: { status: 500, body: { success: false, message: 'internal_error' } } });
    const { user } = renderAuth(<ForgotPanel />);
    await user.type(emailField(/^E-mail/), 'nino@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again or contact our operators.',
    );
    expect(emailField(/^E-mail/)).toBeTruthy();
  });
});
