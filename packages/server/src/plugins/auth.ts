/** Bearer-token authentication and role checks; handlers read `request.account`. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '@amanati/shared/constants';
import { accounts } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { AppContext } from '../context.ts';
import { listen, type Stop } from '../lib/pg-listen.ts';

export interface AuthAccount {
  id: string;
  axid: string;
  role: Role;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
  }
}

/** Announced on commit whenever an account's token version or role changes (see accounts.repo). */
export const ACCOUNT_CHANNEL = 'amanati_accounts';
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 50_000;

/**
 * Every request checks its token's version against the account: the answer is cached per process and
 * dropped the moment any instance changes the account (LISTEN/NOTIFY), so a revoked token stops working
 * at once everywhere; the TTL bounds staleness if a notification were ever lost.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('account', null);
  const cache = new Map<string, { row: AuthAccount; until: number }>();
  // Bumped on every invalidation: a lookup that raced with a change never caches the stale row.
  const generation = new Map<string, number>();
  const invalidate = (id: string) => {
    cache.delete(id);
    generation.set(id, (generation.get(id) ?? 0) + 1);
    if (generation.size > CACHE_MAX) generation.delete(generation.keys().next().value!);
  };
  let stop: Stop | undefined;
  // This instance forgets at once after its own change commits; NOTIFY reaches the others (and this one)
  // a moment later, so a request right after a password change never sees the cached old version.
  app.decorate('forgetAccount', invalidate);
  app.addHook('onReady', async () => {
    stop = await listen(ctx.database, ACCOUNT_CHANNEL, invalidate, app.log);
  });
  app.addHook('onClose', async () => stop?.());

  async function lookup(id: string): Promise<AuthAccount | undefined> {
    const hit = cache.get(id);
    if (hit && hit.until > Date.now()) return hit.row;
    const before = generation.get(id) ?? 0;
    const [row] = await ctx.database.db
      .select({
        id: accounts.id,
        axid: accounts.axid,
        role: accounts.role,
        tokenVersion: accounts.tokenVersion,
      })
      .from(accounts)
      .where(eq(accounts.id, id))
      .limit(1);
    if (row && (generation.get(id) ?? 0) === before) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(id, { row, until: Date.now() + CACHE_TTL_MS });
    }
    return row;
  }

  /** Resolves the token, if any; a revoked or unknown one counts as none. */
  app.decorate('resolveAccount', async (request: FastifyRequest): Promise<AuthAccount | null> => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return null;
    const claims = await ctx.tokens.verify(header.slice(7).trim());
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const row = await lookup(claims.sub);
    if (!row || row.tokenVersion !== claims.tv) return null;
    return row;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    resolveAccount(request: FastifyRequest): Promise<AuthAccount | null>;
    /** Drops this process's cached token version of an account (call after the change commits). */
    forgetAccount(id: string): void;
  }
}

/** Route hook (used as onRequest, before the body is read): any signed-in account. */
export function requireAccount(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.account = await app.resolveAccount(request);
    if (!request.account) throw unauthorized();
  };
}

/** Route hook (onRequest): staff only (401 without a token, 403 for a customer). */
export function requireRole(app: FastifyInstance, roles: readonly Role[]) {
  return async (request: FastifyRequest) => {
    request.account = await app.resolveAccount(request);
    if (!request.account) throw unauthorized();
    if (!roles.includes(request.account.role)) throw forbidden();
  };
}

/** The signed-in account inside a handler guarded by requireAccount. */
export function currentAccount(request: FastifyRequest): AuthAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}
