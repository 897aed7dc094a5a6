// The back office's door: the staff sign-in without a token, "no access" for a customer, and a
// navigation that shows admin-only sections to admins only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin, staff } from './testing/render.tsx';
import AdminApp from './admin-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const nav = () => screen.getByRole('navigation', { name: 'Back office sections' });

describe('staff gate', () => {
  it('asks a visitor to sign in, then opens the back office for an operator', async () => {
    const api = fakeApi({
      'POST /api/authorization/signin': () => ({ body: { success: true, token: 'op-token' } }),
      'GET /api/authorization/userInformation': () => ({
        body: { success: true, candidate: staff('operator') },
      }),
      'GET /api/admin/flights?status=open': () => ({ body: { success: true, flights: [] } }),
    });
    renderAdmin(<AdminApp />, { path: '/admin/flights', route: '/admin/*' });
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail or AX code' }), {
      target: { value: 'operator@amanati.ge' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'operator12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(nav()).toBeTruthy());
    expect(api.calls.find((c) => c.path === '/api/authorization/signin')?.body).toEqual({
      email: 'operator@amanati.ge',
      password: 'operator12345',
      remember: false,
    });
    // Not kept after the browser closes unless asked.
    expect(sessionStorage.getItem('amanati.token')).toBe('op-token');
    expect(await screen.findByRole('heading', { name: 'Flights' })).toBeTruthy();
    const links = within(nav())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toContain('Warehouse intake');
    expect(links).not.toContain('Staff');
    expect(links).not.toContain('Audit log');
    expect(screen.getByText('AX10002 · Operator')).toBeTruthy();
  });

  it('shows a wrong password in the user’s language and stays on the sign-in', async () => {
    fakeApi({
      'POST /api/authorization/signin': () => ({
        status: 401,
        body: { success: false, message: 'incorrect_password_or_ax_code' },
      }),
    });
    renderAdmin(<AdminApp />, { path: '/admin', route: '/admin/*' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail or AX code' }), {
      target: { value: 'x@amanati.ge' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password or AX code is incorrect');
  });

  it('tells a customer there is no access, without the navigation', async () => {
    fakeApi({});
    renderAdmin(<AdminApp />, { path: '/admin', route: '/admin/*', user: staff('customer') });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.getByText(/AX10001 is a customer account/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office sections' })).toBeNull();
  });

  it('shows the staff and audit sections to an admin, and signs out', async () => {
    fakeApi({
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [] } }),
    });
    renderAdmin(<AdminApp />, { path: '/admin/staff', route: '/admin/*', user: staff('admin') });
    const links = within(await waitFor(nav)).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(expect.arrayContaining(['Staff', 'Audit log']));
    expect(links.find((l) => l.textContent === 'Staff')?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No staff accounts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeTruthy();
    expect(localStorage.getItem('amanati.token')).toBeNull();
  });
});

describe('the menu button (phones)', () => {
  it('says whether the sections it controls are open, and a chosen section closes them', async () => {
    fakeApi({
      'GET /api/admin/staff': () => ({ body: { success: true, staff: [] } }),
      'GET /api/admin/flights?status=open': () => ({ body: { success: true, flights: [] } }),
    });
    renderAdmin(<AdminApp />, { path: '/admin/staff', route: '/admin/*', user: staff('admin') });
    // The button shows below the `sm` width only and the test window is wider: a hidden element has
    // no accessible name, so it is found by its label.
    const menu = await screen.findByLabelText('Menu');
    expect(menu.tagName).toBe('BUTTON');
    expect(menu.getAttribute('aria-controls')).toBe(nav().id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    // Closed, the navigation is marked so a phone's stylesheet hides it from keyboard and reader.
    expect(nav().hasAttribute('data-closed')).toBe(true);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav().hasAttribute('data-closed')).toBe(false);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Flights' }));
    expect(await screen.findByRole('heading', { name: 'Flights' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav().hasAttribute('data-closed')).toBe(true);
  });
});
