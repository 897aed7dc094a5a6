import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import ProfilePage from './profile-page.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../lib/notify.ts');

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TITLE = 'საქართველოს საგადასახადო ნომერი';
const INVALID =
  'საქართველოს საგადასახადო ნომერი უნდა შედგებოდეს 11 ციფრისგან (პირადი ნომერი) ან 9 ციფრისგან (საიდენტიფიკაციო ნომერი)';
const foreigner = (taxNumber = '') =>
  demoCandidate({
    foreignCitizen: true,
    information: {
      ...demoCandidate().information,
      nameKa: '',
      lastNameKa: '',
      passportId: 'P1234567',
      taxNumber,
    },
  });
const input = () => screen.getByLabelText<HTMLInputElement>(/^საგადასახადო ნომერი/);
const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST');

describe('the Georgian tax number in the profile', () => {
  it('is not offered to a Georgian citizen', () => {
    fakeApi({});
    renderWith(<ProfilePage />, { user: demoCandidate() });
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByLabelText(/^საგადასახადო ნომერი/)).toBeNull();
  });

  it('asks a foreign citizen without one, checks 9 or 11 digits before sending, then saves', async () => {
    const api = fakeApi({
      'POST /api/authorization/taxNumber': () => ({ body: { success: true, message: 'profile_updated' } }),
      'GET /api/authorization/userInformation': () => ({ body: { candidate: foreigner('01234567890') } }),
    });
    renderWith(<ProfilePage />, { user: foreigner() });
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText('11 ციფრი (პირადი ნომერი) ან 9 ციფრი (საიდენტიფიკაციო ნომერი)')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '012-345 6789' } });
    expect(input().value).toBe('0123456789');
    fireEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(posts(api)).toHaveLength(0);

    fireEvent.change(input(), { target: { value: '01234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('საგადასახადო ნომერი შენახულია'));
    expect(posts(api).map((c) => [c.path, c.body])).toEqual([
      ['/api/authorization/taxNumber', { taxNumber: '01234567890' }],
    ]);
    // Saved: shown as text, the account reloaded.
    expect((await screen.findByTestId('profile-tax-number')).textContent).toBe('01234567890');
  });

  it('accepts a 9-digit tax id', async () => {
    const api = fakeApi({
      'POST /api/authorization/taxNumber': () => ({ body: { success: true, message: 'profile_updated' } }),
    });
    renderWith(<ProfilePage />, { user: foreigner() });
    fireEvent.change(input(), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toEqual({ taxNumber: '123456789' });
  });

  it('shows a saved number with Change, and the server’s refusal at the field', async () => {
    fakeApi({
      'POST /api/authorization/taxNumber': () => ({
        status: 400,
        body: { success: false, message: 'fill_all_fields', errors: { taxNumber: 'tax_number_invalid' } },
      }),
    });
    renderWith(<ProfilePage />, { user: foreigner('123456789') });
    expect(screen.getByTestId('profile-tax-number').textContent).toBe('123456789');
    expect(screen.queryByLabelText(/^საგადასახადო ნომერი/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'შეცვლა' }));
    expect(input().value).toBe('123456789');
    fireEvent.change(input(), { target: { value: '98765432109' } });
    fireEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    // Cancel goes back to the saved number.
    fireEvent.click(screen.getByRole('button', { name: 'გაუქმება' }));
    expect(screen.getByTestId('profile-tax-number').textContent).toBe('123456789');
  });
});
