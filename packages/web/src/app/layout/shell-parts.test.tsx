/**
 * The frame's parts of issue 17: the header menu folds when its items do not fit (any language, any
 * width), the footer gives the hotline, e-mail and hours and holds the left panel's dark switch,
 * a visitor's phone header has a sign-in button.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_CONTACT } from '@amanati/shared/contact';
import { initTestI18n } from '../../test/i18n.ts';
import { usePanelDark } from '../../lib/theme-panel.ts';
import { Footer } from './footer.tsx';
import { SigninButton } from './signin-button.tsx';
import { HeaderMenu } from './top-menu.tsx';
import { fitsIn, useFits } from './use-fits.ts';

/** A ResizeObserver the test drives: `resize()` calls every observer back. */
const observers: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe() {}
  disconnect() {}
}

/** Sizes the test gives the header's row (clientWidth) and its items (scrollWidth). */
const size = { box: 800, content: 700 };

function Header() {
  const menu = useFits<HTMLElement, HTMLDivElement>();
  return <HeaderMenu folded={!menu.fits} boxRef={menu.boxRef} contentRef={menu.contentRef} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.length = 0;
});

describe('the header menu', () => {
  it('fits while its items are no wider than the room left', () => {
    expect(fitsIn({ clientWidth: 800 }, { scrollWidth: 800 })).toBe(true);
    expect(fitsIn({ clientWidth: 800 }, { scrollWidth: 801 })).toBe(false);
  });

  it('folds away (hidden, out of the way) as soon as an item would be cut, and comes back when there is room', () => {
    initTestI18n('ka');
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => size.box);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => size.content);
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    // Every item is there, with the longest Georgian one whole.
    expect(screen.getByRole('link', { name: 'წესები და პირობები' })).toBeTruthy();
    expect(nav.getAttribute('data-folded')).toBe('false');

    size.box = 699;
    act(() => observers.forEach((call) => call()));
    expect(nav.getAttribute('data-folded')).toBe('true');

    size.box = 1000;
    act(() => observers.forEach((call) => call()));
    expect(nav.getAttribute('data-folded')).toBe('false');
  });
});

describe('the footer', () => {
  function Panel() {
    return <p data-testid="panel">{usePanelDark() ? 'dark' : 'light'}</p>;
  }

  it('gives the hotline, the e-mail and the working hours, and switches the left panel light and dark', async () => {
    initTestI18n('ka');
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <Footer />
          <Panel />
        </MemoryRouter>
      </MantineProvider>,
    );
    const hotline = screen.getByRole('link', { name: /ცხელი ხაზი/ });
    expect(hotline.getAttribute('href')).toBe(`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`);
    expect(hotline.textContent).toContain(SUPPORT_CONTACT.phone);
    expect(screen.getByRole('link', { name: SUPPORT_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_CONTACT.email}`,
    );
    expect(screen.getByText('ორშ–პარ 11:00–19:00, შაბ 11:00–15:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TikTok' })).toBeTruthy();

    const toggle = screen.getByRole('checkbox', { name: 'მუქი პანელი' });
    expect(screen.getByTestId('panel').textContent).toBe('dark');
    await userEvent.click(toggle);
    expect(screen.getByTestId('panel').textContent).toBe('light');
    expect(localStorage.getItem('amanati.panelTheme')).toBe('light');
    await userEvent.click(toggle);
    expect(screen.getByTestId('panel').textContent).toBe('dark');
  });
});

describe("a visitor's sign-in button in the phone header", () => {
  it('says sign in, in the visitor’s language, and opens the left panel', async () => {
    initTestI18n('ru');
    const onClick = vi.fn();
    render(<SigninButton expanded={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button.getAttribute('aria-controls')).toBe('left-panel');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
