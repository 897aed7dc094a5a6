/**
 * Webhooks of the business API (issue 22 §4): a customer's endpoints, and every HTTP attempt made to
 * deliver an event to one. The deliveries themselves are outbox rows (channel `webhook`, `to` = the
 * endpoint's id, `payload` = the event), written in the transaction of the change they report.
 */
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { outbox } from './delivery.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** `whsec_…`: signs every delivery, so it is kept as it is (a hash could not sign). */
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.createdAt)],
);

/** One POST to an endpoint: what it answered (or why nothing came), and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** The start of the receiver's answer (500 characters at most). */
    response: text('response').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
