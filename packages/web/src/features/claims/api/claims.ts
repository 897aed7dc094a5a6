/**
 * Claims (issue 21 §3): the customer's claims, a parcel's claims with whether one may be filed now,
 * filing one and answering staff's request — forms with photos, sent with upload progress.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimAnswer, ClaimsAnswer, ParcelClaimsAnswer } from '@amanati/shared/answers/claims';
import { api } from '../../../lib/api.ts';
import { sendClaimForm } from './send-claim-form.ts';

export type { Claim, ParcelClaimsAnswer };

export const claimKeys = {
  all: ['claims'] as const,
  list: ['claims', 'list'] as const,
  parcel: (parcelId: string) => ['claims', 'parcel', parcelId] as const,
};

export const useClaims = () =>
  useQuery({
    queryKey: claimKeys.list,
    queryFn: () => api<ClaimsAnswer>('/api/claims').then((r) => r.claims),
  });

export const useParcelClaims = (parcelId: string, enabled: boolean) =>
  useQuery({
    queryKey: claimKeys.parcel(parcelId),
    queryFn: () => api<ParcelClaimsAnswer>(`/api/claims/parcels/${encodeURIComponent(parcelId)}`),
    enabled,
    staleTime: 0,
  });

export interface ClaimSend {
  inputs: Record<string, string>;
  photos: File[];
  onProgress?: (percent: number) => void;
}

function useClaimMutation(path: (vars: ClaimSend) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: ClaimSend) =>
      sendClaimForm<ClaimAnswer>(path(vars), vars.inputs, vars.photos, vars.onProgress).then((r) => r.claim),
    onSettled: () => client.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

export const useFileClaim = () => useClaimMutation(() => '/api/claims');

export const useAddClaimInfo = (claimId: string) =>
  useClaimMutation(() => `/api/claims/${encodeURIComponent(claimId)}/info`);
