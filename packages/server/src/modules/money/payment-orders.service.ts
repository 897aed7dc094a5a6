/** Card payment orders as the back office lists them (newest first, with the customer's AXID and e-mail). */
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, paymentOrders } from '../../db/schema/index.ts';
import { paged, type Page } from '../../lib/search.ts';

export function createPaymentOrdersService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    list(state: (typeof paymentOrders.$inferSelect)['state'] | undefined, page: Page) {
      const where = state ? eq(paymentOrders.state, state) : undefined;
      return paged(
        db
          .select({ order: paymentOrders, axid: accounts.axid, email: accounts.email })
          .from(paymentOrders)
          .innerJoin(accounts, eq(accounts.id, paymentOrders.accountId))
          .where(where)
          .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ n: count() }).from(paymentOrders).where(where),
      );
    },
  };
}

export type PaymentOrdersService = ReturnType<typeof createPaymentOrdersService>;
