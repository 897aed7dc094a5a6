/**
 * API keys (issue 22 §1): made by a customer for their own systems, shown once, stored as a SHA-256.
 * A key is checked against the database on every request, so revoking it stops it at once on every
 * instance; "last used" is written at most once a minute per key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  MAX_API_KEYS,
  type ApiScope,
  type CreateApiKeyInput,
} from '@amanati/shared/business-api';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { accounts, apiKeys } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface ApiCaller {
  keyId: string;
  accountId: string;
  scopes: ApiScope[];
}

export function createApiKeys(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    list(accountId: string) {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt));
    },

    async create(accountId: string, input: CreateApiKeyInput) {
      // 32 random bytes: the key is a bearer secret, as strong as a session token.
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        // One customer at a time, so two parallel creations cannot pass the cap together.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [live] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
        if ((live?.n ?? 0) >= MAX_API_KEYS) throw conflict(MSG.apiKeyLimit);
        const [row] = await tx
          .insert(apiKeys)
          .values({
            accountId,
            name: input.name,
            prefix: key.slice(0, API_KEY_PREFIX.length + 6),
            keyHash: hashOf(key),
            scopes: input.scopes,
          })
          .returning();
        return { key, row: row! };
      });
    },

    async revoke(accountId: string, id: string) {
      const done = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (done.length === 0) throw notFound();
    },

    /** The caller a presented key stands for, or null for an unknown or revoked key. */
    async authenticate(key: string): Promise<ApiCaller | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
      const [row] = await db
        .select({
          id: apiKeys.id,
          accountId: apiKeys.accountId,
          scopes: apiKeys.scopes,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashOf(key)), isNull(apiKeys.revokedAt)));
      // A busy key must not turn every read into a row write: "last used" is kept to the minute.
      if (row && (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000))
        await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
      return row ? { keyId: row.id, accountId: row.accountId, scopes: row.scopes as ApiScope[] } : null;
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
