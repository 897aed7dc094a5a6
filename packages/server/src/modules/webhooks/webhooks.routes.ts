/**
 * The webhook endpoint routes (issue 22 §4), mounted twice with the same handlers: for a signed-in
 * customer under `/api/developer/webhooks` (the panel's Developers page) and for an API key with scope
 * `webhooks` under `/api/v1/webhooks` (webhooks.v1.routes.ts).
 */
import { z } from 'zod';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import { webhookShapes } from '@amanati/shared/answers/webhooks';
import { idParam } from '@amanati/shared/admin';
import { createWebhookSchema, updateWebhookSchema } from '@amanati/shared/webhooks';
import { typed } from '../../lib/http.ts';
import type { WebhookEndpointRow, Webhooks } from './webhooks.service.ts';

export interface WebhookMount {
  /** `/api/developer/webhooks` or, inside the v1 plugin, `/webhooks`. */
  prefix: string;
  onRequest: onRequestHookHandler | onRequestAsyncHookHandler;
  accountOf(req: FastifyRequest): string;
  /** The route's documentation (tags, security, summary). */
  doc(summary: string): Record<string, unknown>;
  /** The answer of a shape: the panel's `{success: true, …}` or v1's bare object. */
  answer(shape: z.ZodRawShape): z.ZodObject<z.ZodRawShape>;
  /** Extra answers of every route (the panel's documented error bodies). */
  errors: Record<string, z.ZodType>;
}

export const endpointWire = (e: WebhookEndpointRow) => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  createdAt: e.createdAt.toISOString(),
});

const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export function webhookRoutes(app: FastifyInstance, webhooks: Webhooks, m: WebhookMount): void {
  const r = typed(app);
  const ok = <T extends Record<string, unknown>>(body: T) => ({ success: true as const, ...body });
  const res = (shape: z.ZodRawShape) => ({ 200: m.answer(shape), ...m.errors });
  const base = m.prefix;

  r.get(
    base,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc("The account's webhook endpoints (never their secrets)"),
        response: res(webhookShapes.endpoints),
      },
    },
    async (req) => ok({ endpoints: (await webhooks.list(m.accountOf(req))).map(endpointWire) }),
  );
  r.post(
    base,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc(
          'Add an endpoint: its URL and events; the answer carries the signing secret, the only time it is shown',
        ),
        body: createWebhookSchema,
        response: res(webhookShapes.secret),
      },
    },
    async (req) => {
      const { row, secret } = await webhooks.create(m.accountOf(req), req.body);
      return ok({ endpoint: endpointWire(row), secret });
    },
  );
  r.patch(
    `${base}/:id`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc('Change an endpoint: URL, events, description, enabled'),
        params: idParam,
        body: updateWebhookSchema,
        response: res(webhookShapes.endpoint),
      },
    },
    async (req) =>
      ok({ endpoint: endpointWire(await webhooks.update(m.accountOf(req), req.params.id, req.body)) }),
  );
  r.delete(
    `${base}/:id`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc('Delete an endpoint; its waiting deliveries are dropped'),
        params: idParam,
        response: res(webhookShapes.deleted),
      },
    },
    async (req) => {
      await webhooks.remove(m.accountOf(req), req.params.id);
      return ok({ deleted: true as const });
    },
  );
  r.post(
    `${base}/:id/secret`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc(
          'Roll the signing secret: deliveries from now on are signed with the new one, shown this once',
        ),
        params: idParam,
        response: res(webhookShapes.secret),
      },
    },
    async (req) => {
      const { row, secret } = await webhooks.rollSecret(m.accountOf(req), req.params.id);
      return ok({ endpoint: endpointWire(row), secret });
    },
  );
  r.get(
    `${base}/:id/deliveries`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc("The endpoint's delivery log, newest first: each event's state and every attempt"),
        params: idParam,
        querystring: limitQuery,
        response: res(webhookShapes.deliveries),
      },
    },
    async (req) =>
      ok({ deliveries: await webhooks.deliveries(m.accountOf(req), req.params.id, req.query.limit) }),
  );
  r.post(
    `${base}/:id/test`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc('Send a `webhook.test` event to this endpoint now'),
        params: idParam,
        response: res(webhookShapes.delivery),
      },
    },
    async (req) => ok({ delivery: await webhooks.sendTest(m.accountOf(req), req.params.id) }),
  );
  r.post(
    `${base}/deliveries/:id/redeliver`,
    {
      onRequest: m.onRequest,
      schema: {
        ...m.doc('Deliver an event again (the same event id), with three days of retries of its own'),
        params: idParam,
        response: res(webhookShapes.delivery),
      },
    },
    async (req) => ok({ delivery: await webhooks.redeliver(m.accountOf(req), req.params.id) }),
  );
}
