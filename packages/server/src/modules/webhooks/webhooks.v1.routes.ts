/** `/api/v1/webhooks` (scope `webhooks`): the same endpoint routes as the panel's, for an API key. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { apiCaller, needs } from '../business-api/v1.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import type { Webhooks } from './webhooks.service.ts';

export function v1WebhooksRoutes(v1: FastifyInstance, webhooks: Webhooks): void {
  webhookRoutes(v1, webhooks, {
    prefix: '/webhooks',
    onRequest: needs('webhooks'),
    accountOf: (req) => apiCaller(req).accountId,
    doc: (summary) => ({ tags: ['business API v1'], security: [{ apiKey: [] }], summary }),
    answer: (shape) => z.object(shape),
    errors: {},
  });
}
