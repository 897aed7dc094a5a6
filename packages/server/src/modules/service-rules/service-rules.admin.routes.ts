/** Service rules in the back office (issue 21): the history of rule sets, and a new set (admins only). */
import {
  adminServiceRuleSetAnswer,
  adminServiceRulesAnswer,
} from '@amanati/shared/answers/admin/service-rules';
import { serviceRulesInputSchema } from '@amanati/shared/service-rules-schema';
import type { DbOrTx } from '../../db/client.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { ServiceRuleSetRow } from './service-rules.repo.ts';
import { serviceRulesService } from './service-rules.service.ts';

const toRuleSet = (row: ServiceRuleSetRow) => ({
  _id: row.id,
  effectiveFrom: row.effectiveFrom,
  rules: row.rules,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export function serviceRulesAdminRoutes(r: StaffScope, db: DbOrTx): void {
  r.get(
    '/service-rules',
    {
      schema: {
        ...staffDoc(
          'trust',
          'Every service rule set (insurance, claims, storage) ever saved, newest first, and the id of the one in force today.',
        ),
        response: answers(adminServiceRulesAnswer),
      },
    },
    async () => {
      const [history, current] = await Promise.all([
        serviceRulesService.history(db),
        serviceRulesService.current(db),
      ]);
      return {
        success: true as const,
        history: history.reverse().map(toRuleSet),
        currentId: current?.id ?? null,
      };
    },
  );
  r.post(
    '/service-rules',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'trust',
          'A new service rule set taking effect on `rules.effectiveFrom` (Tbilisi day, today or later; 409 service_rules_in_past before).',
        ),
        body: serviceRulesInputSchema,
        response: answers(adminServiceRuleSetAnswer),
      },
    },
    async (req) => {
      const row = await serviceRulesService.add(db, req.body.rules, req.body.note, currentAccount(req).id);
      return { success: true as const, ruleSet: toRuleSet(row) };
    },
  );
}
