/** Weight disputes for staff (issue 21 §2): the open queue and the answer after a re-weigh with a photo. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeAnswer, StaffDisputesAnswer } from '@amanati/shared/answers/disputes';
import type { DisputeAnswerRequest } from '@amanati/shared/disputes';
import { api, upload } from '../../../lib/api.ts';

const queueKey = ['admin', 'disputes'] as const;

export function useDisputes() {
  return useQuery({
    queryKey: queueKey,
    queryFn: () => api<StaffDisputesAnswer>('/api/admin/disputes').then((r) => r.items),
  });
}

/** The measurements typed as the form holds them (the server parses and checks them). */
export type AnswerInput = Omit<DisputeAnswerRequest, 'lengthCm' | 'widthCm' | 'heightCm'> & {
  lengthCm?: number | undefined;
  widthCm?: number | undefined;
  heightCm?: number | undefined;
};

export function useAnswerDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photo, input }: { id: string; photo: File | null; input: AnswerInput }) =>
      upload<DisputeAnswer>(`/api/admin/disputes/${id}/answer`, photo, input),
    // Answered: the row leaves the queue.
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
