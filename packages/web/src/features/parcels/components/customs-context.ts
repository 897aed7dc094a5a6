/**
 * The customer's customs context (`GET /api/customs/context`): the rules and rates of today and the
 * parcels not yet landed, which the panel, the banner's groups and the estimates compute with. Here and
 * not in api/: only parts that open on demand use it, so the first view's chunk does not carry it.
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomsContextAnswer } from '@amanati/shared/answers/customs';
import { api } from '../../../lib/api.ts';

export type CustomsContext = CustomsContextAnswer;

/** Under the parcels' key: saving or deleting a parcel reloads it with the lists. */
export const customsContextKey = (flight: string | null) => ['parcels', 'customs', flight ?? ''] as const;

/** `flight` adds that flight's parcels whatever their status (a landed flight's invoice or parcel). */
export function useCustomsContext(flight: string | null = null) {
  return useQuery({
    queryKey: customsContextKey(flight),
    queryFn: () =>
      api<CustomsContext>(`/api/customs/context${flight ? `?flight=${encodeURIComponent(flight)}` : ''}`),
    staleTime: 30_000,
  });
}
