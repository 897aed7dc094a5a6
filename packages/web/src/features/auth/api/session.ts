/** Sign-in state and the account (`userInformation`), shared by every part of the app. */
import type { CandidateAnswer } from '@amanati/shared/answers/accounts';
import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Candidate } from '@amanati/shared/accounts';
import { ApiError, api } from '../../../lib/api.ts';
import { tokenStore } from '../../../lib/token-store.ts';

export const meKey = ['me'] as const;

export const fetchMe = () =>
  api<CandidateAnswer>('/api/authorization/userInformation').then((r) => r.candidate);

/** The server refused the token (spec §4 "invalid token"): the stored token is forgotten. */
const tokenRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Worth asking again: no answer (offline), a server failure (5xx), a timeout or a rate limit. Any other
 * answer (a 401, or another 4xx that asking again will not change) settles the state as signed out.
 */
const retryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * The account check at start, as a query function: a 401 forgets the token (spec §4: "invalid token
 * clears token and user") — the token that was refused, not one stored since by a new sign-in.
 */
async function checkAccount(): Promise<Candidate> {
  const token = tokenStore.get();
  try {
    return await fetchMe();
  } catch (error) {
    if (tokenRefused(error) && tokenStore.get() === token) tokenStore.clear();
    throw error;
  }
}

/** Between attempts while the server cannot be reached or fails (5xx): 1 s, 2 s, 4 s … at most 30 s. */
export const accountRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * The state machine of spec §4: `unknown` while the first userInformation is in flight, `authenticated`
 * when it succeeds, `anonymous` without a token, after a 401 (token cleared) or another final 4xx, or
 * after signing out.
 * Anything else (offline, a 5xx) says nothing about the token: the state stays `unknown` — the pages
 * show their loader, customer-only pages do not send the customer away — and the check is retried
 * with backoff until the server answers.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);
const hasStoredToken = () => tokenStore.get() !== null;

export function useSession() {
  const hasToken = useSyncExternalStore(subscribe, hasStoredToken, () => false);
  const query = useQuery({
    queryKey: meKey,
    queryFn: checkAccount,
    enabled: hasToken,
    retry: (_count, error) => retryable(error),
    retryDelay: accountRetryDelay,
    staleTime: 30_000,
  });
  // Read every field the status depends on, whatever the branch: the query re-renders only for the
  // fields a render read, and a visitor without a token would otherwise miss the sign-in that follows.
  const { data, error, refetch } = query;
  const status: AuthStatus =
    !hasToken || (error && !retryable(error)) ? 'anonymous' : data ? 'authenticated' : 'unknown';
  return { status, user: status === 'authenticated' ? data! : null, refetch };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return async (token: string, remember: boolean) => {
    tokenStore.set(token, remember);
    await queryClient.fetchQuery({ queryKey: meKey, queryFn: fetchMe });
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return () => {
    // The server revokes this token (it stays refused even if a copy of it lives on somewhere). Sent with
    // the token before it is forgotten here; signing out never waits for the answer, nor fails with it.
    if (tokenStore.get()) api('/api/authorization/signout', { method: 'POST' }).catch(() => undefined);
    tokenStore.clear();
    queryClient.removeQueries();
    queryClient.setQueryData(meKey, undefined);
  };
}
