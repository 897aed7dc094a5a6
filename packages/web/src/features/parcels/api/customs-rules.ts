/**
 * The customs rules in force (`GET /api/customs/rules`, public): what the dashboard's notice states —
 * the threshold, how it is compared and the grace days — comes from them, so it follows an admin's change.
 * The last set seen is kept in localStorage and shown while the fresh one loads: the notice sits at the top
 * of the dashboard, and its text growing when the numbers came moved everything below it (layout shift,
 * and a tap landing on the wrong row).
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomsRulesAnswer } from '@amanati/shared/answers/customs';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import { api } from '../../../lib/api.ts';

export const customsRulesKey = ['customs', 'rules'] as const;
const REMEMBERED = 'amanati.customsRules';

function remembered(): CustomsRules | undefined {
  try {
    const text = localStorage.getItem(REMEMBERED);
    return text ? (JSON.parse(text) as CustomsRules) : undefined;
  } catch {
    return undefined;
  }
}

export function useCustomsRules() {
  return useQuery({
    queryKey: customsRulesKey,
    queryFn: async () => {
      const { rules } = await api<CustomsRulesAnswer>('/api/customs/rules');
      try {
        localStorage.setItem(REMEMBERED, JSON.stringify(rules));
      } catch {
        // Storage full or blocked: the notice simply waits for the answer next time.
      }
      return rules;
    },
    placeholderData: remembered,
    // A rule set changes on a day an admin chooses, not while a page is open.
    staleTime: 60 * 60_000,
  });
}
