/**
 * Where the bearer token lives: localStorage when "remember me" was ticked (survives a browser
 * restart), sessionStorage otherwise (gone with the browser). Views that depend on being signed in
 * subscribe, so a sign-in or sign-out shows everywhere at once (in other tabs too, for localStorage).
 */
const KEY = 'amanati.token';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  },
  set(token: string, remember: boolean): void {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    (remember ? localStorage : sessionStorage).setItem(KEY, token);
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
