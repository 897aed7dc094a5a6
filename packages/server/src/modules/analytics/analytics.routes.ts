/**
 * `POST /api/analytics/pageview`: the web app reports each route change; we count views per Tbilisi day and
 * path. Public (no token); the query string and fragment are not part of the path counted.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sqlTbilisiDay } from '@amanati/shared/tbilisi-time';
import { z } from 'zod';
import { pageViewSchema } from '@amanati/shared/admin-content';
import type { AppContext } from '../../context.ts';
import { pageViews } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { errorResponses, typed } from '../../lib/http.ts';

/** Generous for people behind one address (an office), small enough that a script cannot flood the table. */
const PER_IP = { limit: 600, windowSeconds: 60 };

export function analyticsRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database' | 'rateLimiter'>,
): void {
  const r = typed(app);
  const { db } = ctx.database;

  r.post(
    '/api/analytics/pageview',
    {
      schema: {
        tags: ['analytics'],
        description:
          'Counts one view of `path` (starting with /, at most 200 characters) today. 204, no body.',
        body: pageViewSchema,
        response: { 204: z.null().describe('Counted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const hit = await ctx.rateLimiter.hit(`pageview:${req.ip}`, PER_IP.limit, PER_IP.windowSeconds);
      if (!hit.allowed) throw tooManyRequests();
      const path = req.body.path.split(/[?#]/)[0]!;
      await db
        .insert(pageViews)
        .values({ day: sql.raw(sqlTbilisiDay('now()')), path, count: 1 })
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path],
          set: { count: sql`${pageViews.count} + 1` },
        });
      return reply.status(204).send(null);
    },
  );
}
