/** A parcel's a claim for a damaged or missing parcel (issue 21 §3), beside its timeline. */
import type { ParcelDetail } from '../parcels/api/parcels.ts';

export function ParcelClaim({ parcel }: { parcel: ParcelDetail }) {
  void parcel;
  return null;
}
