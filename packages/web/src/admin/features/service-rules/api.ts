/** Service rules in the back office (issue 21): the history of rule sets and a new set (admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminServiceRuleSetAnswer,
  AdminServiceRulesAnswer,
} from '@amanati/shared/answers/admin/service-rules';
import type { ServiceRulesInput } from '@amanati/shared/service-rules';
import { api } from '../../../lib/api.ts';

const key = ['admin', 'service-rules'] as const;

export const useServiceRuleSets = () =>
  useQuery({ queryKey: key, queryFn: () => api<AdminServiceRulesAnswer>('/api/admin/service-rules') });

export function useAddServiceRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRulesInput) =>
      api<AdminServiceRuleSetAnswer>('/api/admin/service-rules', { body: input }),
    // The customers' panel reads the set in force too (premiums, storage days).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['service-rules'] }),
      ]),
  });
}
