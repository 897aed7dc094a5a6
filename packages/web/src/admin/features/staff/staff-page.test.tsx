// Staff (admins): the list and a new operator, checked with the server's own rules first.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { StaffPage } from './staff-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('staff', () => {
  it('creates an operator', async () => {
    let list = [
      {
        _id: 's1',
        AXID: 'AX10003',
        email: 'admin@amanati.ge',
        role: 'admin',
        nameEn: 'Nino',
        lastNameEn: 'Admin',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const api = fakeApi({
      'GET /api/admin/staff': () => ({ body: { success: true, staff: list } }),
      'POST /api/admin/staff': ({ body }) => {
        const created = {
          ...(body as object),
          _id: 's2',
          AXID: 'AX10050',
          createdAt: '2026-11-23T00:00:00.000Z',
        };
        list = [...list, created as (typeof list)[number]];
        return { body: { success: true, staff: created } };
      },
    });
    renderAdmin(<StaffPage />, { user: staff('admin') });
    expect(await screen.findByText('admin@amanati.ge')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A staff password needs at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address, for example name@example.com')).toBeTruthy();
    expect(api.count('POST /api/admin/staff')).toBe(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'levan@amanati.ge' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'warehouse-2026' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name (Latin)' }), {
      target: { value: 'Levan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.count('POST /api/admin/staff')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/staff')).toEqual({
      email: 'levan@amanati.ge',
      password: 'warehouse-2026',
      role: 'operator',
      nameEn: 'Levan',
      lastNameEn: '',
    });
    expect(await screen.findByText('levan@amanati.ge')).toBeTruthy();
  });

  it('shows a taken e-mail under the field', async () => {
    fakeApi({
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [] } }),
      'POST /api/admin/staff': () => ({
        status: 409,
        body: {
          success: false,
          message: 'email_or_user_id_already_registred',
          errors: { email: 'email_or_user_id_already_registred' },
        },
      }),
    });
    renderAdmin(<StaffPage />, { user: staff('admin') });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'x@amanati.ge' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'warehouse-2026' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name (Latin)' }), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('An account with this e-mail already exists.')).toHaveLength(2);
  });
});
