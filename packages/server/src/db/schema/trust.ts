/**
 * Trust (issue 21 §2–§5): weight disputes, claims and their history, storage fees, and the service rule
 * sets (insurance, claims, storage) with the day each takes effect.
 */
import type { ServiceRules } from '@amanati/shared/service-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { parcels } from './parcels.ts';

/** A parcel's measurement: what intake recorded, before and after a dispute's re-weigh. */
export interface Measurement {
  weightKg: string | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  photo: string | null;
}

/**
 * Service rule sets, append-only like customs rule sets: the set in force on a day is the latest that took
 * effect on or before it (on the same day, the newer row).
 */
export const serviceRuleSets = pgTable(
  'service_rule_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: text('effective_from').notNull(),
    rules: jsonb('rules').$type<ServiceRules>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_rule_sets_effective_idx').on(t.effectiveFrom, t.createdAt)],
);

/**
 * A customer's dispute of a parcel's weight or size (§2): open until staff re-weigh it and answer; while
 * open the parcel is not loaded on a flight. At most one open dispute per parcel.
 */
export const weightDisputes = pgTable(
  'weight_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['weight', 'size'] }).notNull(),
    state: text('state', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    reason: text('reason').notNull(),
    /** The weight the customer expected, if they said. */
    expectedWeightKg: numeric('expected_weight_kg', { precision: 10, scale: 3 }),
    before: jsonb('before').$type<Measurement>().notNull(),
    after: jsonb('after').$type<Measurement>(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('weight_disputes_open_uq')
      .on(t.parcelId)
      .where(sql`${t.state} = 'open'`),
    index('weight_disputes_state_idx').on(t.state, t.createdAt),
    index('weight_disputes_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A claim for a parcel handed over damaged or not arrived (§3). submitted → info_requested ⇄ submitted →
 * approved (credited once, `ledgerId`) or rejected. At most one claim in review per parcel.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the customer and staff as CL-<number>. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['damaged', 'missing'] }).notNull(),
    state: text('state', { enum: ['submitted', 'info_requested', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    description: text('description').notNull(),
    /** Stored files (photos) the customer attached, in order. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Whether the parcel was insured, and the most the claim may be approved for, when it was filed. */
    insured: boolean('insured').notNull(),
    capTetri: integer('cap_tetri').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountTetri: integer('amount_tetri'),
    /** The rejection's reason, or the approval's note. */
    decisionNote: text('decision_note'),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    decidedBy: uuid('decided_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_number_uq').on(t.number),
    uniqueIndex('claims_open_parcel_uq')
      .on(t.parcelId)
      .where(sql`${t.state} in ('submitted', 'info_requested')`),
    index('claims_state_due_idx').on(t.state, t.dueAt),
    index('claims_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Every step of a claim, as its history shows it. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['filed', 'info_requested', 'info_added', 'approved', 'rejected', 'credited'],
    }).notNull(),
    actorId: uuid('actor_id').references(() => accounts.id),
    note: text('note'),
    photos: jsonb('photos').$type<string[]>(),
    amountTetri: integer('amount_tetri'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.at)],
);

/**
 * A storage day charged (§5): one row per parcel and Tbilisi day after its free days, written with its
 * ledger debit in one transaction — the unique key makes a second run of the job charge nothing.
 */
export const storageCharges = pgTable(
  'storage_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    day: text('day').notNull(),
    amountTetri: integer('amount_tetri').notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_charges_parcel_day_uq').on(t.parcelId, t.day),
    index('storage_charges_account_idx').on(t.accountId, t.createdAt),
  ],
);
