/** Profile changes (spec §7): contact data, password, branch, e-mail preference, tax number; each reloads the user. */
import type { MessageAnswer, TokenAnswer } from '@amanati/shared/answers/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { meKey } from '../../auth/api/session.ts';

function useAccountMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api<MessageAnswer>(path, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}

export const useUpdateProfile = () =>
  useAccountMutation<{ city: string; phone: string; address: string }>('/api/authorization/updateprofile');

export const useChooseBranch = () =>
  useAccountMutation<{ city: string; address: string }>('/api/branch/create');

/** Ours (issue 16 §6): a foreign citizen's Georgian tax number, for customs clearance. */
export const useSetTaxNumber = () =>
  useAccountMutation<{ taxNumber: string }>('/api/authorization/taxNumber');

export const useEmailPreference = () =>
  useAccountMutation<{ emailNotifications: boolean }>('/api/authorization/preferences');

/** Older tokens stop working after a change: the answer's fresh token replaces ours where it is kept. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; newRePassword: string }) =>
      api<TokenAnswer>('/api/authorization/changePassword', { body }),
    onSuccess: ({ token }) => tokenStore.replace(token),
  });
}
