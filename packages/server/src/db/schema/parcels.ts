/** Parcels and their event history (the timeline). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { flights } from './flights.ts';

export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id),
    status: text('status', { enum: ['waiting', 'stock', 'sent', 'arrived', 'obtained'] })
      .notNull()
      .default('waiting'),
    tracking: text('tracking').notNull(),
    category: text('category'),
    quantity: integer('quantity'),
    shop: text('shop'),
    otherShop: text('other_shop'),
    personal: boolean('personal').notNull().default(false),
    senderName: text('sender_name'),
    country: smallint('country').notNull(),
    /** Declared value in `currency`, as the customer typed it. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    currency: text('currency'),
    branch: text('branch'),
    flightId: uuid('flight_id').references(() => flights.id),
    file: text('file'),
    description: text('description'),
    custom: boolean('custom').notNull().default(false),
    clearance: boolean('clearance').notNull().default(false),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    labelPhoto: text('label_photo'),
    /** Shipping charge in tetri once computed (sum of its charge lines). */
    priceTetri: integer('price_tetri'),
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcels_tracking_uq').on(sql`lower(${t.tracking})`),
    // The customer's tab lists: status, then country groups, newest first.
    index('parcels_account_status_idx').on(t.accountId, t.status, t.country, t.createdAt.desc()),
    index('parcels_flight_idx').on(t.flightId),
    index('parcels_status_country_idx').on(t.status, t.country),
  ],
);

export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => accounts.id),
    place: text('place'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcel_events_parcel_idx').on(t.parcelId, t.at)],
);

/** Parcels received that no known customer can be matched to (unknown AXID on the label). */
export const unidentifiedParcels = pgTable(
  'unidentified_parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tracking: text('tracking').notNull(),
    country: smallint('country').notNull(),
    labelAxid: text('label_axid'),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    /** Sizes measured at intake: the parcel created on resolving is charged by its volume weight too. */
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    labelPhoto: text('label_photo'),
    note: text('note'),
    resolvedParcelId: uuid('resolved_parcel_id').references(() => parcels.id),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('unidentified_open_idx').on(t.resolvedAt, t.createdAt)],
);
