/** Small pieces every back-office group shares: the schema helper's type and the admin-only guard. */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { currentAccount } from '../../plugins/auth.ts';

/** `s(tag, description)` of admin.routes.ts: tags and the bearer requirement for the OpenAPI description. */
export type SchemaOf = (tag: string, description?: string) => Record<string, unknown>;

/** Route hook (onRequest, after the scope's staff check): admins only, operators get 403. */
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  if (currentAccount(request).role !== 'admin') throw forbidden();
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\` typed by staff are literal characters in a search, not patterns. */
export const likeTerm = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
