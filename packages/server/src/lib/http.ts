/** Small shared pieces of route definitions: the error body and typed route registration. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Documented failure answers, shared by every route. */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

export const okBody = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** A bearer-token requirement, for the OpenAPI description. */
export const bearer = [{ bearerAuth: [] }];
