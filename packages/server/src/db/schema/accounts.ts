/** Accounts (customers and staff), password resets and sign-in throttling. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** AXIDs come from a sequence: numbers are never handed out twice, even after a rollback. */
export const axidSequence = pgSequence('axid_seq', { startWith: 10001, increment: 1 });

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    axid: text('axid').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['customer', 'operator', 'admin'] })
      .notNull()
      .default('customer'),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on password change: tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    type: smallint('type').notNull().default(1),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    passportId: text('passport_id'),
    orgId: text('org_id'),
    nameKa: text('name_ka').notNull().default(''),
    lastNameKa: text('last_name_ka').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    lastNameEn: text('last_name_en').notNull().default(''),
    ltdName: text('ltd_name').notNull().default(''),
    ltdNameEn: text('ltd_name_en').notNull().default(''),
    indEntrepreneur: boolean('ind_entrepreneur').notNull().default(false),
    foreignCitizen: boolean('foreign_citizen').notNull().default(false),
    /** A foreign citizen's Georgian tax (personal) number: customs needs it for clearance (issue 16 §6). */
    taxNumber: text('tax_number'),
    branchCity: text('branch_city'),
    branchCode: text('branch_code'),
    registryFile: text('registry_file'),
    /** Set when an admin has checked the registry extract (finding 8); only then the organisation tariff applies. */
    orgVerifiedAt: timestamp('org_verified_at', { withTimezone: true }),
    orgVerifiedBy: uuid('org_verified_by'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The language of SMS and push texts (the panel's language when the customer last set them). */
    language: text('language', { enum: ['ka', 'en', 'ru'] })
      .notNull()
      .default('ka'),
    /** Per event and channel, only what differs from the defaults (shared notification-preferences.ts). */
    notificationPrefs: jsonb('notification_prefs')
      .$type<Record<string, Record<string, boolean>>>()
      .notNull()
      .default({}),
    /** No push or SMS 22:00–09:00 Tbilisi time (held until morning) unless turned off. */
    quietHours: boolean('quiet_hours').notNull().default(true),
    /** Set when the customer proved the phone with a code; cleared when the number changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /**
     * Auto-pay (issue 20 §4): charges are paid from the balance as soon as it covers a flight. The column
     * defaults to false so the migration leaves existing customers (and staff) off until they choose;
     * sign-up sets it true for every new customer (accounts.service).
     */
    autoPay: boolean('auto_pay').notNull().default(false),
    /** Cached sum of the ledger rows, updated in the same transaction as each row. */
    balanceTetri: bigint('balance_tetri', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_axid_uq').on(t.axid),
    uniqueIndex('accounts_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_passport_uq')
      .on(t.passportId)
      .where(sql`${t.passportId} is not null`),
    index('accounts_phone_idx').on(t.phone),
    index('accounts_role_idx').on(t.role),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_uq').on(t.tokenHash),
    index('password_resets_account_idx').on(t.accountId),
  ],
);

/** Fixed-window counters shared by every instance (architecture §1). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Tokens signed out before their expiry (security review finding 17): refused until they would have
 * expired anyway, then deleted. One token, not the account's token version, so other devices stay in.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    /** The token's `jti` (or the SHA-256 of a token issued before tokens carried one). */
    tokenId: text('token_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('revoked_tokens_account_idx').on(t.accountId),
    index('revoked_tokens_expires_idx').on(t.expiresAt),
  ],
);
