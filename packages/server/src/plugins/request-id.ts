/**
 * One id per request, to find a client's failure in the logs: an incoming `x-request-id` (from a load
 * balancer or the client) is kept when it is short and plain, otherwise a new one is made. Every log line
 * Fastify writes for the request carries it as `requestId`, the answer returns it as `x-request-id`, and
 * every error answer (`success: false`) carries it as `requestId`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `-_.:`, at most 64: nothing that could forge a log line or a header. */
const SANE_ID = /^[\w.:-]{1,64}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Fastify's own options: our id rule instead of its counter (which repeats across instances and restarts). */
export const requestIdOptions = {
  genReqId: requestIdOf,
  // Fastify would take the header as it comes; `requestIdOf` checks it first.
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
} satisfies Partial<FastifyServerOptions>;

export function registerRequestId(app: FastifyInstance): void {
  // On the raw response, so a hijacked answer (the notification stream) carries it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Every error body in one place: the error handler, the not-found answer and the router's own refusals.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) {
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
      return done(null, { ...payload, requestId: request.id });
    }
    done(null, payload);
  });
}

function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false
  );
}
