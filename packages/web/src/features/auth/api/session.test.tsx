import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/token-store.ts';
import { answersInTurn, demoCandidate, json, mockFetch, renderAuth } from '../test-utils.tsx';
import { accountRetryDelay, useSession, useSignIn, useSignOut } from './session.ts';

let actions: { signIn: ReturnType<typeof useSignIn>; signOut: ReturnType<typeof useSignOut> };

/** What a part of the page that depends on the session shows (the left panel, the top bar). */
function SessionView() {
  const { status, user } = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();
  // Handed to the test after the commit: rendering itself changes nothing outside the component.
  useEffect(() => {
    actions = { signIn, signOut };
  });
  return <p data-testid="session">{user ? `${status}:${user.AXID}` : status}</p>;
}

const shown = () => screen.getByTestId('session').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the authentication state machine (spec §4)', () => {
  it('a visitor without a token is anonymous, and every view follows a sign-in and a sign-out', async () => {
    mockFetch({
      '/api/authorization/userInformation': { body: { success: true, candidate: demoCandidate } },
    });
    renderAuth(<SessionView />);
    expect(shown()).toBe('anonymous');
    await act(() => actions.signIn('token-1', false));
    await waitFor(() => expect(shown()).toBe('authenticated:AX10001'));
    expect(sessionStorage.getItem('amanati.token')).toBe('token-1');
    act(() => actions.signOut());
    await waitFor(() => expect(shown()).toBe('anonymous'));
    expect(tokenStore.get()).toBeNull();
  });

  it('finding 17: signing out asks the server to revoke the token it signed out', async () => {
    const api = mockFetch({
      '/api/authorization/userInformation': { body: { success: true, candidate: demoCandidate } },
      '/api/authorization/signout': { body: { success: true } },
    });
    renderAuth(<SessionView />);
    await act(() => actions.signIn('token-1', true));
    await waitFor(() => expect(shown()).toBe('authenticated:AX10001'));
    act(() => actions.signOut());
    await waitFor(() => expect(shown()).toBe('anonymous'));
    const signout = api.fn.mock.calls.filter(([path]) => path === '/api/authorization/signout');
    expect(signout).toHaveLength(1);
    expect(signout[0]![1]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer token-1' } });
    expect(tokenStore.get()).toBeNull();
  });

  it('a stored token is unknown until the account loads; a rejected one is dropped', async () => {
    localStorage.setItem('amanati.token', 'stale');
    const api = mockFetch({
      '/api/authorization/userInformation': {
        status: 401,
        body: { success: false, message: 'unauthorized' },
      },
    });
    renderAuth(<SessionView />);
    expect(shown()).toBe('unknown');
    await waitFor(() => expect(shown()).toBe('anonymous'));
    expect(api.calls('/api/authorization/userInformation')).toHaveLength(1);
  });

  it('a rejected stored token is cleared from storage (401)', async () => {
    localStorage.setItem('amanati.token', 'stale');
    answersInTurn(json(401, { success: false, message: 'unauthorized' }));
    renderAuth(<SessionView />);
    await waitFor(() => expect(shown()).toBe('anonymous'));
    expect(localStorage.getItem('amanati.token')).toBeNull();
    expect(sessionStorage.getItem('amanati.token')).toBeNull();
  });

  it('another final answer (a 404 from an older server) shows the sign-in at once, without retrying', async () => {
    localStorage.setItem('amanati.token', 'odd');
    const fetchMock = answersInTurn(json(404, { success: false, message: 'not_found' }));
    renderAuth(<SessionView />);
    await waitFor(() => expect(shown()).toBe('anonymous'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the account check when the server cannot answer (spec §4: only 401 signs out)', () => {
  it('a 503 keeps the state unknown and the token; the retry that succeeds signs the customer in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('amanati.token', 'kept');
    const fetchMock = answersInTurn(
      json(503, { success: false, message: 'internal_error' }),
      new TypeError('Failed to fetch'),
      json(200, { success: true, candidate: demoCandidate }),
    );
    renderAuth(<SessionView />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(shown()).toBe('unknown');
    expect(localStorage.getItem('amanati.token')).toBe('kept');
    // Backoff: the second attempt after 1 s, the third 2 s later.
    await act(() => vi.advanceTimersByTimeAsync(accountRetryDelay(0)));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(shown()).toBe('unknown');
    expect(localStorage.getItem('amanati.token')).toBe('kept');
    await act(() => vi.advanceTimersByTimeAsync(accountRetryDelay(1)));
    await waitFor(() => expect(shown()).toBe('authenticated:AX10001'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('amanati.token')).toBe('kept');
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(accountRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
