/**
 * `/api/v1`'s own OpenAPI 3.1 document (issue 22 §2), built from the routes' zod schemas as they are
 * registered — so it cannot drift from what the server checks. OpenAPI 3.1 is JSON Schema 2020-12, the
 * dialect zod writes natively. The §7 API keeps its own 3.0 document at `/api/docs`.
 */
import { z } from 'zod';
import type { RouteOptions } from 'fastify';
import type { ApiScope } from '@amanati/shared/business-api';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
} from '@amanati/shared/webhooks';

/** What the document needs of a route, taken when it is registered. */
export interface V1RouteDoc {
  method: string;
  url: string;
  scope: ApiScope | null;
  schema: {
    summary?: string;
    description?: string;
    params?: z.ZodType;
    querystring?: z.ZodType;
    headers?: z.ZodType;
    body?: z.ZodType;
    consumes?: string[];
    response?: Record<string, z.ZodType>;
  };
}

/** The scope a route's `needs(scope)` hook names (the hook carries it for this document). */
function scopeOf(hooks: RouteOptions['onRequest']): ApiScope | null {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  for (const hook of list) {
    const scope = (hook as { scope?: ApiScope }).scope;
    if (scope) return scope;
  }
  return null;
}

export function routeDoc(route: RouteOptions): V1RouteDoc | null {
  if (!route.schema || route.method === 'HEAD') return null;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return {
    method: methods[0]!.toLowerCase(),
    url: route.url,
    scope: scopeOf(route.onRequest),
    schema: route.schema as V1RouteDoc['schema'],
  };
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  > & {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };

/** Path, query and header objects become OpenAPI parameters, one per property. */
function parameters(where: 'path' | 'query' | 'header', schema: z.ZodType | undefined) {
  if (!schema) return [];
  const s = jsonSchema(schema, 'input');
  return Object.entries(s.properties ?? {}).map(([name, property]) => ({
    name: where === 'header' ? name.replace(/(^|-)\w/g, (c) => c.toUpperCase()) : name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const problem = {
  description: 'A problem document (RFC 9457); `title` is the message code, `errors` names the fields.',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/** OpenAPI 3.1's `webhooks`: what we POST to a customer's endpoint, one entry per event type. */
function webhookDescriptions() {
  return Object.fromEntries(
    [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].map((type) => [
      type,
      {
        post: {
          summary: `The \`${type}\` event`,
          description:
            'Verify the signature before trusting the body; answer 2xx quickly. Any other answer (or none within ' +
            '10 s) is retried with growing delays for three days; a retry carries the same event id.',
          parameters: [
            {
              name: WEBHOOK_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description:
                '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`',
              schema: { type: 'string' },
            },
            {
              name: WEBHOOK_EVENT_ID_HEADER,
              in: 'header',
              required: true,
              description: "The event's id, to drop duplicates.",
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    type: { const: type },
                    created: { type: 'string', format: 'date-time' },
                    data: { type: 'object' },
                  },
                  required: ['id', 'type', 'created', 'data'],
                },
              },
            },
          },
          responses: { '2XX': { description: 'Received.' } },
        },
      },
    ]),
  );
}

export function openApiDocument(routes: readonly V1RouteDoc[], serverUrl: string, perMinute: number) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    const { schema } = r;
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(schema.response ?? {}))
      responses[status] = {
        description: status.startsWith('2') ? 'OK' : 'Refused',
        content: { 'application/json': { schema: jsonSchema(answer, 'output') } },
      };
    responses['4XX'] = problem;
    paths[path] = {
      ...paths[path],
      [r.method]: {
        summary: schema.summary,
        ...(schema.description ? { description: schema.description } : {}),
        ...(r.scope ? { 'x-scope': r.scope } : {}),
        security: [{ apiKey: r.scope ? [r.scope] : [] }],
        parameters: [
          ...parameters('path', schema.params),
          ...parameters('query', schema.querystring),
          ...parameters('header', schema.headers),
        ],
        ...(schema.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [schema.consumes?.[0] ?? 'application/json']: { schema: jsonSchema(schema.body, 'input') },
                },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Amanati business API',
      version: '1',
      description:
        'Pre-alert parcels, follow them and your money from your own systems. Authenticate with an API key made on ' +
        `the panel's Developers page: \`Authorization: Bearer amk_…\`. Each key may make ${perMinute} ` +
        'requests a minute (`RateLimit-*` headers; `429` with `Retry-After` beyond). Money is in lari as decimal strings.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'amk_… API key' } },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            type: { type: 'string', format: 'uri' },
            title: { type: 'string', description: 'The message code, e.g. `api_scope_missing`.' },
            status: { type: 'integer' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            requestId: { type: 'string' },
          },
          required: ['type', 'title', 'status'],
        },
      },
    },
    paths,
    webhooks: webhookDescriptions(),
  };
}
