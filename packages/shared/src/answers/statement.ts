/** The customer's money statement (`/api/money/statement`) and its query (issue 20 §5). */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { okAnswer } from '../wire.ts';

export const STATEMENT_PAGE = 50;

export const statementQuery = z.object({
  /** Tbilisi dates, both included. */
  from: z.iso.date(MSG.invalidValue).optional(),
  to: z.iso.date(MSG.invalidValue).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STATEMENT_PAGE),
});

/** card: a card gateway; counter: paid at a branch; balance: paid from the balance; correction: by staff. */
export const ENTRY_METHODS = ['card', 'counter', 'billpay', 'balance', 'correction', 'other'] as const;

export const statementEntryWire = z.object({
  /** The ledger entry's id: the receipt's address. */
  id: z.string(),
  at: z.string(),
  kind: z.enum(['topup', 'payment', 'adjustment', 'refund', 'storage', 'claim']),
  method: z.enum(ENTRY_METHODS),
  /** The gateway (`georgiancard`, `simulator`, `bog:apple_pay`…) of a card top-up, `cash` or `terminal` at a branch, the bill-pay channel's name. */
  channel: z.string().nullable(),
  /** What people quote: the payment order id, the flight codes, the counter receipt number, the reason. */
  reference: z.string().nullable(),
  /** Lari, + credit, − debit. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** A PDF receipt exists (incoming payments and flight payments). */
  receipt: z.boolean(),
});
export type StatementEntryWire = z.infer<typeof statementEntryWire>;

export const statementAnswer = okAnswer({
  entries: z.array(statementEntryWire),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
});
export type StatementAnswer = z.infer<typeof statementAnswer>;

/** The provider's name as customers know it (each simulator plays its bank). */
const CARD_PROVIDERS: Record<string, string> = {
  simulator: 'Georgian Card',
  georgiancard: 'Georgian Card',
  bog: 'Bank of Georgia',
  'bog-simulator': 'Bank of Georgia',
};
/** Wallets are named by their brands, in every language; a plain card needs no second word. */
const CARD_WALLETS: Record<string, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/** A card channel is `<gateway>` or `<gateway>:<method>` (the Bank of Georgia's card, apple_pay, google_pay). */
export function cardChannel(channel: string): string {
  const [gateway = channel, method] = channel.split(':');
  const provider = CARD_PROVIDERS[gateway] ?? gateway;
  const wallet = method ? CARD_WALLETS[method] : undefined;
  return wallet ? `${provider}, ${wallet}` : provider;
}

/**
 * How a statement line names its method, in the statement page, the CSV and the receipt alike: `base` is
 * the method's word in the reader's language, `channelWord` a branch channel's (cash, terminal).
 */
export function methodLabel(
  e: { method: (typeof ENTRY_METHODS)[number]; channel: string | null },
  base: string,
  channelWord: (channel: string) => string,
): string {
  if (!e.channel) return base;
  if (e.method === 'card') return `${base} (${cardChannel(e.channel)})`;
  if (e.method === 'counter') return `${base} — ${channelWord(e.channel)}`;
  if (e.method === 'billpay') return `${base} (${e.channel})`;
  return base;
}
