/**
 * Small pieces every back-office group shares: the schema helper's type, the admin-only declaration and
 * guard, the OpenAPI description of form-data bodies, and the literal search term.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { currentAccount } from '../../plugins/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admins only (operators get 403): declared once per route, see `declareAdminOnly`. */
    adminOnly?: boolean;
  }
}

/** `s(tag, description)` of admin.routes.ts: tags and the bearer requirement for the OpenAPI description. */
export type SchemaOf = (tag: string, description?: string) => Record<string, unknown>;

/** Route hook (onRequest, after the scope's staff check): admins only, operators get 403. */
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  if (currentAccount(request).role !== 'admin') throw forbidden();
};

/** The OpenAPI extension an admin-only operation carries (tests read the role table from it). */
export const ADMIN_ONLY_EXTENSION = 'x-admin-only';

/** Route options of an admin-only route: `{ config: ADMIN_ONLY, … }`. */
export const ADMIN_ONLY = { adminOnly: true } as const;

/**
 * On the staff scope, before its routes: a route declared `config: ADMIN_ONLY` gets the admin guard (after
 * the scope's staff check) and `x-admin-only: true` in its OpenAPI operation — one declaration for both, so
 * the role table the tests read is the one the server enforces.
 */
export function declareAdminOnly(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.adminOnly) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, adminOnly as onRequestHookHandler];
    route.schema = { ...route.schema, [ADMIN_ONLY_EXTENSION]: true } as typeof route.schema;
  });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\` typed by staff are literal characters in a search, not patterns. */
export const likeTerm = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Route config of a route that takes JSON, or form data with `file` and `inputs` (the same JSON, as text).
 * The handler reads and validates the body itself (Fastify does not parse form data), so the body is only
 * described: both media types in the OpenAPI request body, validation untouched.
 */
export function formBody(inputs: z.ZodType, file: string): { swaggerTransform: SwaggerTransform } {
  return {
    swaggerTransform: (doc) => {
      const out = jsonSchemaTransform(doc as never) as { schema: Record<string, unknown>; url: string };
      const json = z.toJSONSchema(inputs, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
      const body = {
        content: {
          'application/json': { schema: json },
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['inputs'],
              properties: {
                file: { type: 'string', format: 'binary', description: file },
                inputs: {
                  type: 'string',
                  description: 'The same JSON as the application/json body, as text.',
                },
              },
            },
          },
        },
      };
      return { ...out, schema: { ...out.schema, body } };
    },
  };
}
