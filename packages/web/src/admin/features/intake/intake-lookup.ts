/** What the intake lookup found for a scanned tracking number, and whether this warehouse may receive it. */
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import type { CountryId } from '@amanati/shared/constants';

/** `declarers`: AXIDs of the customers who declared the number — several may; the label decides. */
export type Lookup = { tracking: string; declarers: string[] } & (
  | { kind: 'declared' | 'in_stock'; parcel: AdminParcel }
  | { kind: 'undeclared'; parcel: null }
  | { kind: 'other_country' | 'shipped'; parcel: AdminParcel }
);

export function classify(
  tracking: string,
  found: { parcel: AdminParcel | null; declarers?: string[] },
  country: CountryId,
): Lookup {
  const { parcel } = found;
  const declarers = found.declarers ?? [];
  if (!parcel) return { tracking, declarers, kind: 'undeclared', parcel: null };
  if (parcel.status !== 'waiting' && parcel.status !== 'stock')
    return { tracking, declarers, kind: 'shipped', parcel };
  if (parcel.senderCountryId !== country) return { tracking, declarers, kind: 'other_country', parcel };
  return { tracking, declarers, kind: parcel.status === 'stock' ? 'in_stock' : 'declared', parcel };
}

/** Whether the AXID on the label is asked for: always before the parcel is booked to someone. */
export const asksLabelAxid = (lookup: Lookup): boolean =>
  lookup.kind === 'undeclared' || lookup.kind === 'declared';

/** A parcel already shipped, or from another country's warehouse, is not received here. */
export const isBlocked = (lookup: Lookup | null): boolean =>
  lookup?.kind === 'shipped' || lookup?.kind === 'other_country';
