/** The audit log as admins read it: every staff action, who, what and when, newest first. */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { isUuid } from '@amanati/shared/ids';
import type { AppContext } from '../../context.ts';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { likeExact, paged, type Page } from '../../lib/search.ts';

export function createAuditLogService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    /** The audit log, newest first; `actor` is an AXID, an e-mail or an account id. */
    list(filter: { entity?: string | undefined; actor?: string | undefined }, page: Page) {
      const actor = filter.actor?.trim();
      const byActor: SQL | undefined = actor
        ? or(
            eq(accounts.axid, actor.toUpperCase()),
            ilike(accounts.email, likeExact(actor)),
            ...(isUuid(actor) ? [eq(accounts.id, actor)] : []),
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

export type AuditLogService = ReturnType<typeof createAuditLogService>;
