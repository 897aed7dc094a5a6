/**
 * Courier delivery (spec §5, §9 as spec-readings fixes it): the price by weight band and region, and
 * the order form. The fee is paid to the courier on delivery, never through the balance.
 */
import { z } from 'zod';
import { citySchema, phoneSchema } from './accounts.ts';
import { BRANCH_CODES } from './constants.ts';
import { MSG } from './messages.ts';
import { parseBooleanish } from './validation.ts';

export const COURIER_REGIONS = ['tbilisi', 'outskirts', 'village'] as const;
export type CourierRegion = (typeof COURIER_REGIONS)[number];
export const COURIER_DELIVERY_DAYS = '2–3';

/** Lari per band, upper limit included: ≤5, ≤10, ≤15, ≤20 kg. */
const BANDS = { tbilisi: [5, 7, 9, 11], outskirts: [8, 13, 18, 22] } as const;
/** Above 20 kg, each started 5 kg adds this much. */
const PER_EXTRA_5KG = { tbilisi: 2, outskirts: 5 } as const;
const VILLAGE_SURCHARGE = 4;
/** From this weight on the tariff is individual: no price, the operator calls. */
export const COURIER_INDIVIDUAL_FROM_KG = 50;

/** The courier fee in tetri, or null for the individual tariff (50 kg and more). */
export function courierPriceTetri(weightKg: number, region: CourierRegion): number | null {
  if (!Number.isFinite(weightKg) || weightKg < 0) return null;
  if (weightKg >= COURIER_INDIVIDUAL_FROM_KG) return null;
  const base = region === 'outskirts' ? 'outskirts' : 'tbilisi';
  const grams = Math.round(weightKg * 1000);
  let lari: number;
  if (grams <= 20_000) {
    const band = Math.max(0, Math.ceil(grams / 5000) - 1);
    lari = BANDS[base][band]!;
  } else {
    const extraSteps = Math.ceil((grams - 20_000) / 5000);
    lari = BANDS[base][3] + extraSteps * PER_EXTRA_5KG[base];
  }
  if (region === 'village') lari += VILLAGE_SURCHARGE;
  return lari * 100;
}

/** Georgian letters with the digits and punctuation addresses use; no Latin letters. */
export const GEORGIAN_ADDRESS = /^(?=.*[\u10D0-\u10FA])[\u10D0-\u10FA0-9\s.,\-/№#()"„“]+$/;

export const courierOrderSchema = z
  .object({
    /** The selected flights (their flight ids). */
    ids: z
      .array(z.string().min(1).max(40), MSG.selectFlights)
      .min(1, MSG.selectFlights)
      .max(50, MSG.invalidValue),
    /** Third party: name and phone are typed; otherwise they are the account's. */
    sq1: z.preprocess(parseBooleanish, z.boolean(MSG.invalidValue)).default(false),
    /**
     * Ours, not in §7: a client sending only the §7 fields gets the Tbilisi tariff; a region that is
     * given must still be one of the three.
     */
    region: z.enum(COURIER_REGIONS, MSG.required).default('tbilisi'),
    city: citySchema,
    address: z
      .string(MSG.required)
      .trim()
      .min(1, MSG.required)
      .max(200, MSG.invalidValue)
      .regex(GEORGIAN_ADDRESS, MSG.addressGeorgianOnly),
    name: z.string().trim().max(80, MSG.invalidValue).optional(),
    phone: z.string().trim().optional(),
    branches: z
      .string(MSG.chooseBranch)
      .refine((b) => (BRANCH_CODES as string[]).includes(b), MSG.chooseBranch),
  })
  .superRefine((v, ctx) => {
    if (!v.sq1) return;
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.required });
    const phone = phoneSchema.safeParse(v.phone ?? '');
    if (!phone.success)
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: phone.error.issues[0]?.message ?? MSG.required,
      });
  });
export type CourierOrderInput = z.output<typeof courierOrderSchema>;

/** A courier order on the wire (spec §7). */
export const courierOrderWire = z.object({
  _id: z.string(),
  /** Ours, not in §7: the order's short reference (shown as № 1001). */
  number: z.number().int(),
  status: z.string(),
  ids: z.array(z.string()),
  sq1: z.boolean(),
  region: z.string(),
  city: z.string(),
  address: z.string(),
  name: z.string(),
  phone: z.string(),
  branches: z.string(),
  weight: z.number(),
  /** Paid to the courier on delivery; null = individual tariff (50 kg and more). */
  price: z.number().nullable(),
  createdAt: z.string(),
});
export type CourierOrderWire = z.infer<typeof courierOrderWire>;
