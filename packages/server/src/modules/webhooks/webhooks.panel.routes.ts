/** Ours (issue 22 §4): the panel's Developers page manages the signed-in customer's webhook endpoints. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { bearer, errorResponses } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import type { Webhooks } from './webhooks.service.ts';

export function webhooksPanelRoutes(app: FastifyInstance, webhooks: Webhooks): void {
  webhookRoutes(app, webhooks, {
    prefix: '/api/developer/webhooks',
    onRequest: requireAccount(app),
    accountOf: (req) => currentAccount(req).id,
    doc: (summary) => ({ tags: ['developers'], security: bearer, description: `Ours: ${summary}.` }),
    answer: (shape) => z.object({ success: z.literal(true), ...shape }),
    errors: errorResponses,
  });
}
