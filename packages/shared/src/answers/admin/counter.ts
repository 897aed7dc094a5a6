/**
 * Payment at a branch counter (issue 17 §5): the customer's unpaid flights, taking a payment (cash or card
 * terminal) for chosen ones, its receipt, and the daily cash report. Amounts are lari on the wire.
 */
import { z } from 'zod';
import { BRANCH_CODES } from '../../constants.ts';
import { MSG } from '../../messages.ts';
import { okAnswer } from '../../wire.ts';

export const COUNTER_METHODS = ['cash', 'terminal'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const branch = z.enum(BRANCH_CODES as [string, ...string[]], MSG.chooseBranch);

/** One unpaid flight of the customer: what is owed on it, and how many of its parcels wait at this branch. */
export const counterFlightWire = z.object({
  code: z.string(),
  amount: z.number(),
  parcels: z.number(),
  arrivedHere: z.number(),
});
export type CounterFlight = z.infer<typeof counterFlightWire>;
export const counterUnpaidAnswer = okAnswer({
  flights: z.array(counterFlightWire),
  total: z.number(),
  balance: z.number(),
  /** What a balance below zero owes (storage fees): taken with the flights, first. */
  owed: z.number(),
});
export type CounterUnpaidAnswer = z.infer<typeof counterUnpaidAnswer>;

export const counterPaySchema = z.object({
  customerId: z.string().regex(UUID, MSG.notFound),
  /** None when only a balance below zero is paid (storage fees). */
  flights: z.array(z.string().min(1).max(40)).max(100),
  /** The total the operator saw and takes (lari), what is owed included: refused when it differs. */
  amount: z.number().positive(MSG.amountMustBePositive).max(1_000_000),
  method: z.enum(COUNTER_METHODS, MSG.invalidValue),
  branch,
  /** Made by the client once per payment: a double click or a retry answers the same receipt. */
  idempotencyKey: z.string().regex(UUID, MSG.invalidValue),
});
export type CounterPayInput = z.infer<typeof counterPaySchema>;

export const counterReceiptWire = z.object({
  id: z.string(),
  number: z.number(),
  customer: z.object({ axid: z.string(), name: z.string() }),
  flights: z.array(z.object({ code: z.string(), amount: z.number() })),
  /** The part of `amount` that paid a balance below zero (storage fees). */
  owed: z.number(),
  amount: z.number(),
  method: z.enum(COUNTER_METHODS),
  branch: z.string(),
  staff: z.string(),
  createdAt: z.string(),
});
export type CounterReceipt = z.infer<typeof counterReceiptWire>;
export const counterReceiptAnswer = okAnswer({ receipt: counterReceiptWire });
export type CounterReceiptAnswer = z.infer<typeof counterReceiptAnswer>;

export const cashReportQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidValue),
  branch: branch.optional(),
});

/** One staff member's takings at one branch by one method on the day. */
export const cashReportRow = z.object({
  branch: z.string(),
  staffId: z.string(),
  staff: z.string(),
  method: z.enum(COUNTER_METHODS),
  count: z.number(),
  amount: z.number(),
});
export type CashReportRow = z.infer<typeof cashReportRow>;
export const cashReportAnswer = okAnswer({
  date: z.string(),
  /** Operators see only their own takings; admins everyone's. */
  scope: z.enum(['all', 'own']),
  rows: z.array(cashReportRow),
  totals: z.object({ cash: z.number(), terminal: z.number(), all: z.number(), count: z.number() }),
});
export type CashReportAnswer = z.infer<typeof cashReportAnswer>;
