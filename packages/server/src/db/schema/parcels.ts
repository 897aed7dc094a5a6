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
    /** Bytes of `file`, counted against the account's storage quota (null: stored before sizes were kept). */
    fileBytes: integer('file_bytes'),
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
    /**
     * Customs hold after arrival (issue 16 §5), beside the five wire statuses: held (the customer must act),
     * receipt (the state-fee receipt is uploaded), cleared. Null when customs has nothing to do.
     */
    customsState: text('customs_state', { enum: ['held', 'receipt', 'cleared'] }),
    /** Why it is held: its group needs clearance, or it stayed undeclared past the grace period. */
    customsHoldReason: text('customs_hold_reason', { enum: ['clearance', 'undeclared'] }),
    /** The customer's state-fee payment receipt (a stored file). */
    customsReceipt: text('customs_receipt'),
    /** VAT and duty as the Revenue Service assessed them, entered by staff. */
    customsVatTetri: integer('customs_vat_tetri'),
    customsDutyTetri: integer('customs_duty_tetri'),
    /** Insured by its customer when declaring (issue 21 §4): the premium is charged with the flight's charges. */
    insured: boolean('insured').notNull().default(false),
    /** When it arrived at its branch and when it was handed over (set by parcel-life): storage days, claims. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** When the customer was told their free storage days are ending (issue 21 §5), so it is told once. */
    storageNoticeAt: timestamp('storage_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A tracking number is unique per customer (two may declare the same one, issue 16 §7); once a parcel is
    // physically with us (received or later) it is unique among all.
    uniqueIndex('parcels_account_tracking_uq').on(t.accountId, sql`lower(${t.tracking})`),
    uniqueIndex('parcels_physical_tracking_uq')
      .on(sql`lower(${t.tracking})`)
      .where(sql`${t.status} <> 'waiting'`),
    index('parcels_tracking_idx').on(sql`lower(${t.tracking})`),
    index('parcels_customs_state_idx')
      .on(t.customsState, t.updatedAt)
      .where(sql`${t.customsState} is not null`),
    // The customer's tab lists: status, then country groups, newest first.
    index('parcels_account_status_idx').on(t.accountId, t.status, t.country, t.createdAt.desc()),
    index('parcels_flight_idx').on(t.flightId),
    index('parcels_status_country_idx').on(t.status, t.country),
    // The storage job's scan: arrived parcels by arrival time.
    index('parcels_arrived_at_idx')
      .on(t.arrivedAt)
      .where(sql`${t.status} = 'arrived'`),
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
    /** unknown_axid: nobody to book it to; ownership: several customers declared it and the label does not settle it. */
    reason: text('reason', { enum: ['unknown_axid', 'ownership'] })
      .notNull()
      .default('unknown_axid'),
    /** For an ownership conflict: the AXIDs of the customers who declared this tracking number. */
    candidates: jsonb('candidates').$type<string[]>(),
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
