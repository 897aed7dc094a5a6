/** Claims in the back office (issue 21 §3): the queue, one claim, and the decisions on it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffClaim, StaffClaimAnswer, StaffClaimsAnswer } from '@amanati/shared/answers/claims';
import type { ClaimState } from '@amanati/shared/claims';
import { api } from '../../../lib/api.ts';
import { queryString } from '../../lib/query-string.ts';

export type { StaffClaim };
export type ClaimFilter = 'open' | ClaimState | 'all';

const key = ['admin', 'claims'] as const;

export const useClaimQueue = (state: ClaimFilter) =>
  useQuery({
    queryKey: [...key, 'queue', state],
    queryFn: () => api<StaffClaimsAnswer>(`/api/admin/claims${queryString({ state })}`).then((r) => r.claims),
  });

export const useStaffClaim = (id: string) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => api<StaffClaimAnswer>(`/api/admin/claims/${encodeURIComponent(id)}`).then((r) => r.claim),
  });

export type ClaimDecision =
  | { action: 'request-info'; note: string }
  | { action: 'approve'; amountTetri: number; note?: string }
  | { action: 'reject'; reason: string };

export function useDecideClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: ClaimDecision) =>
      api<StaffClaimAnswer>(`/api/admin/claims/${encodeURIComponent(id)}/${action}`, { body }).then(
        (r) => r.claim,
      ),
    onSuccess: (claim) => client.setQueryData([...key, 'one', id], claim),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
