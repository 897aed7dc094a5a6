/**
 * Answers about customs (issue 16): the rule set in force, for the panel to compute what the server does,
 * and the customer's groups held after arrival.
 */
import { z } from 'zod';
import { PARCEL_STATUSES } from '../constants.ts';
import { CUSTOMS_HOLD_REASONS, CUSTOMS_STATES } from '../customs-clearance.ts';
import { customsRulesSchema } from '../customs-rules-schema.ts';
import { okAnswer } from '../wire.ts';

/** The rule set in force today and, when an admin has scheduled one, the next. */
export const customsRulesAnswer = okAnswer({
  rules: customsRulesSchema,
  next: customsRulesSchema.nullable(),
});
export type CustomsRulesAnswer = z.infer<typeof customsRulesAnswer>;

/** A customer's parcel as the group rule and the landed cost read it (see `GroupedParcel`, `CustomsItem`). */
export const customsParcelWire = z.object({
  id: z.string(),
  tracking: z.string(),
  status: z.enum(PARCEL_STATUSES),
  /** Goods category code (duty by category); null while undeclared. */
  category: z.string().nullable(),
  shop: z.string().nullable(),
  otherShop: z.string().nullable(),
  personal: z.boolean(),
  senderName: z.string().nullable(),
  country: z.number().int(),
  /** The flight's code (e.g. `CN-261120`); null while it has not flown. */
  flightId: z.string().nullable(),
  /** Declared value in tetri at the day's rates, unrounded (to 1/100,000 of a tetri); null while undeclared. */
  valueTetri: z.number().nullable(),
  weightGrams: z.number().int().nullable(),
  /** Whether its invoice file is uploaded. */
  hasFile: z.boolean(),
  /** Our shipping charge once weighed (part of the customs value); null before. */
  priceTetri: z.number().int().nullable(),
});
export type CustomsParcel = z.infer<typeof customsParcelWire>;

/**
 * What the add/edit panel, the readiness banner and the estimates compute groups and landed costs from:
 * the rules and the National Bank rates of today, and the customer's parcels not yet landed (waiting,
 * stock, sent) — plus, when asked for, every parcel of one of their flights.
 */
export const customsContextAnswer = okAnswer({
  rules: customsRulesSchema,
  /** Lari per unit with 4 decimals, CNY per 10 yuan (spec §9). */
  rates: z.object({ USD: z.string(), EUR: z.string(), CNY: z.string(), TRY: z.string() }),
  /** The day of the newest rate used; null when the defaults stand in. */
  ratesDate: z.string().nullable(),
  parcels: z.array(customsParcelWire),
});
export type CustomsContextAnswer = z.infer<typeof customsContextAnswer>;

/** `?flight=` adds the parcels of that flight of the customer's, whatever their status (the invoice view). */
export const customsContextQuery = z.object({ flight: z.string().trim().min(1).max(40).optional() });

/** Who pays the state fee: the customer's personal number, a foreign citizen's tax number, or a company's id. */
export const customsPayerWire = z.object({
  name: z.string(),
  id: z.string().nullable(),
  kind: z.enum(['personal', 'tax', 'organisation']),
});

/** One parcel of a held group, as the customer and staff see it. */
export const customsHoldParcelWire = z.object({
  _id: z.string(),
  productOrderId: z.string(),
  shop: z.string().nullable(),
  otherShop: z.string().nullable(),
  personalParcel: z.boolean(),
  senderName: z.string().nullable(),
  /** Declared value in lari tetri at the arrival day's rate; null while undeclared. */
  valueTetri: z.number().nullable(),
});

/**
 * A customs group after arrival (issue 16 §5): what the customer must do (pay `stateFeeTetri` to
 * `treasuryCode` as `payer`, upload the receipt), the VAT and duty once staff entered them, and where it
 * stands. `groupId` is one of its parcels: the routes take any parcel of the group. Money in tetri.
 */
export const customsHoldWire = z.object({
  groupId: z.string(),
  reason: z.enum(CUSTOMS_HOLD_REASONS),
  state: z.enum(CUSTOMS_STATES),
  flight: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  parcels: z.array(customsHoldParcelWire),
  valueTetri: z.number(),
  stateFeeTetri: z.number(),
  treasuryCode: z.string(),
  payer: customsPayerWire,
  vatTetri: z.number().nullable(),
  dutyTetri: z.number().nullable(),
  /** The uploaded receipt's stored name (served at /uploads/receipts/:name). */
  receipt: z.string().nullable(),
});
export type CustomsHold = z.infer<typeof customsHoldWire>;

/** The customer's groups on hold or cleared, of parcels not yet handed over. */
export const customsHoldsAnswer = okAnswer({ holds: z.array(customsHoldWire) });
export type CustomsHoldsAnswer = z.infer<typeof customsHoldsAnswer>;
export const customsHoldAnswer = okAnswer({ hold: customsHoldWire });
export type CustomsHoldAnswer = z.infer<typeof customsHoldAnswer>;
