/** Answers of the bill-pay partner API (issue 20 §3) and of the back office's payment channels. */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

/** Check: whose the code is (masked, to confirm on the screen) and what they owe now. */
export const billPayCheckAnswer = z.object({
  code: z.string(),
  name: z.string(),
  /** Unpaid charges the balance does not cover, lari with two decimals ("0.00" when nothing is due). */
  amountDue: z.string(),
  currency: z.literal('GEL'),
});
export type BillPayCheckAnswer = z.infer<typeof billPayCheckAnswer>;

/** A payment as recorded; `repeated` when the transaction id had been credited before this call. */
export const billPayPaymentAnswer = z.object({
  transactionId: z.string(),
  code: z.string(),
  amount: z.string(),
  currency: z.literal('GEL'),
  status: z.literal('credited'),
  /** Our reference (on the customer's statement). */
  reference: z.string(),
  creditedAt: z.string(),
  repeated: z.boolean(),
});
export type BillPayPaymentAnswer = z.infer<typeof billPayPaymentAnswer>;

/** The reconciliation of one day, as JSON (the CSV carries the same columns). */
export const billPayDayAnswer = z.object({
  date: z.string(),
  count: z.number(),
  total: z.string(),
  payments: z.array(billPayPaymentAnswer),
});
export type BillPayDayAnswer = z.infer<typeof billPayDayAnswer>;

export const billPayChannelWire = z.object({
  id: z.string(),
  name: z.string(),
  login: z.string(),
  allowedIps: z.array(z.string()),
  createdAt: z.string(),
  lastCallAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type BillPayChannelWire = z.infer<typeof billPayChannelWire>;
export const billPayChannelsAnswer = okAnswer({ channels: z.array(billPayChannelWire) });
export type BillPayChannelsAnswer = z.infer<typeof billPayChannelsAnswer>;
/** The secret is in this answer only: it is stored as a hash. */
export const billPayChannelCreatedAnswer = okAnswer({ channel: billPayChannelWire, secret: z.string() });
export type BillPayChannelCreatedAnswer = z.infer<typeof billPayChannelCreatedAnswer>;
