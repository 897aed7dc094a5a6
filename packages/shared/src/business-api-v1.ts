/**
 * `/api/v1`'s own names (issue 22 §2): the panel's declaration under clean field names, countries as
 * ISO codes, money as decimal strings with a currency. Validation is the panel's (§5): a v1 body is
 * renamed to the panel's fields, checked by `parcelDeclarationSchema`, and its field errors renamed back.
 */
import { z } from 'zod';
import { CATEGORY_CODES } from './categories.ts';
import { BRANCH_CODES, COUNTRY_IDS, PARCEL_STATUSES, type CountryId } from './constants.ts';
import { CUSTOMS_STATES } from './customs-clearance.ts';
import { MSG } from './messages.ts';

export const COUNTRY_ISO = { 1: 'CN', 2: 'US', 3: 'TR' } as const satisfies Record<CountryId, string>;
export type CountryIso = (typeof COUNTRY_ISO)[CountryId];
export const COUNTRY_ISO_CODES = COUNTRY_IDS.map((id) => COUNTRY_ISO[id]);
export const countryOfIso = (iso: string): CountryId | undefined =>
  COUNTRY_IDS.find((id) => COUNTRY_ISO[id] === iso.toUpperCase());

/** v1 field → the panel's field (spec §3 names). */
export const V1_TO_PANEL_FIELDS = {
  tracking: 'productOrderId',
  category: 'productName',
  quantity: 'quantity',
  amount: 'amount',
  currency: 'currency',
  country: 'senderCountryId',
  shop: 'shop',
  otherShop: 'otherShop',
  personal: 'personalParcel',
  senderName: 'senderName',
  branch: 'branches',
  description: 'description',
  clearance: 'clearance',
} as const;
export type V1ParcelField = keyof typeof V1_TO_PANEL_FIELDS;

const PANEL_TO_V1: Record<string, string> = Object.fromEntries(
  Object.entries(V1_TO_PANEL_FIELDS).map(([v1, panel]) => [panel, v1]),
);
// The panel accepts the other-shop text under two names (spec-readings); v1 has one.
PANEL_TO_V1.shopOther = 'otherShop';

/** The panel's field errors under v1's names. */
export const v1FieldErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [PANEL_TO_V1[field] ?? field, code]));

/** A v1 create body, shaped loosely: the panel's schema judges the values. */
export const v1ParcelCreateBody = z.object(
  Object.fromEntries(Object.keys(V1_TO_PANEL_FIELDS).map((k) => [k, z.unknown().optional()])) as Record<
    V1ParcelField,
    z.ZodOptional<z.ZodUnknown>
  >,
  MSG.invalidValue,
);
export type V1ParcelCreateBody = z.infer<typeof v1ParcelCreateBody>;

/** A v1 body in the panel's names, ready for `parcelDeclarationSchema`. */
export function v1ToDeclaration(body: V1ParcelCreateBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [v1, panel] of Object.entries(V1_TO_PANEL_FIELDS)) {
    const value = body[v1 as V1ParcelField];
    if (value === undefined) continue;
    out[panel] = v1 === 'country' && typeof value === 'string' ? (countryOfIso(value) ?? value) : value;
  }
  return out;
}

const money = z.object({ amount: z.string(), currency: z.string() });

export const v1TimelineEvent = z.object({
  kind: z.string(),
  at: z.string(),
  place: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

export const v1Parcel = z.object({
  id: z.string(),
  tracking: z.string(),
  status: z.enum(PARCEL_STATUSES),
  country: z.enum(['CN', 'US', 'TR']),
  category: z.enum(CATEGORY_CODES).nullable(),
  quantity: z.number().nullable(),
  value: money.nullable(),
  shop: z.string().nullable(),
  otherShop: z.string().nullable(),
  personal: z.boolean(),
  senderName: z.string().nullable(),
  branch: z.enum(BRANCH_CODES as [string, ...string[]]).nullable(),
  description: z.string().nullable(),
  weightKg: z.string().nullable(),
  /** Our shipping charge once the parcel is on a flight. */
  charge: money.nullable(),
  paid: z.boolean(),
  flight: z.string().nullable(),
  customs: z.object({
    needsClearance: z.boolean(),
    clearanceRequested: z.boolean(),
    state: z.enum(CUSTOMS_STATES).nullable(),
    hasInvoice: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type V1Parcel = z.infer<typeof v1Parcel>;
export const v1ParcelWithTimeline = v1Parcel.extend({ timeline: z.array(v1TimelineEvent) });

/** A page of a list: `next` is the cursor of the following page, null on the last one. */
export const v1Page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next: z.string().nullable() });

export const V1_PAGE_LIMIT = { default: 50, max: 100 } as const;

export const v1ParcelListQuery = z.object({
  limit: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(V1_PAGE_LIMIT.max, MSG.invalidValue)
    .default(V1_PAGE_LIMIT.default),
  cursor: z.string().max(200, MSG.invalidValue).optional(),
  status: z.enum(PARCEL_STATUSES, MSG.invalidValue).optional(),
  country: z.enum(['CN', 'US', 'TR', 'cn', 'us', 'tr'], MSG.invalidCountry).optional(),
  flight: z.string().max(40, MSG.invalidValue).optional(),
  updated_since: z.iso.datetime({ offset: true, message: MSG.invalidValue }).optional(),
});

export const v1ListQuery = z.object({
  limit: v1ParcelListQuery.shape.limit,
  cursor: v1ParcelListQuery.shape.cursor,
});

export const v1Flight = z.object({
  code: z.string(),
  country: z.enum(['CN', 'US', 'TR']),
  flightNumber: z.string(),
  status: z.enum(['scheduled', 'in_transit', 'arrived']),
  departedAt: z.string().nullable(),
  estimatedArrivalAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  declarationDeadline: z.string().nullable(),
  /** The remark key staff chose (e.g. `delayed`), texts per language in `remark`. */
  remark: z.object({ key: z.string(), ka: z.string(), en: z.string(), ru: z.string() }).nullable(),
  /** This account's parcels on the flight. */
  parcels: z.number(),
});

export const v1InvoiceLine = z.object({
  parcelId: z.string(),
  tracking: z.string(),
  /** A charge, or a correction of it (after a re-weighing). */
  kind: z.enum(['charge', 'correction', 'insurance']),
  weightKg: z.string(),
  chargeableKg: z.string(),
  tariffUsd: z.string(),
  amount: money,
  paid: z.boolean(),
});
export const v1Invoice = z.object({
  number: z.string(),
  flight: z.string(),
  createdAt: z.string(),
  status: z.enum(['paid', 'unpaid']),
  total: money,
  due: money,
});
export const v1InvoiceWithLines = v1Invoice.extend({ lines: z.array(v1InvoiceLine) });

export const v1Balance = z.object({ balance: money, due: money });

export const v1StatementEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['topup', 'payment', 'adjustment', 'refund', 'storage', 'claim']),
  amount: money,
  /** The balance right after this entry. */
  balanceAfter: money,
  reference: z.string().nullable(),
});
export const v1StatementQuery = v1ListQuery.extend({
  from: z.iso.date(MSG.invalidValue).optional(),
  to: z.iso.date(MSG.invalidValue).optional(),
});

export const v1Branch = z.object({
  code: z.enum(BRANCH_CODES as [string, ...string[]]),
  city: z.enum(['tbilisi', 'kutaisi']),
  name: z.object({ ka: z.string(), en: z.string(), ru: z.string() }),
  address: z.object({ ka: z.string(), en: z.string(), ru: z.string() }),
  phone: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
