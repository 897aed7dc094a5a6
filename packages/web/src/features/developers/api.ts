/** Ours (issue 22 §1): the customer's API keys. */
import type { ApiKeyCreatedAnswer, ApiKeysAnswer } from '@amanati/shared/answers/business-api';
import type { CreateApiKeyInput } from '@amanati/shared/business-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const key = ['api-keys'] as const;

export const useApiKeys = () =>
  useQuery({ queryKey: key, queryFn: () => api<ApiKeysAnswer>('/api/developer/keys').then((r) => r.keys) });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => api<ApiKeyCreatedAnswer>('/api/developer/keys', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/developer/keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
