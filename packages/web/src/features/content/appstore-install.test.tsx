// "Install on this phone" on /appstore (issue 19 §1): Chromium's install dialog where the browser offered
// it — before the page opened or while it is open —, the Share hint on iOS, nothing elsewhere or in the
// installed app; the store links stay.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInstallOffer, pwa, type InstallPromptEvent } from '../../lib/pwa-state.ts';
import { renderPublic } from '../widgets/test-utils.tsx';
import AppstorePage from './appstore-page.tsx';
import { installWay, isIos, type Device } from './lib/install-way.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15';
const device = (userAgent: string, more: Partial<Device> = {}): Device => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: false,
  ...more,
});

/** A `beforeinstallprompt` as Chromium fires it, answered `outcome`. */
function installPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) satisfies InstallPromptEvent;
  return { event, prompt };
}

function standalone(matches: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(display-mode: standalone)' ? { ...real(query), matches } : real(query),
  );
}

afterEach(() => {
  pwa.offer = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('how /appstore offers to install the app', () => {
  it('the browser dialog where it was offered, else the Share hint on iOS only', () => {
    expect(installWay(true, device(ANDROID))).toBe('prompt');
    expect(installWay(false, device(ANDROID))).toBeNull();
    expect(installWay(false, device(IPHONE))).toBe('ios-hint');
    // An iPad asks for the desktop site: a Mac with a touch screen.
    expect(installWay(false, device(IPAD_AS_MAC, { maxTouchPoints: 5 }))).toBe('ios-hint');
    expect(isIos(device(IPAD_AS_MAC))).toBe(false); // a real Mac
    // Already running as the installed app: nothing to offer.
    expect(installWay(true, device(ANDROID, { standalone: true }))).toBeNull();
    expect(installWay(false, device(IPHONE, { standalone: true }))).toBeNull();
  });
});

describe('/appstore: Install on this phone', () => {
  it('offers the dialog the browser made before the page opened; accepting says it is installed', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID });
    keepInstallOffer();
    const { event, prompt } = installPrompt('accepted');
    window.dispatchEvent(event);
    // Kept, and Chromium's own install bar held back.
    expect(event.defaultPrevented).toBe(true);
    expect(pwa.offer).toBe(event);

    renderPublic(<AppstorePage />);
    // The store links stay.
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Install on this phone' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Amanati is installed — open it from your home screen.',
    );
    expect(screen.queryByRole('button', { name: 'Install on this phone' })).toBeNull();
  });

  it('offers it when the browser makes the offer while the page is open, in Georgian; a refusal removes the button', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID });
    renderPublic(<AppstorePage />, { lang: 'ka' });
    expect(screen.queryByRole('button', { name: 'ამ ტელეფონზე დაყენება' })).toBeNull();
    const { event, prompt } = installPrompt('dismissed');
    act(() => void window.dispatchEvent(event));
    fireEvent.click(await screen.findByRole('button', { name: 'ამ ტელეფონზე დაყენება' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ამ ტელეფონზე დაყენება' })).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on an iPhone: the Share → Add to Home Screen hint, in Russian, and no button', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5 });
    renderPublic(<AppstorePage />, { lang: 'ru' });
    expect(screen.getByTestId('ios-install-hint').textContent).toBe(
      'Чтобы установить на iPhone, нажмите «Поделиться», затем «На экран „Домой“».',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('nothing where the browser cannot install (no offer, not iOS) or in the installed app', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: ANDROID });
    const { unmount } = renderPublic(<AppstorePage />);
    expect(screen.queryByText('Or install Amanati straight from the website — no store needed.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    standalone(true);
    pwa.offer = installPrompt().event;
    renderPublic(<AppstorePage />);
    expect(screen.queryByRole('button', { name: 'Install on this phone' })).toBeNull();
  });
});
