/** Tariffs, rates, invoices and their lines (charges), the balance ledger and card payment orders. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { flights } from './flights.ts';
import { parcels } from './parcels.ts';

export const tariffs = pgTable(
  'tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: smallint('country').notNull(),
    type: smallint('type').notNull(),
    amountUsd: numeric('amount_usd', { precision: 10, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tariffs_country_type_uq').on(t.country, t.type)],
);

/** Rate history: the current rate of a currency is its newest row. CNY is per 10 yuan. */
export const rates = pgTable(
  'rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    validOn: text('valid_on').notNull(),
    source: text('source').notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rates_currency_idx').on(t.currency, t.createdAt.desc())],
);

export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 100001 });

/** One invoice per customer and flight. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_account_flight_uq').on(t.accountId, t.flightId),
  ],
);

/** A charge or a correction of one parcel: history is appended, never edited. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id),
    /** insurance: the premium of an insured parcel (issue 21 §4), charged with its first charge. */
    kind: text('kind', { enum: ['charge', 'correction', 'insurance'] })
      .notNull()
      .default('charge'),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull(),
    chargeableKg: numeric('chargeable_kg', { precision: 10, scale: 3 }).notNull(),
    tariffType: smallint('tariff_type').notNull(),
    tariffUsd: numeric('tariff_usd', { precision: 10, scale: 2 }).notNull(),
    rateUsd: numeric('rate_usd', { precision: 12, scale: 4 }).notNull(),
    amountTetri: integer('amount_tetri').notNull(),
    /** The ledger row that paid this line; null while unpaid. */
    paidByLedgerId: bigint('paid_by_ledger_id', { mode: 'number' }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    index('invoice_lines_parcel_idx').on(t.parcelId),
    index('invoice_lines_unpaid_idx')
      .on(t.invoiceId)
      .where(sql`${t.paidByLedgerId} is null`),
  ],
);

/** Every credit (+) and debit (−) of a balance, in tetri. The account's balance is their sum. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amountTetri: bigint('amount_tetri', { mode: 'number' }).notNull(),
    /** storage: a day's storage fee (issue 21 §5); claim: an approved claim's compensation (§3). */
    kind: text('kind', { enum: ['topup', 'payment', 'adjustment', 'refund', 'storage', 'claim'] }).notNull(),
    /** What caused it (payment order id, flight id, …): with `kind` it is unique, so a replay credits nothing. */
    ref: text('ref'),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId, t.createdAt.desc()),
    uniqueIndex('ledger_topup_ref_uq')
      .on(t.kind, t.ref)
      .where(sql`${t.kind} = 'topup'`),
    // A storage day or a claim is posted once, whatever retries or races.
    uniqueIndex('ledger_once_ref_uq')
      .on(t.kind, t.ref)
      .where(sql`${t.kind} in ('storage', 'claim')`),
  ],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amountTetri: integer('amount_tetri').notNull(),
    /** expired: abandoned past the configured timeout (a late genuine success still credits it once). */
    state: text('state', { enum: ['created', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('created'),
    /** The provider's id of the payment: Georgian Card's trx_id, the Bank of Georgia's order_id. */
    trxId: text('trx_id'),
    /** Who takes the payment: georgiancard, bog, or their simulators (simulator, bog-simulator). */
    gateway: text('gateway').notNull().default('simulator'),
    /** The method asked of a gateway that offers several (the Bank of Georgia: card, apple_pay, google_pay). */
    method: text('method'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_trx_uq')
      .on(t.trxId)
      .where(sql`${t.trxId} is not null`),
    index('payment_orders_account_idx').on(t.accountId, t.createdAt.desc()),
    index('payment_orders_state_idx').on(t.state, t.createdAt.desc()),
  ],
);

/**
 * A payment taken at a branch counter (issue 17 §5): cash or card terminal, for chosen unpaid flights. Its
 * credit (ledger `topup`, ref `counter:<id>`) and the flights' payment are written in one transaction;
 * the client's idempotency key makes a double click or a retry answer the same receipt.
 */
export const counterPayments = pgTable(
  'counter_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt number printed for the customer. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    amountTetri: integer('amount_tetri').notNull(),
    method: text('method', { enum: ['cash', 'terminal'] }).notNull(),
    branch: text('branch').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => accounts.id),
    /** The flights paid and each one's amount (tetri), as the receipt prints them. */
    flights: jsonb('flights').$type<{ code: string; amountTetri: number }[]>().notNull(),
    creditLedgerId: bigint('credit_ledger_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('counter_payments_key_uq').on(t.idempotencyKey),
    uniqueIndex('counter_payments_number_uq').on(t.number),
    index('counter_payments_created_idx').on(t.createdAt),
  ],
);
