/**
 * Service rule sets (issue 21 §3–§5): insurance, claims and storage numbers in force on a day, the
 * history, and new sets an admin schedules. A set takes effect today or later, so a past day's fees,
 * premiums and caps stay what they were.
 */
import { MSG } from '@amanati/shared/messages';
import { rulesInForce, type ServiceRules } from '@amanati/shared/service-rules';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { serviceRulesRepo, type ServiceRuleSetRow } from './service-rules.repo.ts';

async function history(db: DbOrTx): Promise<ServiceRuleSetRow[]> {
  const rows = await serviceRulesRepo.history(db);
  return rows.map((row) => ({ ...row, rules: { ...row.rules, effectiveFrom: row.effectiveFrom } }));
}

/** The set in force at `at` (now by default); every database has one from migration 0022. */
export async function serviceRulesAt(db: DbOrTx, at: Date = new Date()): Promise<ServiceRules> {
  const found = rulesInForce(await history(db), at);
  if (!found) throw new Error('no service rule set in force: the migration seeds one');
  return found.rules;
}

export const serviceRulesService = {
  history,

  async current(db: DbOrTx, now = new Date()) {
    return rulesInForce(await history(db), now) ?? null;
  },

  /** The next set scheduled after today, if any (on one day the newer row counts, as in rulesInForce). */
  async next(db: DbOrTx, now = new Date()) {
    const all = await history(db);
    const today = tbilisiDay(now);
    const nextDay = all.find((row) => row.effectiveFrom > today)?.effectiveFrom;
    return nextDay ? (all.filter((row) => row.effectiveFrom === nextDay).at(-1) ?? null) : null;
  },

  async add(db: DbOrTx, rules: ServiceRules, note: string, actorId: string, now = new Date()) {
    if (rules.effectiveFrom < tbilisiDay(now))
      throw conflict(MSG.serviceRulesInPast, { effectiveFrom: MSG.serviceRulesInPast });
    const [row] = await serviceRulesRepo.insert(db, { rules, note, createdBy: actorId });
    await audit(db, actorId, 'service_rules.added', 'service_rule_set', row!.id, { rules, note });
    return (await history(db)).find((r) => r.id === row!.id)!;
  },
};
