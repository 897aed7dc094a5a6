/** Ours (issue 20 §4): the auto-pay setting; turning it on may pay flights at once. */
import type { AutoPayAnswer } from '@amanati/shared/answers/auto-pay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterPayment } from '../../account/api/money.ts';

export const autoPayKey = ['auto-pay'] as const;

export const useAutoPay = () =>
  useQuery({ queryKey: autoPayKey, queryFn: () => api<AutoPayAnswer>('/api/money/auto-pay') });

export function useSetAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<AutoPayAnswer>('/api/money/auto-pay', { method: 'PUT', body: { enabled } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(autoPayKey, answer);
      // Flights it paid at once change the balance, the debt and the parcel lists.
      if (answer.paid > 0) await refreshAfterPayment(queryClient);
    },
  });
}
