/** The service rules in force, public: the panel computes premiums, claim caps and storage days with them. */
import { serviceRulesAnswer } from '@amanati/shared/answers/service-rules';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { errorResponses, typed } from '../../lib/http.ts';
import { serviceRulesAt, serviceRulesService } from './service-rules.service.ts';

export function serviceRulesRoutes(app: FastifyInstance, db: DbOrTx): void {
  typed(app).get(
    '/api/service-rules/current',
    {
      schema: {
        tags: ['content'],
        description:
          'The service rule set in force today (insurance percent and minimum, claim windows and liability per kg, storage free days, fee per kg and notice; money in tetri) and the next one scheduled, if any.',
        response: { 200: serviceRulesAnswer, ...errorResponses },
      },
    },
    async () => {
      const [rules, next] = await Promise.all([serviceRulesAt(db), serviceRulesService.next(db)]);
      return { success: true as const, rules, next: next?.rules ?? null };
    },
  );
}
