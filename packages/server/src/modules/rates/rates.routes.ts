/** The public rates of spec §7 (`/api2/rate/get`): no token needed. */
import { ratesAnswer } from '@amanati/shared/answers/content';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { errorResponses, typed } from '../../lib/http.ts';
import { currentRates, ratesAsNumbers } from './rates.service.ts';

export function ratesRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const { db } = ctx.database;
  typed(app).get(
    '/api2/rate/get',
    {
      schema: {
        tags: ['content'],
        description: 'Lari per unit of each currency; CNY is per 10 yuan (spec §9).',
        response: { 200: ratesAnswer, ...errorResponses },
      },
    },
    async () => {
      const current = await currentRates(db);
      return { success: true as const, rates: ratesAsNumbers(current.rates), date: current.date };
    },
  );
}
