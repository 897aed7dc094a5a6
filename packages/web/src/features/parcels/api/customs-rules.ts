/**
 * The customs rules in force (`GET /api/customs/rules`, public): what the dashboard's notice states —
 * the threshold, how it is compared and the grace days — comes from them, so it follows an admin's change.
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomsRulesAnswer } from '@amanati/shared/answers/customs';
import { api } from '../../../lib/api.ts';

export const customsRulesKey = ['customs', 'rules'] as const;

export function useCustomsRules() {
  return useQuery({
    queryKey: customsRulesKey,
    queryFn: () => api<CustomsRulesAnswer>('/api/customs/rules').then((r) => r.rules),
    // A rule set changes on a day an admin chooses, not while a page is open.
    staleTime: 60 * 60_000,
  });
}
