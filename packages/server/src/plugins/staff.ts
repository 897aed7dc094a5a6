/**
 * What every staff (back-office) route shares: the `/api/admin` prefix, the staff role guard (no token
 * 401, a customer 403), the admin-only declaration, the OpenAPI tags, and the description of form-data
 * bodies. Each domain module registers its own staff routes through `staffRoutes`; the audit row of a
 * staff action is written by the domain's service inside the action's transaction (`lib/audit.ts`).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../lib/errors.ts';
import { bearer, errorResponses, textAnswer, typed } from '../lib/http.ts';
import { currentAccount, requireRole } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admins only (operators get 403): declared once per route, see `declareAdminOnly`. */
    adminOnly?: boolean;
  }
}

/** The staff routes' prefix. */
export const STAFF_PREFIX = '/api/admin';

/** The OpenAPI extension an admin-only operation carries (tests read the role table from it). */
export const ADMIN_ONLY_EXTENSION = 'x-admin-only';

/** Route options of an admin-only route: `{ config: ADMIN_ONLY, … }`. */
export const ADMIN_ONLY = { adminOnly: true } as const;

/** Route hook (onRequest, after the scope's staff check): admins only, operators get 403. */
const adminOnly: onRequestHookHandler = (request, _reply, done) => {
  done(currentAccount(request).role === 'admin' ? undefined : forbidden());
};

/**
 * On a staff scope, before its routes: a route declared `config: ADMIN_ONLY` gets the admin guard (after
 * the scope's staff check) and `x-admin-only: true` in its OpenAPI operation — one declaration for both,
 * so the role table the tests read is the one the server enforces.
 */
function declareAdminOnly(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.adminOnly) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, adminOnly];
    route.schema = { ...route.schema, [ADMIN_ONLY_EXTENSION]: true } as typeof route.schema;
  });
}

/** Tags (`admin: <group>`), the bearer requirement and an optional description of a staff operation. */
export const staffDoc = (group: string, description?: string) => ({
  tags: [`admin: ${group}`],
  security: bearer,
  ...(description ? { description } : {}),
});

/** A staff route's answers: its 2xx contract (from the shared schemas) and the error body. */
export const answers = <T extends z.ZodType>(ok: T) => ({ 200: ok, ...errorResponses });

/** A route that answers a file: its media type and a text body, as OpenAPI describes a download. */
export const fileAnswers = (mediaType: string) => ({
  ...textAnswer(mediaType, 'The file.'),
  ...errorResponses,
});

export type StaffScope = ReturnType<typeof typed>;

/**
 * Registers one domain's staff routes under `/api/admin`, behind the staff guard (operators and admins;
 * `config: ADMIN_ONLY` narrows a route to admins).
 */
export async function staffRoutes(
  app: FastifyInstance,
  routes: (scope: StaffScope) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requireRole(app, ['operator', 'admin']));
      declareAdminOnly(scope);
      await routes(typed(scope));
    },
    { prefix: STAFF_PREFIX },
  );
}

/**
 * Route config of a route that takes JSON, or form data with `file` and `inputs` (the same JSON, as text).
 * The handler reads and validates the body itself (Fastify does not parse form data), so the body is only
 * described: both media types in the OpenAPI request body, validation untouched.
 */
export function formBody(inputs: z.ZodType, file: string): { swaggerTransform: SwaggerTransform } {
  return {
    swaggerTransform: (doc) => {
      const out = jsonSchemaTransform(doc) as { schema: Record<string, unknown>; url: string };
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
