/** Notifications (own or broadcast), their read marks, courier orders and the audit log. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { parcels } from './parcels.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: a broadcast to every customer. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('message'),
    titleKa: text('title_ka').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    descriptionKa: text('description_ka').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionRu: text('description_ru').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.createdAt.desc()),
    index('notifications_broadcast_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.accountId} is null`),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.notificationId] })],
);

export const courierOrders = pgTable(
  'courier_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order's short reference the customer and staff read and say (№ 1001). */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: ['new', 'assigned', 'delivered', 'cancelled'] })
      .notNull()
      .default('new'),
    thirdParty: boolean('third_party').notNull().default(false),
    region: text('region').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    branch: text('branch').notNull(),
    flightIds: jsonb('flight_ids').$type<string[]>().notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull(),
    /** Fee paid to the courier on delivery (never in the ledger); null = individual tariff. */
    priceTetri: integer('price_tetri'),
    courierName: text('courier_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courier_orders_account_idx').on(t.accountId, t.createdAt.desc()),
    index('courier_orders_status_idx').on(t.status),
    uniqueIndex('courier_orders_number_uq').on(t.number),
  ],
);

export const courierOrderParcels = pgTable(
  'courier_order_parcels',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => courierOrders.id, { onDelete: 'cascade' }),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.parcelId] }),
    // "Is this parcel in an open order?" looks rows up by parcel; the key above starts with the order.
    index('courier_order_parcels_parcel_idx').on(t.parcelId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => accounts.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc()), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
