import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import ProfilePage, { canSave } from './profile-page.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const phone = () => screen.getByLabelText<HTMLInputElement>(/^ტელეფონი/);
const address = () => screen.getByLabelText<HTMLInputElement>(/^მისამართი/);
const city = () => screen.getAllByLabelText(/^ქალაქი/).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

describe('ProfilePage', () => {
  it('shows the identity and the contact data as text, inputs only after Edit', () => {
    fakeApi({});
    renderWith(<ProfilePage />, { user: demoCandidate() });
    expect(screen.getByTestId('profile-axid').textContent).toBe('AX100001');
    expect(screen.getByText('ნინო ბერიძე')).toBeTruthy();
    expect(screen.getByText('01001012345')).toBeTruthy();
    // View mode: plain text, no greyed-out inputs.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByTestId('profile-city').textContent).toBe('თბილისი');
    expect(screen.getByTestId('profile-phone').textContent).toBe('555123456');
    expect(screen.queryByRole('button', { name: 'შენახვა' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'რედაქტირება' }));
    expect(phone().disabled).toBe(false);
    expect(phone().value).toBe('555123456');
    expect(address().disabled).toBe(false);
    expect(city().disabled).toBe(false);
    expect(city().value).toBe('თბილისი');
  });

  it('prints the English name with capitals, however it was typed (review #15)', () => {
    fakeApi({});
    const user = demoCandidate();
    renderWith(<ProfilePage />, {
      user: { ...user, information: { ...user.information, nameEn: 'nino', lastNameEn: 'beridze' } },
    });
    expect(screen.getByText('Nino Beridze')).toBeTruthy();
  });

  it('saves only when city, phone and address are all filled', async () => {
    expect(canSave({ city: '_TBILISI_', phone: '555123456', address: 'x' })).toBe(true);
    expect(canSave({ city: '', phone: '555123456', address: 'x' })).toBe(false);
    expect(canSave({ city: '_TBILISI_', phone: '', address: 'x' })).toBe(false);
    expect(canSave({ city: '_TBILISI_', phone: '555123456', address: '  ' })).toBe(false);

    const api = fakeApi({
      'POST /api/authorization/updateprofile': () => ({
        body: { success: true, message: 'profile_updated' },
      }),
      'GET /api/authorization/userInformation': () => ({
        body: { candidate: demoCandidate({ phone: '599000111' }) },
      }),
    });
    renderWith(<ProfilePage />, { user: demoCandidate() });
    fireEvent.click(screen.getByRole('button', { name: 'რედაქტირება' }));
    fireEvent.change(address(), { target: { value: '' } });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'შენახვა' });
    expect(save.disabled).toBe(true);
    expect(screen.getByText('შესანახად შეავსეთ ქალაქი, ტელეფონი და მისამართი.')).toBeTruthy();
    fireEvent.submit(save.closest('form')!);
    fireEvent.change(address(), { target: { value: 'ჭავჭავაძის გამზ. 1' } });
    fireEvent.change(phone(), { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(phone(), { target: { value: '599-000-111' } });
    expect(phone().value).toBe('599000111');
    expect(save.disabled).toBe(false);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(save);
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('პროფილი განახლდა'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      city: '_TBILISI_',
      phone: '599000111',
      address: 'ჭავჭავაძის გამზ. 1',
    });
    // Back to view mode.
    await waitFor(() => expect(screen.queryAllByRole('textbox')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'რედაქტირება' })).toBeTruthy();
  });

  it('Cancel returns to view mode with the saved values', () => {
    fakeApi({});
    renderWith(<ProfilePage />, { user: demoCandidate() });
    fireEvent.click(screen.getByRole('button', { name: 'რედაქტირება' }));
    fireEvent.change(phone(), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'გაუქმება' }));
    expect(screen.getByTestId('profile-phone').textContent).toBe('555123456');
    fireEvent.click(screen.getByRole('button', { name: 'რედაქტირება' }));
    expect(phone().value).toBe('555123456');
  });

  it('switches the e-mail notifications preference', async () => {
    const api = fakeApi({
      'POST /api/authorization/preferences': () => ({ body: { success: true } }),
      'GET /api/authorization/userInformation': () => ({
        body: { candidate: demoCandidate({ emailNotifications: false }) },
      }),
    });
    renderWith(<ProfilePage />, { user: demoCandidate({ emailNotifications: true }) });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: /ელ\. ფოსტაზეც/ });
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('ელ. ფოსტით შეტყობინებები გამორთულია'),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ emailNotifications: false });
  });
});
