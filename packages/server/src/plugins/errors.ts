/** One place that turns every failure into the wire contract: 4xx `{success:false, message, errors?}`, never a leaked 5xx. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@amanati/shared/messages';
import { AppError, fieldErrors } from '../lib/errors.ts';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.invalidValue },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_ERR_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MSG.unsupportedMediaType },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.invalidJson },
  FST_ERR_VALIDATION: { status: 400, message: MSG.fillAllFields },
};

/** Schema validation failures (Fastify's shape) as the wire's per-field message codes. */
export function validationFieldErrors(
  validation: readonly { instancePath: string; message?: string }[],
): ReturnType<typeof fieldErrors> {
  return fieldErrors(
    validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' })),
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.code, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        success: false,
        message: MSG.fillAllFields,
        errors: validationFieldErrors(error.validation),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: MSG.internalError });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const byStatus: Record<number, string> = {
        401: MSG.unauthorized,
        403: MSG.forbidden,
        404: MSG.notFound,
        413: MSG.payloadTooLarge,
        415: MSG.unsupportedMediaType,
        429: MSG.tooManyRequests,
      };
      return reply.status(status).send({ success: false, message: byStatus[status] ?? MSG.invalidValue });
    }
    // Text PostgreSQL cannot store (a NUL byte from a path or body) is bad input, not a server failure.
    const cause = error.cause as { code?: unknown } | undefined;
    const sqlState = typeof cause?.code === 'string' ? cause.code : error.code;
    if (sqlState === '22021' || sqlState === '22P05') {
      return reply.status(400).send({ success: false, message: MSG.invalidValue });
    }
    // A body the client aborted or a malformed multipart stream is the client's fault, not ours.
    if (/multipart|boundary|Unexpected end of form|aborted/i.test(error.message)) {
      return reply.status(400).send({ success: false, message: MSG.invalidValue });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.internalError });
  });
}
