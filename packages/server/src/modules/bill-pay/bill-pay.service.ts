/**
 * Bill-pay by AX code (issue 20 §3): a channel checks a room code (whose it is, masked, and what is
 * due) and pays into that customer's balance. Exactly once per channel transaction id: the payment row
 * is looked up after the account's lock (a parallel repeat waits there, then finds it), and both the
 * payment's (channel, transaction id) and its ledger credit's ref are unique — two first attempts on
 * separate connections meet the index, and the loser answers the winner's payment.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { BillPayCheckAnswer, BillPayPaymentAnswer } from '@amanati/shared/answers/bill-pay';
import type { BillPayPayInput } from '@amanati/shared/bill-pay';
import { MSG } from '@amanati/shared/messages';
import { formatLari, MAX_BALANCE_TETRI } from '@amanati/shared/money';
import { tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, billPayPayments } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { debtTetri } from '../money/debt.ts';
import { afterIncomingPayment } from '../money/incoming.ts';
import { lockBalance, post } from '../money/ledger.ts';
import { tbilisiDayStart } from '../money/statement.ts';
import { emitAccountEvents } from '../webhooks/events.ts';

type Payment = typeof billPayPayments.$inferSelect;
type Named = Pick<
  typeof accounts.$inferSelect,
  'nameKa' | 'lastNameKa' | 'nameEn' | 'lastNameEn' | 'ltdName'
>;

/**
 * Enough of the name for the payer to confirm they typed the right code, too little to learn a
 * stranger's name by trying codes: "Gi*** B." / "გი*** ბ." / "Ama*** LLC"-like for an organisation.
 */
export function maskedName(p: Named): string {
  const word = (w: string, keep: number) => {
    const letters = [...w];
    return letters.length <= keep ? letters.join('') : `${letters.slice(0, keep).join('')}***`;
  };
  if (p.ltdName) return word(p.ltdName.trim(), 3);
  const first = (p.nameKa || p.nameEn || '').trim();
  const last = (p.lastNameKa || p.lastNameEn || '').trim();
  return [first && word(first, 2), last && `${[...last][0]}.`].filter(Boolean).join(' ');
}

/** The credit's ledger ref: unique among top-ups, so the ledger itself refuses a second credit. */
const refOf = (channelId: string, transactionId: string) => `billpay:${channelId}:${transactionId}`;

const paymentAnswer = (row: Payment, repeated: boolean): BillPayPaymentAnswer => ({
  transactionId: row.transactionId,
  code: row.axCode,
  amount: formatLari(row.amountTetri),
  currency: 'GEL',
  status: 'credited',
  reference: `BP-${row.ledgerId}`,
  creditedAt: row.createdAt.toISOString(),
  repeated,
});

async function customerByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.axid, code), eq(accounts.role, 'customer')));
  if (!row) throw notFound(MSG.billPayCodeUnknown);
  return row;
}

export function createBillPayService(deps: Pick<AppContext, 'database' | 'notifier'>) {
  const { db } = deps.database;

  async function byTransaction(db: DbOrTx, channelId: string, transactionId: string) {
    const [row] = await db
      .select()
      .from(billPayPayments)
      .where(and(eq(billPayPayments.channelId, channelId), eq(billPayPayments.transactionId, transactionId)));
    return row;
  }

  /** A used transaction id answers its payment when the call is the same, else it is refused. */
  function sameOrRefused(row: Payment, input: BillPayPayInput): BillPayPaymentAnswer {
    if (row.axCode !== input.code || row.amountTetri !== input.amount)
      throw conflict(MSG.billPayTransactionReused);
    return paymentAnswer(row, true);
  }

  async function credit(tx: Tx, channelId: string, input: BillPayPayInput): Promise<BillPayPaymentAnswer> {
    const customer = await customerByCode(tx, input.code);
    const balance = await lockBalance(tx, customer.id);
    const earlier = await byTransaction(tx, channelId, input.transactionId);
    if (earlier) return sameOrRefused(earlier, input);
    if (balance + input.amount > MAX_BALANCE_TETRI) throw new AppError(409, MSG.balanceTooLarge);
    const ledgerId = await post(tx, {
      accountId: customer.id,
      amountTetri: input.amount,
      kind: 'topup',
      ref: refOf(channelId, input.transactionId),
      reason: 'bill-pay',
    });
    const [row] = await tx
      .insert(billPayPayments)
      .values({
        channelId,
        transactionId: input.transactionId,
        accountId: customer.id,
        axCode: input.code,
        amountTetri: input.amount,
        ledgerId,
      })
      .returning();
    await emitAccountEvents(tx, 'payment.succeeded', [
      {
        accountId: customer.id,
        data: {
          payment: {
            id: String(ledgerId),
            kind: 'topup',
            amount: formatLari(input.amount),
            currency: 'GEL',
            method: 'bill-pay',
          },
        },
      },
    ]);
    await afterIncomingPayment(tx, deps.notifier, customer.id, input.amount, ledgerId);
    return paymentAnswer(row!, false);
  }

  return {
    async check(code: string): Promise<BillPayCheckAnswer> {
      const customer = await customerByCode(db, code);
      const due = Math.max(0, (await debtTetri(db, customer.id)) - Number(customer.balanceTetri));
      return { code: customer.axid, name: maskedName(customer), amountDue: formatLari(due), currency: 'GEL' };
    },

    async pay(channelId: string, input: BillPayPayInput): Promise<BillPayPaymentAnswer> {
      try {
        return await db.transaction((tx) => credit(tx, channelId, input));
      } catch (err) {
        const clash = uniqueViolation(err);
        if (clash === 'bill_pay_payments_txn_uq' || clash === 'ledger_topup_ref_uq') {
          const row = await byTransaction(db, channelId, input.transactionId);
          if (row) return sameOrRefused(row, input);
        }
        throw err;
      }
    },

    async status(channelId: string, transactionId: string): Promise<BillPayPaymentAnswer> {
      const row = await byTransaction(db, channelId, transactionId);
      if (!row) throw notFound(MSG.billPayTransactionUnknown);
      return paymentAnswer(row, true);
    },

    /** The channel's payments of one Tbilisi day, oldest first: the daily reconciliation. */
    async day(channelId: string, date: string): Promise<BillPayPaymentAnswer[]> {
      const noon = tbilisiNoon(date);
      if (!noon) throw badRequest(MSG.invalidValue, { date: MSG.invalidValue });
      const from = tbilisiDayStart(date);
      const to = new Date(from.getTime() + 24 * 3_600_000);
      const rows = await db
        .select()
        .from(billPayPayments)
        .where(
          and(
            eq(billPayPayments.channelId, channelId),
            gte(billPayPayments.createdAt, from),
            lt(billPayPayments.createdAt, to),
          ),
        )
        .orderBy(asc(billPayPayments.createdAt), asc(billPayPayments.id));
      return rows.map((r) => paymentAnswer(r, true));
    },
  };
}

export type BillPayService = ReturnType<typeof createBillPayService>;
