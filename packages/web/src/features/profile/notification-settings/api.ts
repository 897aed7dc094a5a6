/** Ours (issue 19 §3–4): the customer's notification matrix and the phone proof behind SMS. */
import type { MessageAnswer } from '@amanati/shared/answers/accounts';
import type { NotificationPreferencesAnswer } from '@amanati/shared/answers/notifications';
import type { PreferencesPayload } from '@amanati/shared/notification-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const preferencesKey = ['notification-preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: () => api<NotificationPreferencesAnswer>('/api/notification/preferences'),
  });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesPayload) =>
      api<MessageAnswer>('/api/notification/preferences', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
}

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (language: 'ka' | 'en' | 'ru') =>
      api<MessageAnswer>('/api/notification/phone/code', { body: { language } }),
  });

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<MessageAnswer>('/api/notification/phone/verify', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
}
