import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/token-store.ts';
import { demoCandidate, mockFetch, renderAuth } from '../test-utils.tsx';
import { useSession, useSignIn, useSignOut } from './session.ts';

let actions: { signIn: ReturnType<typeof useSignIn>; signOut: ReturnType<typeof useSignOut> };

/** What a part of the page that depends on the session shows (the left panel, the top bar). */
function SessionView() {
  const { status, user } = useSession();
  actions = { signIn: useSignIn(), signOut: useSignOut() };
  return <p data-testid="session">{user ? `${status}:${user.AXID}` : status}</p>;
}

const shown = () => screen.getByTestId('session').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

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
});
