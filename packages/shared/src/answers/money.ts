/** Answers of the money routes: debt, invoices, paying from the balance, card top-ups. */
import { z } from 'zod';
import { invoiceAnswerShape } from '../invoice-answer.ts';
import { TOPUP_METHODS } from '../topup-methods.ts';
import { okAnswer } from '../wire.ts';

export const debtAnswer = okAnswer({ deptSum: z.number() });
export type DebtAnswer = z.infer<typeof debtAnswer>;
export const invoiceAnswer = okAnswer(invoiceAnswerShape);
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;
/** What was paid from the balance (lari) and the balance after. */
export const payAnswer = okAnswer({ message: z.string(), paid: z.number(), balance: z.number() });
export type PayAnswer = z.infer<typeof payAnswer>;

/** A card top-up order as the customer sees it. */
export const topupOrderWire = z.object({
  _id: z.string(),
  amount: z.string(),
  amountDB: z.number(),
  userAXID: z.string(),
  state: z.string(),
  createdAt: z.string(),
});
export type TopupOrder = z.infer<typeof topupOrderWire>;
export const topupStartAnswer = okAnswer({ result: topupOrderWire, redirectUrl: z.string() });
export type TopupStartAnswer = z.infer<typeof topupStartAnswer>;
export const topupStateAnswer = okAnswer({ result: topupOrderWire });
export type TopupStateAnswer = z.infer<typeof topupStateAnswer>;

/** The top-up methods this server offers, Georgian Card first (the default). */
export const topupMethodsAnswer = okAnswer({ methods: z.array(z.enum(TOPUP_METHODS)) });
export type TopupMethodsAnswer = z.infer<typeof topupMethodsAnswer>;
