/**
 * Customs rule sets (issue 16): the set in force on a day, the history, and new sets an admin schedules.
 * A set takes effect today or later — a past day would change how parcels already judged were judged.
 */
import { rulesInForce, type CustomsRules } from '@amanati/shared/customs-rules';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { customsRepo, type CustomsRuleSetRow } from './customs.repo.ts';

/** The history with the rules read from their row (a row's effective day is the one that counts). */
async function history(db: DbOrTx): Promise<CustomsRuleSetRow[]> {
  const rows = await customsRepo.history(db);
  return rows.map((row) => ({ ...row, rules: { ...row.rules, effectiveFrom: row.effectiveFrom } }));
}

/** The set in force at `at` (now by default); every database has one from its first migration. */
export async function customsRulesAt(db: DbOrTx, at: Date = new Date()): Promise<CustomsRules> {
  const found = rulesInForce(await history(db), at);
  if (!found) throw new Error('no customs rule set in force: the migration seeds one');
  return found.rules;
}

export const customsService = {
  history,

  /** Today's set and the next one scheduled, if any. */
  async current(db: DbOrTx, now = new Date()) {
    const all = await history(db);
    const current = rulesInForce(all, now);
    const today = tbilisiDay(now);
    const nextDay = all.find((row) => row.effectiveFrom > today)?.effectiveFrom;
    // On one day the newer row counts, as in rulesInForce.
    const next = nextDay ? (all.filter((row) => row.effectiveFrom === nextDay).at(-1) ?? null) : null;
    return { current: current ?? null, next };
  },

  async add(db: DbOrTx, rules: CustomsRules, note: string, actorId: string, now = new Date()) {
    if (rules.effectiveFrom < tbilisiDay(now))
      throw conflict(MSG.customsRulesInPast, { effectiveFrom: MSG.customsRulesInPast });
    const [row] = await customsRepo.insert(db, { rules, note, createdBy: actorId });
    await audit(db, actorId, 'customs.rules_added', 'customs_rule_set', row!.id, { rules, note });
    return (await history(db)).find((r) => r.id === row!.id)!;
  },
};
