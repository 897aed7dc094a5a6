/** Small shared pieces of route definitions: the error body and typed route registration. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the `x-request-id` header), to find it in the server's log. */
  requestId: z.string().optional(),
});

/** Documented failure answers, shared by every route. */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

export { okAnswer as okBody } from '@amanati/shared/wire';

export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** A 2xx answer that is not JSON (a file, XML, an event stream): its media type, a text body. */
export const textAnswer = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: z.string() } } },
});

/** A bearer-token requirement, for the OpenAPI description. */
export const bearer = [{ bearerAuth: [] }];
