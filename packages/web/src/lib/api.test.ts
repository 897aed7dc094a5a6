import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, preloadGet, setUnauthorizedHandler } from './api.ts';
import { tokenStore } from './token-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  setUnauthorizedHandler(() => undefined);
});

const answering = (bodies: unknown[]) => {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(bodies.shift()), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('preloadGet: the first page’s data asked before its code has loaded', () => {
  it('the first api() call takes the early answer over; the next one asks again', async () => {
    const fetchMock = answering([{ tariffs: ['early'] }, { tariffs: ['later'] }]);
    // Preloads are not awaited: their answers are taken over by api().
    void preloadGet('/api/tariffs/gets');
    void preloadGet('/api/tariffs/gets');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('/api/tariffs/gets')).resolves.toEqual({ tariffs: ['early'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('/api/tariffs/gets')).resolves.toEqual({ tariffs: ['later'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a call that sends something never takes a preloaded GET', async () => {
    const fetchMock = answering([{ preloaded: true }, { posted: true }]);
    void preloadGet('/api/x');
    await expect(api('/api/x', { body: { a: 1 } })).resolves.toEqual({ posted: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(api('/api/x')).resolves.toEqual({ preloaded: true });
  });
});

describe('a 401 answer signs out', () => {
  const refusing = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ message: 'unauthorized' }), { status: 401 })),
      ),
    );

  it('when it answered the token still in use', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    tokenStore.set('current', true);
    refusing();
    await expect(api('/api/authorization/userInformation')).rejects.toBeInstanceOf(ApiError);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('not when it answered an older token: a sign-in made meanwhile stays', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    tokenStore.set('stale', true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await held;
        return new Response(JSON.stringify({ message: 'unauthorized' }), { status: 401 });
      }),
    );
    const answer = api('/api/notification/gets');
    tokenStore.set('fresh', true); // the user signed in again while the old request was out
    release();
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('fresh');
  });

  it('an early answer asked with another token is not used: the list is asked again', async () => {
    const fetchMock = vi.fn((_path: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      return Promise.resolve(
        auth === 'Bearer fresh'
          ? new Response(JSON.stringify({ products: ['mine'] }))
          : new Response(JSON.stringify({ message: 'unauthorized' }), { status: 401 }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    tokenStore.set('stale', true);
    void preloadGet('/api/product/gets/waiting/0/100');
    tokenStore.set('fresh', true);
    await expect(api('/api/product/gets/waiting/0/100')).resolves.toEqual({ products: ['mine'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('not without a token', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    refusing();
    await expect(api('/api/authorization/userInformation')).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
  });
});
