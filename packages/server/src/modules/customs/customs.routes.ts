/** The customs rules in force, public: the panel computes group totals and landed costs with them. */
import { customsRulesAnswer } from '@amanati/shared/answers/customs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errorResponses, typed } from '../../lib/http.ts';
import { customsService } from './customs.service.ts';

export function customsRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const { db } = ctx.database;
  typed(app).get(
    '/api/customs/rules',
    {
      schema: {
        tags: ['content'],
        description:
          'The customs rule set in force today (threshold, grouping, VAT, duty, state-fee bands, deadlines; money in tetri) and the next one scheduled, if any.',
        response: { 200: customsRulesAnswer, ...errorResponses },
      },
    },
    async () => {
      const { current, next } = await customsService.current(db);
      if (!current) throw new Error('no customs rule set in force: the migration seeds one');
      return { success: true as const, rules: current.rules, next: next?.rules ?? null };
    },
  );
}
