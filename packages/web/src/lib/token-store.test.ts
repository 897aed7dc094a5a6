/**
 * The token's place in storage and the cookie that tells the server a customer is signed in here (the
 * customer's preload hints, @amanati/shared/page-hints): set with the token, gone with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const hinted = () => document.cookie.split('; ').includes('amanati.customer=1');
const clearCookie = () => (document.cookie = 'amanati.customer=; path=/; max-age=0');
/** The module as a fresh page load evaluates it. */
const freshStore = async () => {
  vi.resetModules();
  return (await import('./token-store.ts')).tokenStore;
};

describe('token store: the server hint cookie', () => {
  afterEach(clearCookie);

  it('is set when a customer signs in, with "remember me" or without, and removed on sign-out', async () => {
    const store = await freshStore();
    expect(hinted()).toBe(false);
    store.set('t1', true);
    expect(localStorage.getItem('amanati.token')).toBe('t1');
    expect(hinted()).toBe(true);
    store.clear();
    expect(store.get()).toBeNull();
    expect(hinted()).toBe(false);
    store.set('t2', false);
    expect(sessionStorage.getItem('amanati.token')).toBe('t2');
    expect(hinted()).toBe(true);
    store.replace('t3');
    expect(sessionStorage.getItem('amanati.token')).toBe('t3');
    expect(hinted()).toBe(true);
    store.clear();
    expect(hinted()).toBe(false);
  });

  it('is set at start for a session that began before it existed', async () => {
    localStorage.setItem('amanati.token', 'old');
    await freshStore();
    expect(hinted()).toBe(true);
  });

  it('is removed at start when the token is gone but the cookie stayed', async () => {
    document.cookie = 'amanati.customer=1; path=/';
    expect(hinted()).toBe(true);
    await freshStore();
    expect(hinted()).toBe(false);
  });
});
