/**
 * Where the bearer token lives: localStorage when "remember me" was ticked (survives a browser
 * restart), sessionStorage otherwise (gone with the browser). Views that depend on being signed in
 * subscribe, so a sign-in or sign-out shows everywhere at once (in other tabs too, for localStorage).
 */
import { CUSTOMER_HINT_COOKIE } from '@amanati/shared/page-hints';

const KEY = 'amanati.token';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Tells the server a customer is signed in here, so a landing page comes with the preload hints of the
 * customer's first screen (@amanati/shared/page-hints): kept as long as the token (a year with "remember
 * me", the browser session without), removed with it. Only a hint; the token itself never leaves storage.
 */
function hintServer(signedIn: 'remembered' | 'session' | false): void {
  const base = `${CUSTOMER_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; samesite=lax`;
  document.cookie =
    signedIn === 'remembered' ? `${base}; max-age=31536000` : signedIn ? base : `${base}; max-age=0`;
}

export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  },
  set(token: string, remember: boolean): void {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    (remember ? localStorage : sessionStorage).setItem(KEY, token);
    hintServer(remember ? 'remembered' : 'session');
    changed();
  },
  /** Replaces the token where it already is (e.g. after a password change). */
  replace(token: string): void {
    if (localStorage.getItem(KEY) !== null) localStorage.setItem(KEY, token);
    else sessionStorage.setItem(KEY, token);
    changed();
  },
  clear(): void {
    const had = this.get() !== null;
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    hintServer(false);
    if (had) changed();
  },
  /** Calls `listener` whenever the token changes; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  },
};

// In step with storage at start: a session from before the hint existed, a cookie the browser dropped, or
// storage cleared while the cookie stayed.
{
  const hinted = document.cookie.split('; ').includes(`${CUSTOMER_HINT_COOKIE}=1`);
  const where =
    localStorage.getItem(KEY) !== null
      ? 'remembered'
      : sessionStorage.getItem(KEY) !== null
        ? 'session'
        : false;
  if (hinted !== Boolean(where)) hintServer(where);
}
