/**
 * Bill-pay by AX code (issue 20 §3): payment channels (bank apps, kiosk networks, terminals) made by an
 * admin, what each one paid, and every call they made.
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const billPayChannels = pgTable(
  'bill_pay_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The user name of its Basic credential. */
    login: text('login').notNull(),
    /** SHA-256 of the secret: shown once when made, never stored. */
    secretHash: text('secret_hash').notNull(),
    /** Addresses and CIDR ranges it may call from; empty = any (refused in production). */
    allowedIps: text('allowed_ips').array().notNull(),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bill_pay_channels_login_uq').on(t.login)],
);

/**
 * One credited payment. (channel, transaction id) is unique and the ledger credit's ref
 * (`billpay:<channel>:<transaction>`) too, so a repeated or parallel pay credits once.
 */
export const billPayPayments = pgTable(
  'bill_pay_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => billPayChannels.id),
    transactionId: text('transaction_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The code as the channel sent it (normalised), for the reconciliation export. */
    axCode: text('ax_code').notNull(),
    amountTetri: integer('amount_tetri').notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_pay_payments_txn_uq').on(t.channelId, t.transactionId),
    index('bill_pay_payments_day_idx').on(t.channelId, t.createdAt),
  ],
);

/** Every call of the partner API, answered or refused: the audit a channel's dispute is settled from. */
export const billPayCalls = pgTable(
  'bill_pay_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the credential named no live channel. */
    channelId: uuid('channel_id').references(() => billPayChannels.id),
    ip: text('ip').notNull(),
    operation: text('operation').notNull(),
    axCode: text('ax_code'),
    transactionId: text('transaction_id'),
    status: smallint('status').notNull(),
    /** The message code of a refusal. */
    outcome: text('outcome'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_pay_calls_channel_idx').on(t.channelId, t.at)],
);
