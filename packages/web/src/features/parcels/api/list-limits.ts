/**
 * The first page size of each tab's list (spec §9): 100 (30 for obtained) normally; 10000 for waiting
 * right after an add with a file; 1000 for arrived after paying. Other features ask for a reload with
 * `reloadParcelList` (e.g. the account summary after Pay: `reloadParcelList(queryClient, 'arrived', 1000)`).
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type ParcelStatus } from '@amanati/shared/constants';

const requested = new Map<ParcelStatus, number>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const defaultLimit = (status: ParcelStatus) =>
  status === 'obtained' ? PAGE_SIZES.parcelsObtained : PAGE_SIZES.parcels;

export function listLimit(status: ParcelStatus): number {
  return requested.get(status) ?? defaultLimit(status);
}

/** Back to the §9 page size (a tab switch starts over). */
export function resetListLimit(status: ParcelStatus): void {
  if (requested.delete(status)) emit();
}

export function useListLimit(status: ParcelStatus): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => listLimit(status),
  );
}

/**
 * Reloads the parcel lists (every tab, the readiness banner and open timelines); with `limit`, the
 * given tab's first page is loaded with that size (spec §4: 10000 after a file add on waiting, 1000 for
 * arrived after a payment).
 */
export async function reloadParcelList(
  queryClient: QueryClient,
  status?: ParcelStatus,
  limit?: number,
): Promise<void> {
  if (!status || !limit) {
    await queryClient.invalidateQueries({ queryKey: ['parcels'] });
    return;
  }
  const firstLimit = Math.min(limit, PAGE_SIZES.maxListLimit);
  requested.set(status, firstLimit);
  emit();
  // The tab's list under its former page size is being replaced by the one with the new size, which
  // loads as the list switches to it: marked stale, not asked again (one reload, not two).
  const former = (key: readonly unknown[]) => key[1] === 'list' && key[2] === status && key[3] !== firstLimit;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['parcels', 'list', status],
      predicate: (q) => former(q.queryKey),
      refetchType: 'none',
    }),
    queryClient.invalidateQueries({ queryKey: ['parcels'], predicate: (q) => !former(q.queryKey) }),
  ]);
}
