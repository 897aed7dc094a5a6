/**
 * Bill-pay by AX code (issue 20 §3): what a payment channel (a bank app, a kiosk network, a terminal
 * operator) sends and receives, and the back office's form for making a channel. A channel pays in
 * lari into a customer's balance, named by the customer's room code.
 */
import { z } from 'zod';
import { MSG } from './messages.ts';
import { parseLari } from './money.ts';
import { isFilled } from './validation.ts';

/** A room code as customers type it on a kiosk: `AX` and digits, any case, spaces around ignored. */
export const axCodeSchema = z
  .string(MSG.required)
  .trim()
  .toUpperCase()
  .regex(/^AX\d{1,12}$/, MSG.invalidValue);

/** One payment: more than nothing, at most 10,000 ₾ (a kiosk takes cash; banks cap bill payments lower). */
export const BILL_PAY_MAX_TETRI = 1_000_000;

/** The channel's own id for the payment: printable ASCII, what a receipt or a bank statement carries. */
export const channelTransactionIdSchema = z
  .string(MSG.required)
  .trim()
  .min(1, MSG.required)
  .max(64, MSG.invalidValue)
  .regex(/^[\x21-\x7e]+$/, MSG.invalidValue);

/** "12.50" or 12.5 → 1250 tetri; refused when not 0.01 … 10,000 with at most two decimals. */
export const billPayAmountSchema = z.union([z.string(), z.number()], MSG.required).transform((v, ctx) => {
  const tetri = parseLari(String(v));
  if (tetri === null || tetri <= 0 || tetri > BILL_PAY_MAX_TETRI) {
    ctx.addIssue({ code: 'custom', message: MSG.invalidValue });
    return z.NEVER;
  }
  return tetri;
});

export const billPayCheckQuerySchema = z.object({ code: axCodeSchema });

export const billPayPayInputSchema = z.object({
  code: axCodeSchema,
  amount: billPayAmountSchema,
  transactionId: channelTransactionIdSchema,
});
export type BillPayPayInput = z.output<typeof billPayPayInputSchema>;

export const billPayStatusQuerySchema = z.object({ transactionId: channelTransactionIdSchema });

export const billPayDayQuerySchema = z.object({
  date: z.string(MSG.required).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidValue),
});

/** Channel logins: lower-case letters, digits and dashes, as they go into a Basic credential. */
export const createBillPayChannelSchema = z.object({
  name: z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .max(80, MSG.invalidValue)
    .refine(isFilled, MSG.required),
  login: z
    .string(MSG.required)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, MSG.invalidValue),
  /** Addresses and CIDR ranges the channel calls from; checked on the server. */
  allowedIps: z.array(z.string().trim().min(1, MSG.invalidValue).max(64, MSG.invalidValue)).max(50),
});
export type CreateBillPayChannelInput = z.output<typeof createBillPayChannelSchema>;
