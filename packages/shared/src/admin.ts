/** Back-office payloads (the provider's side), shared by the back office forms and the server. */
import { z } from 'zod';
import { BRANCH_CITIES, BRANCH_CODES, COUNTRY_IDS, PARCEL_STATUSES } from './constants.ts';
import { UUID_PATTERN as UUID } from './ids.ts';
import { MSG } from './messages.ts';
import { MAX_ADJUSTMENT_TETRI } from './money.ts';

const country = z.coerce
  .number(MSG.invalidCountry)
  .refine((c) => (COUNTRY_IDS as readonly number[]).includes(c), MSG.invalidCountry);
const date = z.coerce.date(MSG.invalidValue);
export const idParam = z.object({ id: z.string().regex(UUID, MSG.notFound) });

export const flightInputSchema = z.object({
  country,
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{3,24}$/, MSG.flightCodeInvalid)
    .optional(),
  flightNumber: z.string().trim().max(20).default(''),
  departedAt: date,
  estimatedAt: date,
  /** Omitted: 3 days after departure; null: no deadline (declaring stays as `updateStatus` says). */
  declarationDeadline: date.nullable().optional(),
  /** A key of the flight remarks dictionary (checked by the server). */
  remarkKey: z.string().max(40).nullable().optional(),
  tbilisi: z.boolean().default(true),
  custom: z.boolean().default(false),
  updateStatus: z.boolean().default(true),
});
export type FlightInput = z.output<typeof flightInputSchema>;

export const flightPatchSchema = z
  .object({
    flightNumber: z.string().trim().max(20),
    departedAt: date,
    estimatedAt: date,
    /**
     * null clears the deadline. Left out while `departedAt` changes, the deadline keeps its distance from
     * the departure.
     */
    declarationDeadline: date.nullable(),
    remarkKey: z.string().max(40).nullable(),
    tbilisi: z.boolean(),
    custom: z.boolean(),
    updateStatus: z.boolean(),
  })
  .partial();
export type FlightPatch = z.output<typeof flightPatchSchema>;

export const flightParcelsSchema = z
  .object({
    trackings: z.array(z.string().trim().min(1).max(40)).max(20000).optional(),
    parcelIds: z.array(z.string().max(64)).max(20000).optional(),
    /** Lets parcels through the customs gate (issue 16 §4): why, in the operator's words; audited. */
    overrideReason: z.string().trim().min(5, MSG.reasonRequired).max(500).optional(),
  })
  .refine((v) => (v.trackings?.length ?? 0) + (v.parcelIds?.length ?? 0) > 0, MSG.required);

/** Landing time; omitted: now. Not before the departure day, not in the future (checked by the server). */
export const arriveSchema = z.object({ endAt: date.optional() });

const weight = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string(MSG.required)
    .regex(/^\d{1,4}(\.\d{1,3})?$/, MSG.weightInvalid)
    .refine((w) => Number(w) > 0, MSG.weightInvalid),
);
const dimension = z.coerce
  .number()
  .int(MSG.dimensionInvalid)
  .min(1, MSG.dimensionInvalid)
  .max(500, MSG.dimensionInvalid)
  .optional();

/** Warehouse intake: the tracking number scanned, the weight, and the AXID on the label when nobody declared it. */
export const intakeSchema = z.object({
  tracking: z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .max(40)
    .regex(/^[A-Za-z0-9]+$/, MSG.trackingLettersDigits),
  country,
  weightKg: weight,
  lengthCm: dimension,
  widthCm: dimension,
  heightCm: dimension,
  axid: z
    .string()
    .trim()
    .regex(/^AX\d+$/i, MSG.axidInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  note: z.string().max(200).optional(),
});
export type IntakeInput = z.output<typeof intakeSchema>;

export const resolveUnidentifiedSchema = z.object({
  axid: z
    .string()
    .trim()
    .regex(/^AX\d+$/i, MSG.axidInvalid),
  /** Only for a queued parcel that has no weight yet (the weight typed at intake is kept otherwise). */
  weightKg: weight.optional(),
});

export const handoverSchema = z.object({
  parcelIds: z.array(z.string().regex(UUID, MSG.notFound)).min(1, MSG.required).max(500),
  branch: z.enum(BRANCH_CODES as [string, ...string[]], MSG.chooseBranch),
  /** Admin only: hand over unpaid parcels, with a reason (audited). */
  override: z.boolean().default(false),
  reason: z.string().trim().max(300).optional(),
});

export const courierAssignSchema = z.object({ courierName: z.string().trim().min(1, MSG.required).max(80) });

export const adjustmentSchema = z.object({
  /** Signed, in tetri. */
  amountTetri: z
    .number()
    .int()
    .refine((n) => n !== 0, MSG.invalidValue)
    .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT_TETRI, MSG.adjustmentTooLarge),
  reason: z.string(MSG.required).trim().min(3, MSG.required).max(300),
});

/** An admin marks an organisation account verified (or takes it back) after checking its extract. */
export const organisationVerificationSchema = z.object({ verified: z.boolean(MSG.required) });

export const staffSchema = z.object({
  email: z.email(MSG.invalidEmail),
  password: z.string().min(8, MSG.passwordTooShort).max(128),
  role: z.enum(['operator', 'admin']),
  nameEn: z.string().trim().min(1, MSG.required).max(60),
  lastNameEn: z.string().trim().max(60).default(''),
});

/**
 * Parcels in the back office: by status, country, flight, or a tracking number / owner's AXID (`q`).
 * Used to pick stock parcels for a flight and to list what a flight carries.
 */
export const adminParcelsQuery = z.object({
  status: z.enum(PARCEL_STATUSES).optional(),
  country: z.coerce.number().int().min(1).max(3).optional(),
  flightId: z.string().regex(UUID, MSG.notFound).optional(),
  /** Parcels for the branches of this city (and those with no branch yet): what a flight there may take. */
  city: z.enum(BRANCH_CITIES).optional(),
  q: z.string().trim().max(60).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type AdminParcelsQuery = z.output<typeof adminParcelsQuery>;
