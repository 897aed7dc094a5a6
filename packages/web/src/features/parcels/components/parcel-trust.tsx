/**
 * What a customer can do about a parcel beyond its life (issue 21): see its measurements and dispute them,
 * its storage days, and claim for it. Each part lives in its own feature folder.
 */
import { ParcelClaim } from '../../claims/parcel-claim.tsx';
import { ParcelDispute } from '../../disputes/parcel-dispute.tsx';
import { ParcelStorage } from '../../storage/parcel-storage.tsx';
import type { ParcelDetail } from '../api/parcels.ts';

export function ParcelTrust({ parcel }: { parcel: ParcelDetail }) {
  return (
    <>
      <ParcelDispute parcel={parcel} />
      <ParcelStorage parcel={parcel} />
      <ParcelClaim parcel={parcel} />
    </>
  );
}
