/** Customs rules in the back office: the history of rule sets and a new set. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomsRuleSetAnswer,
  AdminCustomsRulesAnswer,
} from '@amanati/shared/answers/admin/customs';
import type { CustomsRulesInput } from '@amanati/shared/customs-rules';
import { api } from '../../../lib/api.ts';

const key = ['admin', 'customs-rules'] as const;

export const useCustomsRules = () =>
  useQuery({ queryKey: key, queryFn: () => api<AdminCustomsRulesAnswer>('/api/admin/customs/rules') });

export function useAddCustomsRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomsRulesInput) =>
      api<AdminCustomsRuleSetAnswer>('/api/admin/customs/rules', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
