/** Answers of the pickup pass routes (issue 21 §1), for the customer and for the branch. */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

export const pickupParcelWire = z.object({
  id: z.string(),
  tracking: z.string(),
  /** The flight's code. */
  flight: z.string().nullable(),
  weightKg: z.number().nullable(),
});
export type PickupParcel = z.infer<typeof pickupParcelWire>;

export const pickupPassWire = z.object({
  id: z.string(),
  /** Six characters, typed at the branch when the QR cannot be scanned. */
  code: z.string(),
  /** What the QR code holds (`AMANATI-PASS:<code>`). */
  qr: z.string(),
  branch: z.string(),
  parcels: z.array(pickupParcelWire),
  trustee: z.object({ name: z.string(), personalId: z.string() }).nullable(),
  /** The chosen slot's start (ISO), or null. */
  slot: z.string().nullable(),
  state: z.enum(['active', 'used', 'cancelled']),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
});
export type PickupPass = z.infer<typeof pickupPassWire>;

/** The customer's pickup: what is ready at each branch, and the passes still valid. */
export const pickupAnswer = okAnswer({
  ready: z.array(z.object({ branch: z.string(), parcels: z.array(pickupParcelWire) })),
  passes: z.array(pickupPassWire),
});
export type PickupAnswer = z.infer<typeof pickupAnswer>;

export const pickupPassAnswer = okAnswer({ pass: pickupPassWire });
export type PickupPassAnswer = z.infer<typeof pickupPassAnswer>;

/** A day's slots (ISO starts) still ahead, each with how many passes chose it. */
export const pickupSlotsAnswer = okAnswer({
  slots: z.array(z.object({ start: z.string(), taken: z.number() })),
});
export type PickupSlotsAnswer = z.infer<typeof pickupSlotsAnswer>;

export const pickupCustomerWire = z.object({
  id: z.string(),
  axid: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});

/** A pass as the branch finds it by its code: with its customer. */
export const staffPickupPassAnswer = okAnswer({ pass: pickupPassWire, customer: pickupCustomerWire });
export type StaffPickupPassAnswer = z.infer<typeof staffPickupPassAnswer>;

/** A branch's passes for a day, by slot (no slot last): what to prepare. */
export const pickupPreparationAnswer = okAnswer({
  passes: z.array(pickupPassWire.extend({ customer: pickupCustomerWire })),
});
export type PickupPreparationAnswer = z.infer<typeof pickupPreparationAnswer>;
