/**
 * The answer of `invoice/get/{flightId}/{branch}` (spec §3 Invoice, §7): what the server sends and the
 * OpenAPI document describes. Amounts are lari with 2 decimals, weights kg, the rate GEL per USD.
 */
import { z } from 'zod';
import { accountNamesShape } from './accounts.ts';

const state = z.enum(['paid', 'unpaid']);

export const invoiceProductSchema = z.object({
  _id: z.string(),
  productOrderId: z.string(),
  productName: z.string().nullable(),
  quantity: z.number().nullable(),
  /** Chargeable weight (the greater of actual and volume weight). */
  weight: z.number(),
  actualWeight: z.number(),
  /** USD per kg. */
  tariff: z.number(),
  tariffType: z.number(),
  priceUsd: z.number(),
  rate: z.object({ USD: z.number() }),
  /** The parcel's charge with its corrections and its insurance premium, in lari. */
  price: z.number(),
  /** The insurance premium within `price` (issue 21 §4), in lari; null for an uninsured parcel. */
  insurance: z.number().nullable(),
  branch: z.string().nullable(),
  state,
});

export const invoiceSchema = z.object({
  _id: z.string(),
  invoiceUnicId: z.string(),
  createdAt: z.string(),
  flightId: z.string(),
  branch: z.string().nullable(),
  state,
  receiver: z.string(),
  AXID: z.string(),
  additionalInformation: z.object({
    userType: z.number(),
    ...accountNamesShape,
    passport: z.string(),
    orgId: z.string(),
    allQuantity: z.number(),
    allWeight: z.number(),
    allSum: z.number(),
  }),
  transportPrice: z.number(),
});

export const invoiceAnswerShape = { invoice: invoiceSchema, products: z.array(invoiceProductSchema) };
export type InvoiceAnswer = z.infer<z.ZodObject<typeof invoiceAnswerShape>>;
