/** A parcel's its measurements, intake photos and a weight or size dispute (issue 21 §2), beside its timeline. */
import type { ParcelDetail } from '../parcels/api/parcels.ts';

export function ParcelDispute({ parcel }: { parcel: ParcelDetail }) {
  void parcel;
  return null;
}
