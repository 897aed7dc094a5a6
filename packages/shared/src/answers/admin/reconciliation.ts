/** The back office's daily reconciliation (issue 20 §6): each provider's payments beside our ledger credits. */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { okAnswer } from '../../wire.ts';

export const RECONCILIATION_PROBLEMS = ['no_credit', 'no_payment', 'amount_differs'] as const;

export const reconciliationDifference = z.object({
  /** The payment as both sides name it: the card order id, the channel's transaction id, the counter receipt. */
  reference: z.string(),
  AXID: z.string().nullable(),
  /** Lari; null where that side has nothing. */
  providerAmount: z.number().nullable(),
  ledgerAmount: z.number().nullable(),
  /** no_credit: the provider has it, our ledger does not; no_payment: the other way round. */
  problem: z.enum(RECONCILIATION_PROBLEMS),
});

export const reconciliationProvider = z.object({
  /** `card`, `billpay` or `counter`, and its name: the gateway, the channel, cash or terminal. */
  kind: z.enum(['card', 'billpay', 'counter']),
  name: z.string(),
  count: z.number(),
  providerTotal: z.number(),
  ledgerTotal: z.number(),
  differences: z.array(reconciliationDifference),
});
export type ReconciliationProvider = z.infer<typeof reconciliationProvider>;

export const reconciliationAnswer = okAnswer({
  date: z.string(),
  providers: z.array(reconciliationProvider),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswer>;

export const reconciliationQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidValue),
});
