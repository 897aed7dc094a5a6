/**
 * Abandoned card top-ups (issue 17 §6): an order still `created` the configured time after it was made
 * (PAYMENT_ORDER_TIMEOUT_MINUTES) ends as `expired`, so the back office sees its real end. The gateway then
 * refuses it at the availability check; a genuine success it reports late still credits it once
 * (gateway.service `registerPayment`). Idempotent and safe on several instances (SKIP LOCKED).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditLog, paymentOrders } from '../../db/schema/index.ts';

export async function runPaymentExpiryJob(ctx: Pick<AppContext, 'database' | 'config'>, now = new Date()) {
  const cutoff = new Date(now.getTime() - ctx.config.paymentOrderTimeoutMinutes * 60_000);
  return ctx.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.state, 'created'), lt(paymentOrders.createdAt, cutoff)))
      .for('update', { skipLocked: true });
    if (due.length === 0) return { expired: 0 };
    const ids = due.map((o) => o.id);
    await tx
      .update(paymentOrders)
      .set({ state: 'expired', updatedAt: now })
      .where(inArray(paymentOrders.id, ids));
    await tx.insert(auditLog).values(
      ids.map((id) => ({
        action: 'gateway.order_expired',
        entity: 'payment_order',
        entityId: id,
        data: { afterMinutes: ctx.config.paymentOrderTimeoutMinutes },
      })),
    );
    return { expired: ids.length };
  });
}
