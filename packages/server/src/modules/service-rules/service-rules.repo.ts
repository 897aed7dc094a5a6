/** Service rule sets: the only place the service-rules module touches the database. Append-only. */
import { asc, eq } from 'drizzle-orm';
import type { ServiceRules } from '@amanati/shared/service-rules';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, serviceRuleSets } from '../../db/schema/index.ts';

export const serviceRulesRepo = {
  /** Every set, oldest first, with the AXID of the staff member who saved it. */
  history: (db: DbOrTx) =>
    db
      .select({
        id: serviceRuleSets.id,
        effectiveFrom: serviceRuleSets.effectiveFrom,
        rules: serviceRuleSets.rules,
        note: serviceRuleSets.note,
        createdBy: accounts.axid,
        createdAt: serviceRuleSets.createdAt,
      })
      .from(serviceRuleSets)
      .leftJoin(accounts, eq(accounts.id, serviceRuleSets.createdBy))
      .orderBy(asc(serviceRuleSets.effectiveFrom), asc(serviceRuleSets.createdAt)),

  insert: (db: DbOrTx, values: { rules: ServiceRules; note: string; createdBy: string }) =>
    db
      .insert(serviceRuleSets)
      .values({ effectiveFrom: values.rules.effectiveFrom, ...values })
      .returning({ id: serviceRuleSets.id }),
};

export type ServiceRuleSetRow = Awaited<ReturnType<typeof serviceRulesRepo.history>>[number];
