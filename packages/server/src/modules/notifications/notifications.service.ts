/**
 * Notifications other modules call: one row per customer (or a broadcast), its e-mail through the
 * outbox unless the customer turned e-mail off, and a wake-up for live bells on every instance.
 * Everything is written in the caller's transaction, set-based, so a flight of 5,000 parcels is a few statements.
 */
import { sql } from 'drizzle-orm';
import type { Localized } from '@amanati/shared/localized';
import type { Database, DbOrTx } from '../../db/client.ts';
import { accounts, notifications } from '../../db/schema/index.ts';
import { arrayOf, jsonArrayOf } from '../../lib/bulk.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import type { Outbox } from '../mail/outbox.ts';
import { fill, NOTIFICATION_TEXTS, type NotificationKind } from './notification-texts.ts';

export const NOTIFY_CHANNEL = 'amanati_notifications';

export interface Message {
  title: Localized;
  description: Localized;
}

export interface NotificationItem {
  accountId: string;
  kind: NotificationKind;
  data?: Record<string, string | number>;
}

const localize = (t: Localized, data: Record<string, string | number>): Localized => ({
  ka: fill(t.ka, data),
  en: fill(t.en, data),
  ru: fill(t.ru, data),
});

const mailText = (m: Message) =>
  (['ka', 'en', 'ru'] as const).map((l) => `${m.title[l]}\n${m.description[l]}`).join('\n\n— — —\n\n');

/** Built before the app context (which holds it): it takes only what it uses. */
export function createNotifier(deps: { database: Database; outbox: Outbox }) {
  async function write(
    tx: DbOrTx,
    rows: { accountId: string | null; kind: string; message: Message; data: Record<string, unknown> }[],
  ) {
    if (rows.length === 0) return [];
    const text = (pick: (r: (typeof rows)[number]) => string) => arrayOf(rows.map(pick), 'text');
    // One statement, one array per column, rows in order (lib/bulk.ts).
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into ${notifications} (account_id, kind, title_ka, title_en, title_ru,
          description_ka, description_en, description_ru, data)
        select a, k, tk, te, tr, dk, de, dr, d from unnest(${arrayOf(
          rows.map((r) => r.accountId),
          'uuid',
        )}, ${text((r) => r.kind)}, ${text((r) => r.message.title.ka)}, ${text((r) => r.message.title.en)},
          ${text((r) => r.message.title.ru)}, ${text((r) => r.message.description.ka)},
          ${text((r) => r.message.description.en)}, ${text((r) => r.message.description.ru)},
          ${jsonArrayOf(rows.map((r) => r.data))}) with ordinality as t(a, k, tk, te, tr, dk, de, dr, d, n)
        order by n
        returning id`),
    ).map((r) => r.id);
    // E-mail to the customers who want it (broadcasts stay on the site).
    const accountIds = [...new Set(rows.map((r) => r.accountId).filter((id): id is string => id !== null))];
    const wanting = new Map<string, string>();
    if (accountIds.length) {
      const found = await tx
        .select({ id: accounts.id, email: accounts.email, on: accounts.emailNotifications })
        .from(accounts)
        .where(sql`${accounts.id} = any(${arrayOf(accountIds, 'uuid')})`);
      for (const a of found) if (a.on) wanting.set(a.id, a.email);
    }
    const mails = rows
      .filter((r) => r.accountId && wanting.has(r.accountId))
      .map((r) => ({
        to: wanting.get(r.accountId!)!,
        kind: `notification:${r.kind}`,
        // One mail, all three languages: we do not know which one the customer reads mail in.
        subject: `Amanati: ${r.message.title.ka} / ${r.message.title.en}`,
        text: mailText(r.message),
      }));
    await deps.outbox.enqueueMany(mails, tx);
    // Delivered on commit only, to every instance listening (live bell).
    const targets = rows.some((r) => r.accountId === null) ? ['*'] : accountIds;
    await tx.execute(
      sql`select pg_notify(${NOTIFY_CHANNEL}, t) from unnest(string_to_array(${targets.join(',')}, ',')) as t`,
    );
    return ids;
  }

  return {
    /** A system notification from the templates. */
    async notify(
      tx: DbOrTx,
      accountId: string,
      kind: NotificationKind,
      data: Record<string, string | number> = {},
    ) {
      return (await this.notifyMany(tx, [{ accountId, kind, data }]))[0]!;
    },
    notifyMany(tx: DbOrTx, items: NotificationItem[]) {
      return write(
        tx,
        items.map((i) => {
          const t = NOTIFICATION_TEXTS[i.kind];
          const data = i.data ?? {};
          return {
            accountId: i.accountId,
            kind: i.kind,
            message: { title: localize(t.title, data), description: localize(t.body, data) },
            data,
          };
        }),
      );
    },
    /** Staff-written text to one customer, or to all when `accountId` is null. */
    async message(tx: DbOrTx, accountId: string | null, message: Message) {
      return (await write(tx, [{ accountId, kind: 'message', message, data: {} }]))[0]!;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
