/** Customs rule sets: the only place the customs module touches the database. Append-only. */
import { asc, eq } from 'drizzle-orm';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, customsRuleSets } from '../../db/schema/index.ts';

export const customsRepo = {
  /** Every set, oldest first, with the AXID of the staff member who saved it. */
  history: (db: DbOrTx) =>
    db
      .select({
        id: customsRuleSets.id,
        effectiveFrom: customsRuleSets.effectiveFrom,
        rules: customsRuleSets.rules,
        note: customsRuleSets.note,
        createdBy: accounts.axid,
        createdAt: customsRuleSets.createdAt,
      })
      .from(customsRuleSets)
      .leftJoin(accounts, eq(accounts.id, customsRuleSets.createdBy))
      .orderBy(asc(customsRuleSets.effectiveFrom), asc(customsRuleSets.createdAt)),

  insert: (db: DbOrTx, values: { rules: CustomsRules; note: string; createdBy: string }) =>
    db
      .insert(customsRuleSets)
      .values({ effectiveFrom: values.rules.effectiveFrom, ...values })
      .returning({ id: customsRuleSets.id }),
};

export type CustomsRuleSetRow = Awaited<ReturnType<typeof customsRepo.history>>[number];
