/** Reads for the back office's payments page: card payment orders, the mail outbox, the audit log. */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, auditLog, mailOutbox, paymentOrders } from '../../db/schema/index.ts';
import { UUID } from './admin-kit.ts';

interface Page {
  skip: number;
  limit: number;
}

export function createPaymentsAdmin(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
    const [list, [n]] = await Promise.all([rows, total]);
    return { rows: list, count: n?.n ?? 0 };
  }

  return {
    orders(state: 'created' | 'paid' | 'failed' | undefined, page: Page) {
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

    /** Mails without their bodies: reset mails carry sign-in links that staff must not be able to read. */
    outbox(status: 'pending' | 'sent' | 'failed' | 'kept' | undefined, page: Page) {
      const where = status ? eq(mailOutbox.status, status) : undefined;
      return paged(
        db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            kind: mailOutbox.kind,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            lastError: mailOutbox.lastError,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ n: count() }).from(mailOutbox).where(where),
      );
    },

    /** The audit log, newest first; `actor` is an AXID, an e-mail or an account id. */
    audit(filter: { entity?: string | undefined; actor?: string | undefined }, page: Page) {
      const actor = filter.actor?.trim();
      const byActor: SQL | undefined = actor
        ? or(
            eq(accounts.axid, actor.toUpperCase()),
            ilike(
              accounts.email,
              actor.replace(/[\\%_]/g, (c) => `\\${c}`),
            ),
            ...(UUID.test(actor) ? [eq(accounts.id, actor)] : []),
          )
        : undefined;
      const where = and(filter.entity ? eq(auditLog.entity, filter.entity) : undefined, byActor);
      return paged(
        db
          .select({ entry: auditLog, axid: accounts.axid, email: accounts.email })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(page.skip)
          .limit(page.limit),
        db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
          .where(where),
      );
    },
  };
}
