/** A customer's notifications: their own plus broadcasts sent since they joined, with read marks. */
import { isUuid } from '@amanati/shared/ids';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, notificationReads, notifications } from '../../db/schema/index.ts';
import { NOTIFY_CHANNEL } from './notifications.service.ts';

function visibleTo(accountId: string) {
  const joined = sql`(select ${accounts.createdAt} from ${accounts} where ${accounts.id} = ${accountId})`;
  return or(
    eq(notifications.accountId, accountId),
    and(isNull(notifications.accountId), gte(notifications.createdAt, joined)),
  );
}

const readMark = (accountId: string) =>
  sql<boolean>`exists (select 1 from ${notificationReads} r where r.notification_id = ${notifications.id} and r.account_id = ${accountId})`;

/** Wakes the customer's open bells on every instance (the stream re-reads the count; unchanged counts send nothing). */
async function announceUnreadChange(db: DbOrTx, accountId: string) {
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${accountId})`);
}

export const notificationsRepo = {
  list: (db: DbOrTx, accountId: string, limit: number) =>
    db
      .select({ n: notifications, read: readMark(accountId) })
      .from(notifications)
      .where(visibleTo(accountId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),

  async unread(db: DbOrTx, accountId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(visibleTo(accountId), sql`not ${readMark(accountId)}`));
    return Number(row?.n ?? 0);
  },

  async one(db: DbOrTx, accountId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ n: notifications, read: readMark(accountId) })
      .from(notifications)
      .where(and(eq(notifications.id, id), visibleTo(accountId)));
    return row;
  },

  async markRead(db: DbOrTx, accountId: string, id: string) {
    const added = await db
      .insert(notificationReads)
      .values({ accountId, notificationId: id })
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    if (added.length) await announceUnreadChange(db, accountId);
  },

  async markAllRead(db: DbOrTx, accountId: string) {
    await db.execute(sql`insert into ${notificationReads} (notification_id, account_id)
      select ${notifications.id}, ${accountId} from ${notifications} where ${visibleTo(accountId)}
      on conflict do nothing`);
    await announceUnreadChange(db, accountId);
  },
};
