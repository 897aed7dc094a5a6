/** Answers of the back office's parcel routes: the list, intake abroad, hand-over at a branch. */
import { z } from 'zod';
import { productWire } from '../../parcels.ts';
import { okAnswer } from '../../wire.ts';

/** A parcel as the back office sees it: the customer's wire shape plus its owner and paid flag. */
export const adminParcelWire = productWire.extend({
  AXID: z.string().nullable().optional(),
  paid: z.boolean().optional(),
});
export type AdminParcel = z.infer<typeof adminParcelWire>;

export const adminParcelsAnswer = okAnswer({ count: z.number(), parcels: z.array(adminParcelWire) });
export type AdminParcelsAnswer = z.infer<typeof adminParcelsAnswer>;

export const INTAKE_OUTCOMES = ['received', 'reweighed', 'created_for_customer', 'unidentified'] as const;
export type IntakeOutcome = (typeof INTAKE_OUTCOMES)[number];

/** A scan no customer could be matched to, waiting in the unidentified queue. */
export const unidentifiedWire = z.object({
  id: z.string(),
  tracking: z.string(),
  country: z.number(),
  labelAxid: z.string().nullable(),
  /** unknown_axid: nobody to book it to; ownership: several declared it and the label did not settle it. */
  reason: z.enum(['unknown_axid', 'ownership']),
  /** AXIDs of the customers who declared it (an ownership conflict). */
  candidates: z.array(z.string()).nullable(),
  weightKg: z.string().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  labelPhoto: z.string().nullable(),
  note: z.string().nullable(),
  resolvedParcelId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type UnidentifiedItem = z.infer<typeof unidentifiedWire>;

export const lookupAnswer = okAnswer({
  parcel: adminParcelWire.nullable(),
  /** AXIDs of the customers who declared this tracking number (several may): the label decides. */
  declarers: z.array(z.string()).optional(),
});
export type LookupAnswer = z.infer<typeof lookupAnswer>;
export const receiveAnswer = okAnswer({
  outcome: z.enum(INTAKE_OUTCOMES),
  parcel: adminParcelWire.optional(),
  unidentified: unidentifiedWire.optional(),
});
export type ReceiveAnswer = z.infer<typeof receiveAnswer>;
export const unidentifiedAnswer = okAnswer({ items: z.array(unidentifiedWire) });
export const parcelAnswer = okAnswer({ parcel: adminParcelWire });
export type UnidentifiedAnswer = z.infer<typeof unidentifiedAnswer>;
export type ParcelAnswer = z.infer<typeof parcelAnswer>;

/** A customer found at the counter. */
export const handoverCustomerWire = z.object({
  id: z.string(),
  axid: z.string(),
  email: z.string(),
  phone: z.string(),
  nameEn: z.string(),
  lastNameEn: z.string(),
  nameKa: z.string(),
  lastNameKa: z.string(),
  ltdName: z.string(),
  passportId: z.string().nullable(),
  orgId: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type HandoverCustomer = z.infer<typeof handoverCustomerWire>;

export const handoverCustomersAnswer = okAnswer({ customers: z.array(handoverCustomerWire) });
/** An arrived parcel at the counter, with the open courier order (new or assigned) it is in, if any. */
export const handoverParcelWire = adminParcelWire.extend({
  courierOrder: z
    .object({ id: z.string(), number: z.number(), status: z.enum(['new', 'assigned']) })
    .nullable()
    .optional(),
});
export type HandoverParcel = z.infer<typeof handoverParcelWire>;
export const handoverParcelsAnswer = okAnswer({ parcels: z.array(handoverParcelWire) });
export const handoverAnswer = okAnswer({ handedOver: z.number() });
export type HandoverCustomersAnswer = z.infer<typeof handoverCustomersAnswer>;
export type HandoverParcelsAnswer = z.infer<typeof handoverParcelsAnswer>;
export type HandoverAnswer = z.infer<typeof handoverAnswer>;
