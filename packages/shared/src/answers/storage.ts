/** Answers of the storage days routes (issue 21 §5), for the customer and for staff. Amounts in lari. */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

/** An arrived parcel's storage: its free days (the arrival day is the first) and what was charged. */
export const parcelStorageWire = z.object({
  parcelId: z.string(),
  tracking: z.string(),
  /** The Tbilisi day it arrived (`YYYY-MM-DD`). */
  arrivalDay: z.string(),
  /** Days with us, the arrival day counting as 1. */
  daysStored: z.number(),
  freeDays: z.number(),
  /** Free days left counting today: 0 once charging began. */
  freeDaysLeft: z.number(),
  lastFreeDay: z.string(),
  /** Today's fee for a day after the free ones (its weight, at least 1 kg, times the fee per kg). */
  dayFee: z.number(),
  chargedDays: z.number(),
  /** Storage fees charged so far. */
  charged: z.number(),
});
export type ParcelStorage = z.infer<typeof parcelStorageWire>;

/** The customer's arrived parcels (not yet handed over) with their storage. */
export const storageAnswer = okAnswer({ parcels: z.array(parcelStorageWire) });
export type StorageAnswer = z.infer<typeof storageAnswer>;

export const longStoredWire = parcelStorageWire.extend({
  branch: z.string().nullable(),
  arrivedAt: z.string(),
  weightKg: z.number().nullable(),
  customer: z.object({ id: z.string(), axid: z.string(), name: z.string(), phone: z.string().nullable() }),
});
export type LongStored = z.infer<typeof longStoredWire>;

/** Arrived parcels still at a branch, longest stored first. */
export const longStoredAnswer = okAnswer({ parcels: z.array(longStoredWire) });
export type LongStoredAnswer = z.infer<typeof longStoredAnswer>;
