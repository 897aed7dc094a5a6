/** Wire shapes of the back-office answers the screens read (see packages/server/src/modules/admin). */
import type { ProductWire } from '@amanati/shared/parcels';

/** A parcel as the back office sees it: the customer's wire shape plus its owner and paid flag. */
export type AdminParcel = ProductWire & { AXID?: string | null; paid?: boolean };

export interface StaffFlight {
  _id: string;
  flightId: string;
  countryId: string;
  flightNumber: string;
  additionalText: string;
  remarkKey: string | null;
  startdAt: string | null;
  estimatedAt: string | null;
  endAt: string | null;
  declarationDeadline: string | null;
  updateStatus: boolean;
  custom: boolean;
  tbilisi: boolean;
  parcels?: number;
  weightKg?: number;
}
