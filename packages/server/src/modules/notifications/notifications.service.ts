/**
 * Notifications other modules call: one row per customer (or a broadcast), then the same news on the
 * customer's other channels (e-mail, SMS, push) as their preferences say, through the outbox, and a
 * wake-up for live bells on every instance. Everything is written in the caller's transaction,
 * set-based, so a flight of 5,000 parcels is a few statements.
 */
import { sql } from 'drizzle-orm';
import type { Language, Localized } from '@amanati/shared/localized';
import type { PreferenceOverrides } from '@amanati/shared/notification-preferences';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { arrayOf, jsonArrayOf } from '../../lib/bulk.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import type { Outbox } from '../delivery/outbox.ts';
import { channelMessages, type Message, type Recipient } from './fan-out.ts';
import { fill, NOTIFICATION_TEXTS, type NotificationKind } from './notification-texts.ts';

export const NOTIFY_CHANNEL = 'amanati_notifications';

export type { Message } from './fan-out.ts';

export interface NotificationItem {
  accountId: string;
  kind: NotificationKind;
  data?: Record<string, string | number>;
}

/** Fills a text per language; a value named `reason_ka`, `reason_en`… fills `{reason}` in that language. */
const localize = (t: Localized, data: Record<string, string | number>): Localized => {
  const forLanguage = (l: Language) => {
    const own: Record<string, string | number> = { ...data };
    for (const [key, value] of Object.entries(data))
      if (key.endsWith(`_${l}`)) own[key.slice(0, -l.length - 1)] = value;
    return fill(t[l], own);
  };
  return { ka: forLanguage('ka'), en: forLanguage('en'), ru: forLanguage('ru') };
};

interface RecipientRow {
  id: string;
  email: string;
  email_on: boolean;
  phone: string;
  phone_verified: boolean;
  language: Language;
  prefs: PreferenceOverrides | null;
  quiet_hours: boolean;
  devices: string[] | null;
}

/**
 * The customers a notification may reach beyond the bell: the given accounts, or for a broadcast every
 * customer with a device or a proved phone (a broadcast is never e-mailed: mass mail is for newsletters).
 */
async function recipients(tx: DbOrTx, accountIds: string[] | 'broadcast'): Promise<Recipient[]> {
  const which =
    accountIds === 'broadcast'
      ? sql`a.role = 'customer' and (a.phone_verified_at is not null
            or exists (select 1 from push_subscriptions s where s.account_id = a.id))`
      : sql`a.id = any(${arrayOf(accountIds, 'uuid')})`;
  const rows = rowsOf<RecipientRow>(
    await tx.execute(sql`select a.id, a.email, a.email_notifications as email_on, a.phone,
        a.phone_verified_at is not null as phone_verified, a.language, a.notification_prefs as prefs,
        a.quiet_hours, (select array_agg(s.id order by s.created_at) from push_subscriptions s
                         where s.account_id = a.id) as devices
      from accounts a where ${which}`),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    emailOn: r.email_on && accountIds !== 'broadcast',
    smsPhone: r.phone_verified && r.phone ? `995${r.phone}` : null,
    language: r.language,
    prefs: r.prefs ?? {},
    quietHours: r.quiet_hours,
    devices: r.devices ?? [],
  }));
}

/** Built before the app context (which holds it): it takes only what it uses. */
export function createNotifier(deps: { database: Database; outbox: Outbox; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

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
    // The same news on the customers' other channels, as each customer's preferences say.
    const accountIds = [...new Set(rows.map((r) => r.accountId).filter((id): id is string => id !== null))];
    const broadcast = rows.some((r) => r.accountId === null);
    const reach = new Map((await recipients(tx, accountIds)).map((r) => [r.id, r]));
    const everyone = broadcast ? await recipients(tx, 'broadcast') : [];
    const options = { now: now(), sms: deps.outbox.sends('sms'), push: deps.outbox.sends('push') };
    const messages = rows.flatMap((r, i) => {
      const written = { id: ids[i]!, kind: r.kind, message: r.message };
      const to = r.accountId === null ? everyone : [reach.get(r.accountId)].filter((x) => x !== undefined);
      return to.flatMap((recipient) => channelMessages(written, recipient, options));
    });
    await deps.outbox.enqueueMany(messages, tx);
    // Delivered on commit only, to every instance listening (live bell).
    const targets = broadcast ? ['*'] : accountIds;
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
