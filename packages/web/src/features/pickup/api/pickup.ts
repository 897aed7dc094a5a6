/**
 * Pickup passes (issue 21 §1): what is ready for pickup at each branch with the customer's active passes,
 * a day's free slots, getting a pass (it replaces the branch's active one) and cancelling one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PickupAnswer,
  PickupParcel,
  PickupPass,
  PickupPassAnswer,
  PickupSlotsAnswer,
} from '@amanati/shared/answers/pickup';
import type { PickupPassRequest } from '@amanati/shared/pickup';
import { api } from '../../../lib/api.ts';

export type { PickupAnswer, PickupParcel, PickupPass };

/** What `POST /api/pickup/passes` takes (`pickupPassRequest`), the branch as the answers name it. */
export type PickupPassBody = Omit<PickupPassRequest, 'branch'> & { branch: string };

export const pickupKeys = {
  all: ['pickup'] as const,
  overview: ['pickup', 'overview'] as const,
  slots: (branch: string, day: string) => ['pickup', 'slots', branch, day] as const,
};

/** The parcels ready at each branch and the active passes; read afresh whenever it is shown. */
export const usePickup = (enabled = true) =>
  useQuery({
    queryKey: pickupKeys.overview,
    queryFn: () => api<PickupAnswer>('/api/pickup'),
    enabled,
    staleTime: 0,
  });

/** The slots of a Tbilisi day (`YYYY-MM-DD`) still ahead at the branch; none asked without a day. */
export const usePickupSlots = (branch: string, day: string) =>
  useQuery({
    queryKey: pickupKeys.slots(branch, day),
    queryFn: () =>
      api<PickupSlotsAnswer>(`/api/pickup/slots?${new URLSearchParams({ branch, day }).toString()}`).then(
        (r) => r.slots,
      ),
    enabled: Boolean(branch && day),
    staleTime: 0,
  });

/**
 * Gets a pass for what is ready at a branch. The new pass shows at once (it takes the place of the
 * branch's active one), then the whole pickup is read again.
 */
export function useCreatePickupPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PickupPassBody) =>
      api<PickupPassAnswer>('/api/pickup/passes', { body: request }).then((r) => r.pass),
    onSuccess: (pass) =>
      client.setQueryData<PickupAnswer>(pickupKeys.overview, (old) =>
        old ? { ...old, passes: [...old.passes.filter((p) => p.branch !== pass.branch), pass] } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}

export function useCancelPickupPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: boolean }>(`/api/pickup/passes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}
