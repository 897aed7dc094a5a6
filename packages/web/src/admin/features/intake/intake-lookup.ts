/** What the intake lookup found for a scanned tracking number, and whether this warehouse may receive it. */
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import type { CountryId } from '@amanati/shared/constants';

export type Lookup =
  | { tracking: string; kind: 'declared' | 'in_stock'; parcel: AdminParcel }
  | { tracking: string; kind: 'undeclared'; parcel: null }
  | { tracking: string; kind: 'other_country' | 'shipped'; parcel: AdminParcel };

export function classify(tracking: string, parcel: AdminParcel | null, country: CountryId): Lookup {
  if (!parcel) return { tracking, kind: 'undeclared', parcel: null };
  if (parcel.status !== 'waiting' && parcel.status !== 'stock') return { tracking, kind: 'shipped', parcel };
  if (parcel.senderCountryId !== country) return { tracking, kind: 'other_country', parcel };
  return { tracking, kind: parcel.status === 'stock' ? 'in_stock' : 'declared', parcel };
}

/** A parcel already shipped, or from another country's warehouse, is not received here. */
export const isBlocked = (lookup: Lookup | null): boolean =>
  lookup?.kind === 'shipped' || lookup?.kind === 'other_country';
