/**
 * Pickup passes (issue 21 §1): one row per pass, for exactly the parcels ready at its branch when it was
 * made. Single use: `active` → `used` (or `cancelled`) in the transaction that hands the parcels over.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const pickupPasses = pgTable(
  'pickup_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    branch: text('branch').notNull(),
    /** Six characters of PICKUP_CODE_ALPHABET, unique among active passes. */
    code: text('code').notNull(),
    parcelIds: uuid('parcel_ids').array().notNull(),
    slot: timestamp('slot', { withTimezone: true }),
    trusteeName: text('trustee_name'),
    trusteePersonalId: text('trustee_personal_id'),
    state: text('state', { enum: ['active', 'used', 'cancelled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The staff member who handed the parcels over. */
    usedBy: uuid('used_by').references(() => accounts.id),
    /** owner or trustee. */
    collector: text('collector', { enum: ['owner', 'trustee'] }),
  },
  (t) => [
    uniqueIndex('pickup_passes_active_code_uq')
      .on(t.code)
      .where(sql`${t.state} = 'active'`),
    // One valid pass per customer and branch: a new one replaces it.
    uniqueIndex('pickup_passes_active_branch_uq')
      .on(t.accountId, t.branch)
      .where(sql`${t.state} = 'active'`),
    index('pickup_passes_branch_slot_idx').on(t.branch, t.slot),
  ],
);
