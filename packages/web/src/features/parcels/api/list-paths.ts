/**
 * Which call lists a tab's parcels (spec §7, §9), as plain functions: the dashboard asks for its first
 * lists before its code has loaded (app/first-page.ts).
 */
import { PAGE_SIZES, PARCEL_STATUSES, type ParcelStatus } from '@amanati/shared/constants';

/** The dashboard tab lives in the URL hash (spec §2): `/home#stock`; none or an unknown one is waiting. */
export function statusFromHash(hash: string): ParcelStatus {
  const value = hash.replace(/^#/, '');
  return (PARCEL_STATUSES as readonly string[]).includes(value) ? (value as ParcelStatus) : 'waiting';
}

/** Statuses whose list comes with the parcels' flights (`getswith`, spec-readings Parcels). */
export const withFlights = (status: ParcelStatus): boolean =>
  status === 'sent' || status === 'arrived' || status === 'obtained';

/** §9: 100 per page, 30 for obtained. */
export const pageSizeOf = (status: ParcelStatus): number =>
  status === 'obtained' ? PAGE_SIZES.parcelsObtained : PAGE_SIZES.parcels;

export const parcelListPath = (
  status: ParcelStatus,
  skip: number,
  limit: number,
  flights = withFlights(status),
): string => `/api/product/${flights ? 'getswith' : 'gets'}/${status}/${skip}/${limit}`;

/** The readiness banner's lists: every warehouse and in-flight parcel (enough for any real customer). */
export const READINESS_STATUSES = ['stock', 'sent'] as const satisfies readonly ParcelStatus[];
export const READINESS_LIMIT = 1000;
