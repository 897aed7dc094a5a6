/** Sign-in state and the account (`userInformation`), shared by every part of the app. */
import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Candidate } from '@amanati/shared/accounts';
import { api } from '../../../lib/api.ts';
import { tokenStore } from '../../../lib/token-store.ts';

export const meKey = ['me'] as const;

export const fetchMe = () =>
  api<{ candidate: Candidate }>('/api/authorization/userInformation').then((r) => r.candidate);

/**
 * The state machine of spec §4: `unknown` while the first userInformation is in flight, `authenticated`
 * when it succeeds, `anonymous` without a token, after a 401 (token cleared) or after signing out.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);
const hasStoredToken = () => tokenStore.get() !== null;

export function useSession() {
  const hasToken = useSyncExternalStore(subscribe, hasStoredToken, () => false);
  const query = useQuery({
    queryKey: meKey,
    queryFn: fetchMe,
    enabled: hasToken,
    retry: false,
    staleTime: 30_000,
  });
  // Read every field the status depends on, whatever the branch: the query re-renders only for the
  // fields a render read, and a visitor without a token would otherwise miss the sign-in that follows.
  const { data, isError, refetch } = query;
  const status: AuthStatus = !hasToken || isError ? 'anonymous' : data ? 'authenticated' : 'unknown';
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
    tokenStore.clear();
    queryClient.removeQueries();
    queryClient.setQueryData(meKey, undefined);
  };
}
