/** The customs queue in the back office (issue 16 §5): held groups by state, assess VAT and duty, clear. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomsGroupAnswer, AdminCustomsQueueAnswer } from '@amanati/shared/answers/admin/customs';
import type { CustomsAssessInput, CustomsQueueFilter } from '@amanati/shared/customs-clearance';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

const key = ['admin', 'customs-queue'] as const;

export const useCustomsQueue = (state: CustomsQueueFilter) =>
  useQuery({
    queryKey: [...key, state],
    queryFn: () =>
      api<AdminCustomsQueueAnswer>(`/api/admin/customs/queue${queryString({ state })}`).then((r) => r.groups),
  });

export function useAssess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, ...input }: CustomsAssessInput & { groupId: string }) =>
      api<AdminCustomsGroupAnswer>(`/api/admin/customs/queue/${groupId}/assess`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useClear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api<AdminCustomsGroupAnswer>(`/api/admin/customs/queue/${groupId}/clear`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
