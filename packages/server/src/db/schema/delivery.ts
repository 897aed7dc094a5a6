/**
 * Delivery: one outbox for every channel that leaves the building (e-mail, SMS, push, webhooks),
 * the devices a customer receives push on, and the one-time codes that prove a phone number.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const DELIVERY_CHANNELS = ['email', 'sms', 'push', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Written in the caller's transaction, delivered by the outbox job (several instances share it with
 * SKIP LOCKED). `next_attempt_at` is both the retry backoff and the quiet-hours hold: a row is taken only
 * once it is due, and taking it moves it forward (a lease), so two instances never send it twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull().default('email'),
    /** The customer it is for (null: an address only, e.g. a sign-up mail before the account exists). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The in-app notification it repeats, when it does. */
    notificationId: uuid('notification_id'),
    /** E-mail address, phone number (995…), push subscription id or webhook endpoint id. */
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    /** Push: the notification as the service worker shows it (title, body, url, tag); webhook: the event. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    kind: text('kind').notNull().default('message'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept', 'gone'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The provider's id for the message (SMS gateway, push service), or "simulator". */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt.desc()),
    index('outbox_account_idx').on(t.accountId, t.createdAt.desc()),
    index('outbox_notification_idx').on(t.notificationId),
    // An endpoint's delivery log (webhooks/): its deliveries, newest first.
    index('outbox_webhook_idx')
      .on(t.to, t.createdAt.desc())
      .where(sql`${t.channel} = 'webhook'`),
  ],
);

/** A browser or installed app that receives Web Push for a customer (one row per device). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the customer sees in the device list ("Chrome on Android"). */
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_account_idx').on(t.accountId),
  ],
);

/** A one-time code sent by SMS to prove the customer holds the phone (SHA-256 of the code only). */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_account_idx').on(t.accountId, t.createdAt.desc())],
);
