import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMenuOpen } from './use-menu-open.ts';

/** The test's handles on the router and the sign-in request, handed over after each commit. */
const handles: { navigate?: NavigateFunction; request?: (on: boolean) => void; toggle?: () => void } = {};

function Menu() {
  const navigate = useNavigate();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useMenuOpen(requested);
  useEffect(() => {
    handles.navigate = navigate;
    handles.request = setRequested;
    handles.toggle = () => setOpen((was) => !was);
  }, [navigate, setOpen]);
  return <p data-testid="menu">{open ? 'open' : 'closed'}</p>;
}

const shown = () => screen.getByTestId('menu').textContent;
const go = (to: string, state?: unknown) => act(() => void handles.navigate!(to, { state }));

describe('the left panel below 992 px', () => {
  it('closes when the page changes and opens when a customer-only page sent the visitor home', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Menu />
      </MemoryRouter>,
    );
    expect(shown()).toBe('closed');
    act(() => handles.toggle!());
    expect(shown()).toBe('open');
    go('/news');
    expect(shown()).toBe('closed');
    go('/home', { signin: true });
    expect(shown()).toBe('open');
    go('/news');
    expect(shown()).toBe('closed');
  });

  it('opens when sign-in is requested, and not again while the request stands', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Menu />
      </MemoryRouter>,
    );
    act(() => handles.request!(true));
    expect(shown()).toBe('open');
    act(() => handles.toggle!());
    expect(shown()).toBe('closed');
    go('/news');
    expect(shown()).toBe('closed');
    act(() => handles.request!(false));
    expect(shown()).toBe('closed');
    act(() => handles.request!(true));
    expect(shown()).toBe('open');
  });

  it('starts open when the first page was reached with the sign-in request', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/home', state: { signin: true } }]}>
        <Menu />
      </MemoryRouter>,
    );
    expect(shown()).toBe('open');
  });
});
