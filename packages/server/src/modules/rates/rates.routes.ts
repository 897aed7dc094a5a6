/** The public rates of spec §7 (`/api2/rate/get`): no token needed. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RATE_CURRENCIES } from '@amanati/shared/constants';
import { ratesWire } from '@amanati/shared/content';
import type { AppContext } from '../../context.ts';
import { errorResponses, okBody, typed } from '../../lib/http.ts';
import { currentRates } from './rates.service.ts';

export function ratesRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const { db } = ctx.database;
  typed(app).get(
    '/api2/rate/get',
    {
      schema: {
        tags: ['content'],
        description: 'Lari per unit of each currency; CNY is per 10 yuan (spec §9).',
        response: { 200: okBody({ rates: ratesWire, date: z.string().nullable() }), ...errorResponses },
      },
    },
    async () => {
      const current = await currentRates(db);
      const rates = Object.fromEntries(RATE_CURRENCIES.map((c) => [c, Number(current.rates[c])])) as z.infer<
        typeof ratesWire
      >;
      return { success: true as const, rates, date: current.date };
    },
  );
}
