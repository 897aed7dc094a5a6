import type { CustomsRules } from '@amanati/shared/customs-rules';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Customs rule sets (issue 16): every number of Georgian customs that changes with law or business, with
 * the Tbilisi day it takes effect. Append-only, so the history says what was in force when; the set in
 * force on a day is the latest that took effect on or before it (on the same day, the newer row).
 */
export const customsRuleSets = pgTable(
  'customs_rule_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: text('effective_from').notNull(),
    rules: jsonb('rules').$type<CustomsRules>().notNull(),
    /** Why the set changed (a resolution's number, a business decision). */
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customs_rule_sets_effective_idx').on(t.effectiveFrom, t.createdAt)],
);
