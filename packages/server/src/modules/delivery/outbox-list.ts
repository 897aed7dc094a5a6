/**
 * The outbox as the back office lists it, newest first: where each message went and how it went.
 * E-mail bodies are never listed (reset mails carry sign-in links), nor one-time codes unless SMS go
 * to the simulator; SMS and push texts are, so staff can see what a customer was told.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, outbox, type DeliveryChannel } from '../../db/schema/index.ts';
import { paged, type Page } from '../../lib/search.ts';

/** Kinds whose text is a secret the customer alone should read. */
export const SECRET_KINDS = ['phone_code'];

export interface OutboxFilter {
  status?: 'pending' | 'sent' | 'failed' | 'kept' | 'gone' | undefined;
  channel?: DeliveryChannel | undefined;
  axid?: string | undefined;
  notificationId?: string | undefined;
}

export function createOutboxList(deps: Pick<AppContext, 'database' | 'config'>) {
  const { db } = deps.database;
  // With the SMS simulator (development) nothing reaches a phone: staff read the codes it "sent".
  const showSecrets = deps.config.sms.provider === 'simulator';
  return {
    list(filter: OutboxFilter, page: Page) {
      const conditions: (SQL | undefined)[] = [
        filter.status ? eq(outbox.status, filter.status) : undefined,
        filter.channel ? eq(outbox.channel, filter.channel) : undefined,
        filter.notificationId ? eq(outbox.notificationId, filter.notificationId) : undefined,
        filter.axid
          ? sql`${outbox.accountId} = (select id from ${accounts} where axid = ${filter.axid.toUpperCase()})`
          : undefined,
      ];
      const where = and(...conditions);
      const readable = sql<string | null>`case
        when ${outbox.channel} = 'email' then null
        when ${outbox.kind} in ${SECRET_KINDS} and not ${showSecrets} then null
        else ${outbox.text} end`;
      return paged(
        db
          .select({
            id: outbox.id,
            channel: outbox.channel,
            to: outbox.to,
            axid: accounts.axid,
            notificationId: outbox.notificationId,
            subject: outbox.subject,
            text: readable,
            kind: outbox.kind,
            status: outbox.status,
            attempts: outbox.attempts,
            lastError: outbox.lastError,
            dueAt: outbox.nextAttemptAt,
            providerRef: outbox.providerRef,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
          })
          .from(outbox)
          .leftJoin(accounts, eq(accounts.id, outbox.accountId))
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ n: count() }).from(outbox).where(where),
      );
    },
  };
}

export type OutboxList = ReturnType<typeof createOutboxList>;
