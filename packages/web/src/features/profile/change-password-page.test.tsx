import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import ChangePasswordPage from './change-password-page.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (old: string, next: string, again: string) => {
  fireEvent.change(field(/^ძველი პაროლი/), { target: { value: old } });
  fireEvent.change(field(/^ახალი პაროლი/), { target: { value: next } });
  fireEvent.change(field(/^გაიმეორეთ ახალი პაროლი/), { target: { value: again } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'პაროლის შეცვლა' }));

describe('ChangePasswordPage', () => {
  it('requires all three fields', async () => {
    const api = fakeApi({});
    renderWith(<ChangePasswordPage />, { user: demoCandidate() });
    submit();
    expect(await screen.findAllByText('სავალდებულო ველი')).toHaveLength(3);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const api = fakeApi({});
    renderWith(<ChangePasswordPage />, { user: demoCandidate() });
    fill('demo12345', 'newpass123', 'newpass124');
    submit();
    expect(await screen.findByText('პაროლები არ ემთხვევა')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('changes the password, keeps the fresh token where the old one was and says so', async () => {
    const api = fakeApi({
      'POST /api/authorization/changePassword': () => ({ body: { success: true, token: 'fresh-token' } }),
    });
    renderWith(<ChangePasswordPage />, { user: demoCandidate() });
    fill('demo12345', 'newpass123', 'newpass123');
    submit();
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('პაროლი შეიცვალა'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      oldPassword: 'demo12345',
      newPassword: 'newpass123',
      newRePassword: 'newpass123',
    });
    expect(localStorage.getItem('amanati.token')).toBe('fresh-token');
    expect(field(/^ძველი პაროლი/).value).toBe('');
  });

  it('marks a wrong old password', async () => {
    fakeApi({
      'POST /api/authorization/changePassword': () => ({
        status: 400,
        body: { message: 'old_password_incorrect' },
      }),
    });
    renderWith(<ChangePasswordPage />, { user: demoCandidate() });
    fill('wrong-one', 'newpass123', 'newpass123');
    submit();
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalled());
    expect(await screen.findByText('ძველი პაროლი არასწორია')).toBeTruthy();
  });
});
