/**
 * `/api/v1` (issue 22 §2): the business API beside §7's, in the conventions integrators know — a key
 * in `Authorization: Bearer amk_…`, scopes per route, errors as `application/problem+json` (RFC 9457)
 * carrying the same message and field codes as the panel, and a rate limit per key announced in
 * `RateLimit-*` headers with `Retry-After` on 429.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiScope } from '@amanati/shared/business-api';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { answersProblems, asProblem, PROBLEM_CONTENT_TYPE } from '../../lib/problem.ts';
import type { ApiCaller, ApiKeys } from './keys.service.ts';
import { docsPage } from './v1-docs-page.ts';
import { openApiDocument, routeDoc, type V1RouteDoc } from './v1-openapi.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}

/** What every `/api/v1` route's OpenAPI entry carries: its group, the key it needs, a one-line summary. */
export const v1Route = (summary: string) => ({
  tags: ['business API v1'],
  security: [{ apiKey: [] }],
  summary,
});

/** Requests per key and minute. */
export const V1_REQUESTS_PER_MINUTE = 120;

/** The key's caller inside a `/api/v1` handler (the scope hook has run). */
export function apiCaller(req: FastifyRequest): ApiCaller {
  if (!req.apiCaller) throw unauthorized();
  return req.apiCaller;
}

/** onRequest hook of a route that needs a scope; it carries the scope for the OpenAPI document. */
export function needs(scope: ApiScope) {
  const hook = (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
    done(apiCaller(req).scopes.includes(scope) ? undefined : new AppError(403, MSG.apiScopeMissing));
  };
  return Object.assign(hook, { scope });
}

export async function registerV1(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'rateLimiter'>,
  keys: ApiKeys,
  routes: (v1: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  const documented: V1RouteDoc[] = [];
  // Errors leave as problem documents; the codes are the panel's, so one translation table serves both.
  // On the root, not in the plugin: a path the router cannot match (a malformed escape, an over-long
  // segment) is answered before any /api/v1 route is chosen, and must still be a problem document.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !answersProblems(req.url))
      return done(null, payload);
    try {
      const body = JSON.parse(payload) as {
        message?: string;
        errors?: Record<string, string>;
        requestId?: string;
      };
      reply.header('content-type', PROBLEM_CONTENT_TYPE);
      done(null, JSON.stringify(asProblem(reply.statusCode, body)));
    } catch {
      done(null, payload);
    }
  });
  await app.register(
    async (v1) => {
      v1.decorateRequest('apiCaller', null);
      v1.addHook('onRoute', (route) => {
        const doc = routeDoc(route);
        if (doc) documented.push({ ...doc, url: doc.url.replace(/^\/api\/v1/, '') });
      });
      v1.addHook('onRequest', async (req, reply) => {
        const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const caller = key ? await keys.authenticate(key) : null;
        if (!caller) throw unauthorized();
        const hit = await ctx.rateLimiter.hit(`api:v1:${caller.keyId}`, V1_REQUESTS_PER_MINUTE, 60);
        reply.header('RateLimit-Limit', V1_REQUESTS_PER_MINUTE);
        reply.header('RateLimit-Remaining', Math.max(0, V1_REQUESTS_PER_MINUTE - hit.count));
        reply.header('RateLimit-Reset', hit.resetSeconds);
        if (!hit.allowed) {
          reply.header('Retry-After', hit.resetSeconds);
          throw new AppError(429, MSG.tooManyRequests);
        }
        req.apiCaller = caller;
      });
      await routes(v1);
    },
    { prefix: '/api/v1' },
  );
  // The description is public, like any API reference: no key needed to read how to use one.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const described = () =>
    (document ??= openApiDocument(documented, `${ctx.config.publicUrl}/api/v1`, V1_REQUESTS_PER_MINUTE));
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => described());
  app.get('/api/v1/docs', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(described())),
  );
}
