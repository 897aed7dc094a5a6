/** Ours (issue 22 §1): the panel's Developers page — make, list and revoke API keys. */
import { apiKeyCreatedAnswer, apiKeysAnswer } from '@amanati/shared/answers/business-api';
import { createApiKeySchema } from '@amanati/shared/business-api';
import { idParam } from '@amanati/shared/admin';
import { okAnswer } from '@amanati/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { apiKeys } from '../../db/schema/index.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { ApiKeys } from './keys.service.ts';

const tags = ['developers'];

const toWire = (k: typeof apiKeys.$inferSelect) => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
});

export function keysRoutes(app: FastifyInstance, keys: ApiKeys): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const secured = { tags, security: bearer };
  r.get(
    '/api/developer/keys',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: "Ours: the account's live API keys (never the keys themselves).",
        response: { 200: apiKeysAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, keys: (await keys.list(currentAccount(req).id)).map(toWire) }),
  );
  r.post(
    '/api/developer/keys',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Ours: makes a key with a name and scopes (`parcels:read`, `parcels:write`, `webhooks`, `account:read`); the answer carries the key, the only time it is shown. 409 api_key_limit at 20 live keys.',
        body: createApiKeySchema,
        response: { 200: apiKeyCreatedAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { key, row } = await keys.create(currentAccount(req).id, req.body);
      return { success: true as const, key, apiKey: toWire(row) };
    },
  );
  r.delete(
    '/api/developer/keys/:id',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Ours: revokes a key at once, on every instance; 404 for a key that is not this account’s.',
        params: idParam,
        response: { 200: okAnswer({}), ...errorResponses },
      },
    },
    async (req) => {
      await keys.revoke(currentAccount(req).id, req.params.id);
      return { success: true as const };
    },
  );
}
