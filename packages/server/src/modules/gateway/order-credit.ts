/**
 * What every card gateway does with its result, in one place (issue 20 §1): under the order's row lock,
 * a success moves it to `paid` and credits the balance through the ledger exactly once, a failure is
 * recorded, and a repeat of either changes nothing. An `expired` order (abandoned past the timeout) still
 * takes its genuine late result: the customer's money was taken.
 */
import { eq } from 'drizzle-orm';
import { formatLari } from '@amanati/shared/money';
import type { Tx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { post } from '../money/ledger.ts';
import { emitAccountEvents } from '../webhooks/events.ts';

export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type OnTopup = (tx: Tx, accountId: string, amountTetri: number, ledgerId: number) => Promise<void>;

/** The outcome of applying a gateway's result; `ok: false` is a refusal (nothing was written). */
export interface Applied {
  ok: boolean;
  reason: string;
}

/** The order, locked for the rest of the transaction; undefined when there is none. */
export async function lockOrder(tx: Tx, orderId: string): Promise<PaymentOrder | undefined> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  return order;
}

/** A result already applied (or an order past taking one) answers what it was, and writes nothing. */
export function settled(order: PaymentOrder): Applied | undefined {
  if (order.state === 'paid') return { ok: true, reason: 'already processed' };
  if (order.state === 'failed') return { ok: true, reason: 'already recorded as failed' };
  return undefined;
}

/** Records a declined or cancelled payment on a locked, unsettled order. */
export async function recordFailure(
  tx: Tx,
  order: PaymentOrder,
  trxId: string,
  result: Record<string, unknown>,
): Promise<Applied> {
  await tx
    .update(paymentOrders)
    .set({ state: 'failed', trxId, result, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  return { ok: true, reason: 'failure recorded' };
}

/**
 * Credits a locked, unsettled order: `paid`, one ledger top-up (ref: the order), the business API's
 * `payment.succeeded`, then what follows every incoming payment (notification, auto-pay).
 */
export async function creditOrder(
  tx: Tx,
  order: PaymentOrder,
  trxId: string,
  result: Record<string, unknown>,
  reason: string,
  onTopup?: OnTopup,
): Promise<Applied> {
  await tx
    .update(paymentOrders)
    .set({ state: 'paid', trxId, result, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  const ledgerId = await post(tx, {
    accountId: order.accountId,
    amountTetri: order.amountTetri,
    kind: 'topup',
    ref: order.id,
    reason,
  });
  await emitAccountEvents(tx, 'payment.succeeded', [
    {
      accountId: order.accountId,
      data: {
        payment: {
          id: String(ledgerId),
          kind: 'topup',
          amount: formatLari(order.amountTetri),
          currency: 'GEL',
          order: order.id,
        },
      },
    },
  ]);
  await onTopup?.(tx, order.accountId, order.amountTetri, ledgerId);
  return { ok: true, reason: order.state === 'expired' ? 'credited after expiry' : 'credited' };
}
