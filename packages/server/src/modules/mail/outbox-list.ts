/** The mail outbox as the back office lists it: newest first, without bodies. */
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { paged, type Page } from '../../lib/search.ts';

export function createOutboxList(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    /** Mails without their bodies: reset mails carry sign-in links that staff must not be able to read. */
    list(status: 'pending' | 'sent' | 'failed' | 'kept' | undefined, page: Page) {
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
  };
}

export type OutboxList = ReturnType<typeof createOutboxList>;
