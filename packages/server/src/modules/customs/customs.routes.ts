/**
 * The customs rules in force, public; and the customer's customs context: the panel computes group
 * totals and landed costs with them.
 */
import {
  customsContextAnswer,
  customsContextQuery,
  customsRulesAnswer,
} from '@amanati/shared/answers/customs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { customsContext } from './customs-context.ts';
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
  typed(app).get(
    '/api/customs/context',
    {
      onRequest: requireAccount(app),
      schema: {
        tags: ['parcels'],
        security: bearer,
        description:
          "What the customer's screens compute customs groups and landed costs from: the rule set and the National Bank rates of today, and the customer's parcels not yet landed (waiting, stock, sent) with each declared value in tetri at those rates (unrounded). `flight` (a flight code) adds the customer's parcels of that flight whatever their status.",
        querystring: customsContextQuery,
        response: { 200: customsContextAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await customsContext(db, currentAccount(req).id, req.query.flight)),
    }),
  );
}
