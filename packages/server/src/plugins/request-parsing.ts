/**
 * How requests are read: only JSON and form data (plain text is refused as an unsupported type), an
 * empty JSON body is no body, zod validates and serialises, and requests the router cannot even parse
 * still get our error body.
 */
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '@amanati/shared/messages';
import { answersProblems, asProblem, PROBLEM_CONTENT_TYPE } from '../lib/problem.ts';

/** Fastify's options for unparseable requests (a bad %-escape, a parameter too long). */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_ROUTE_PARAMS_TOO_LONG' || error.code === 'FST_ERR_PARAMS_TOO_LONG';
  const status = tooLong ? 414 : 400;
  const body = { success: false, message: MSG.invalidValue, requestId: request.id };
  // No hooks run for a request the router refused: the request id is added here (plugins/request-id.ts),
  // and the business API's problem document too.
  const r = (reply as FastifyReply).status(status).header('x-request-id', request.id);
  if (answersProblems(request.url))
    void r.header('content-type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(asProblem(status, body)));
  else void r.send(body);
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, malformed request
 * lines, header timeouts) get our error body too, not Fastify's own JSON.
 */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (error, socket) => {
  if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
  const code = (error as NodeJS.ErrnoException).code;
  const [status, reason, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.payloadTooLarge]
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.invalidValue]
        : [400, 'Bad Request', MSG.invalidValue];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
};

export function registerRequestParsing(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Clients POST some calls (payall, delete) with a JSON content type and no body: that is an empty body, not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    if (typeof raw === 'string' && raw.trim() === '') return done(null, undefined);
    // The default parser answers through `done`; its type also admits a parser that returns a promise.
    void jsonParser(request, raw as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
