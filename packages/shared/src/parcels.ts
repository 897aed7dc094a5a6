/** Parcel declarations (spec §3, §5): one zod schema for the add/update panels and the server. */
import { z } from 'zod';
import { CATEGORY_CODES } from './categories.ts';
import { BRANCH_CODES, COUNTRY_IDS, CURRENCIES, LIMITS, PAGE_SIZES, PARCEL_STATUSES } from './constants.ts';
import { CUSTOMS_STATES } from './customs-clearance.ts';
import { MSG } from './messages.ts';
import { isShopOf, OTHER_SHOP } from './shops.ts';
import { parseBooleanish } from './validation.ts';

const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const trackingSchema = z
  .string(MSG.required)
  .trim()
  .min(1, MSG.required)
  .max(40, MSG.trackingLettersDigits)
  .regex(/^[A-Za-z0-9]+$/, MSG.trackingLettersDigits);

/** Digits only, not 0, no leading 0 (spec §5). */
export const quantitySchema = z.preprocess(
  asText,
  z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .regex(/^\d+$/, MSG.quantityDigits)
    .refine((q) => !/^0+$/.test(q), MSG.quantityCannotBeZero)
    .refine((q) => !q.startsWith('0'), MSG.quantityDigits)
    .refine((q) => q.length <= 6, MSG.invalidValue)
    .transform(Number),
);

/** Digits and one dot, > 0, a leading zero only right before the point; at most 2 decimals. */
export const amountSchema = z.preprocess(
  asText,
  z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, MSG.amountInvalid)
    .refine((a) => Number(a) > 0, MSG.amountMustBePositive),
);

const countrySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
  z.union(
    COUNTRY_IDS.map((c) => z.literal(c)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
    MSG.invalidCountry,
  ),
);

const declarationShape = {
  productOrderId: trackingSchema,
  productName: z.enum(CATEGORY_CODES, MSG.invalidCategory),
  quantity: quantitySchema,
  amount: amountSchema,
  currency: z.enum(CURRENCIES, MSG.invalidCurrency),
  senderCountryId: countrySchema,
  shop: z.preprocess(emptyToUndefined, z.string().max(40, MSG.invalidShop).optional()),
  /** The payload may carry it as `shopOther` or `otherShop` (spec-readings). */
  otherShop: z.preprocess(emptyToUndefined, z.string().trim().max(60, MSG.otherShopInvalid).optional()),
  shopOther: z.preprocess(emptyToUndefined, z.string().trim().max(60, MSG.otherShopInvalid).optional()),
  personalParcel: z.preprocess(parseBooleanish, z.boolean(MSG.invalidValue)).default(false),
  senderName: z.preprocess(emptyToUndefined, z.string().trim().max(60, MSG.invalidValue).optional()),
  branches: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((b) => (BRANCH_CODES as string[]).includes(b), MSG.invalidBranch)
      .optional(),
  ),
  description: z.preprocess(
    emptyToUndefined,
    z.string().max(LIMITS.noteMaxLength, MSG.noteTooLong).optional(),
  ),
  clearance: z.preprocess(parseBooleanish, z.boolean(MSG.invalidValue)).default(false),
  /** Insure the parcel (issue 21 §4): needs the declared value; absent on an update keeps the stored choice. */
  insured: z.preprocess(parseBooleanish, z.boolean(MSG.invalidValue)).optional(),
  /** The tab the client was on; the server decides the status. */
  statusPage: z.string().max(20).optional(),
};

type DeclarationDraft = {
  shop?: string | undefined;
  otherShop?: string | undefined;
  shopOther?: string | undefined;
  personalParcel: boolean;
  senderName?: string | undefined;
  /** Absent on `updateProduct` (§7 sends no country): the server checks the shop against the parcel's stored country. */
  senderCountryId?: number | undefined;
};

/**
 * Shop rules (required unless personal, a shop of that country, other-shop text) and the sender of a
 * personal parcel. `storedTexts`: the sender name and other-shop text may be left out because the
 * parcel already has them (the server checks that).
 */
function checkShopAndSender(v: DeclarationDraft, ctx: z.RefinementCtx, storedTexts = false): void {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.personalParcel && !storedTexts) {
    if (!v.senderName) fail('senderName', MSG.senderNameRequired);
  }
  if (!v.shop) {
    if (!v.personalParcel) fail('shop', MSG.required);
    return;
  }
  if (v.senderCountryId !== undefined && !isShopOf(v.senderCountryId, v.shop)) {
    return fail('shop', MSG.invalidShop);
  }
  if (v.shop === OTHER_SHOP) {
    const text = v.otherShop ?? v.shopOther;
    if (!text) {
      if (!storedTexts) fail('otherShop', MSG.required);
    } else if (!/^[A-Za-z0-9.]+$/.test(text)) fail('otherShop', MSG.otherShopInvalid);
  }
}

/**
 * Insuring needs a declared value (the premium is a percent of it): said on `insured` too, even while the
 * amount's own error stands (`when`: object refinements otherwise wait for every field to parse).
 */
const valueToInsure = {
  path: ['insured'],
  message: MSG.insuranceNeedsValue,
  when: () => true,
};
const hasValueIfInsured = (v: unknown) => {
  const d = (v ?? {}) as { insured?: unknown; amount?: unknown; currency?: unknown };
  const missing = (x: unknown) => x === undefined || x === null || x === '';
  return !(d.insured === true || d.insured === 'true') || (!missing(d.amount) && !missing(d.currency));
};

export const parcelDeclarationSchema = z
  .object(declarationShape)
  .superRefine(checkShopAndSender)
  .refine(hasValueIfInsured, valueToInsure);
export type ParcelDeclaration = z.output<typeof parcelDeclarationSchema>;
export type ParcelDeclarationInput = z.input<typeof parcelDeclarationSchema>;

const updateShape = z.object({
  ...declarationShape,
  productId: z.string(MSG.required).min(1, MSG.required).max(64, MSG.notFound),
  senderCountryId: countrySchema.optional(),
});

/**
 * `updateProduct` on the wire: the declaration plus the parcel's id; the country cannot change. §7's
 * field list has no `senderName` or `otherShop`, so a client may leave them out and keep the stored ones.
 */
export const parcelUpdateSchema = updateShape
  .superRefine((v, ctx) => checkShopAndSender(v, ctx, true))
  .refine(hasValueIfInsured, valueToInsure);
export type ParcelUpdate = z.output<typeof parcelUpdateSchema>;

/** The update form always shows the sender name and other-shop fields, so it fills them like a declaration. */
export const parcelUpdateFormSchema = updateShape
  .superRefine((v, ctx) => checkShopAndSender(v, ctx))
  .refine(hasValueIfInsured, valueToInsure);

export const parcelListParams = z.object({
  status: z.enum(PARCEL_STATUSES, MSG.invalidValue),
  skip: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(0, MSG.invalidValue)
    .max(10_000_000, MSG.invalidValue),
  limit: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(PAGE_SIZES.maxListLimit, MSG.invalidValue),
});

export const parcelEventWire = z.object({
  kind: z.string(),
  at: z.string(),
  place: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

export const productWire = z.object({
  _id: z.string(),
  productOrderId: z.string(),
  productName: z.string().nullable(),
  quantity: z.number().nullable(),
  shop: z.string().nullable(),
  otherShop: z.string().nullable(),
  personalParcel: z.boolean(),
  senderName: z.string().nullable(),
  senderCountryId: z.number(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** Our shipping charge in lari once computed. */
  price: z.number().nullable(),
  branches: z.string().nullable(),
  flightId: z.string().nullable(),
  file: z.string().nullable(),
  description: z.string().nullable(),
  custom: z.boolean(),
  clearance: z.boolean(),
  /** Whether the customer insured it (issue 21 §4): the premium is charged with the flight's charges. */
  insured: z.boolean(),
  /** The customs hold after arrival (issue 16 §5): held, receipt (uploaded), cleared; null when none. */
  customsState: z.enum(CUSTOMS_STATES).nullable(),
  state: z.enum(['paid', 'unpaid']).nullable(),
  status: z.enum(PARCEL_STATUSES),
  statusPage: z.enum(PARCEL_STATUSES),
  weight: z.number().nullable(),
  labelPhoto: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductWire = z.infer<typeof productWire>;
