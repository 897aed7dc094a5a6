/**
 * The service rules in force (`GET /api/service-rules/current`, issue 21): the insurance premium, claim
 * caps and storage days the panel shows are computed with them, as the server computes them.
 */
import { useQuery } from '@tanstack/react-query';
import type { ServiceRulesAnswer } from '@amanati/shared/answers/service-rules';
import { api } from '../../lib/api.ts';

export const serviceRulesKey = ['service-rules', 'current'] as const;

/** `enabled` false: not asked for (e.g. an uninsured parcel needs no premium). */
export const useServiceRules = (enabled = true) =>
  useQuery({
    queryKey: serviceRulesKey,
    queryFn: () => api<ServiceRulesAnswer>('/api/service-rules/current'),
    staleTime: 10 * 60_000,
    enabled,
  });
