/** Customs rules in the back office: the history of rule sets, and a new set (admins only). */
import { adminCustomsRuleSetAnswer, adminCustomsRulesAnswer } from '@amanati/shared/answers/admin/customs';
import { customsRulesInputSchema } from '@amanati/shared/customs-rules-schema';
import type { DbOrTx } from '../../db/client.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { CustomsRuleSetRow } from './customs.repo.ts';
import { customsService } from './customs.service.ts';

const toRuleSet = (row: CustomsRuleSetRow) => ({
  _id: row.id,
  effectiveFrom: row.effectiveFrom,
  rules: row.rules,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export function customsAdminRoutes(r: StaffScope, db: DbOrTx): void {
  r.get(
    '/customs/rules',
    {
      schema: {
        ...staffDoc(
          'customs',
          'Every customs rule set ever saved, newest first, and the id of the one in force today.',
        ),
        response: answers(adminCustomsRulesAnswer),
      },
    },
    async () => {
      const [history, { current }] = await Promise.all([
        customsService.history(db),
        customsService.current(db),
      ]);
      return {
        success: true as const,
        history: history.reverse().map(toRuleSet),
        currentId: current?.id ?? null,
      };
    },
  );
  r.post(
    '/customs/rules',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'customs',
          'A new rule set taking effect on `rules.effectiveFrom` (Tbilisi day, today or later; 409 customs_rules_in_past before). Sets are never edited: a correction is a newer set for the same day.',
        ),
        body: customsRulesInputSchema,
        response: answers(adminCustomsRuleSetAnswer),
      },
    },
    async (req) => {
      const row = await customsService.add(db, req.body.rules, req.body.note, currentAccount(req).id);
      return { success: true as const, ruleSet: toRuleSet(row) };
    },
  );
}
