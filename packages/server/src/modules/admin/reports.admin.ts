/** The dashboard: the numbers behind its charts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { typed } from '../../lib/http.ts';
import type { SchemaOf } from './admin-kit.ts';
import { createReportsAdmin } from './reports.admin.service.ts';

export function reportsAdmin(scope: FastifyInstance, ctx: AppContext, s: SchemaOf): void {
  const r = typed(scope);
  const reports = createReportsAdmin(ctx);
  r.get(
    '/dashboard',
    {
      schema: s(
        'reports',
        'Parcels per status and country now, open flights, and per Tbilisi day for the last 30 days: revenue (payments), top-ups (lari) and page views; the 10 most viewed paths.',
      ),
    },
    async () => ({ success: true, ...(await reports.dashboard()) }),
  );
}
