/** The customer's customs holds after arrival (issue 16 §5): what to pay and to whom, and the receipt. */
import { useQuery } from '@tanstack/react-query';
import type { CustomsHoldsAnswer } from '@amanati/shared/answers/customs';
import { api } from '../../../lib/api.ts';

export type { CustomsHold } from '@amanati/shared/answers/customs';

export const customsHoldsKey = ['parcels', 'customs-holds'] as const;

/** Asked only when a listed parcel is on hold (most customers never have one). */
export const useCustomsHolds = (enabled: boolean) =>
  useQuery({
    queryKey: customsHoldsKey,
    queryFn: () => api<CustomsHoldsAnswer>('/api/customs/holds').then((r) => r.holds),
    enabled,
  });
