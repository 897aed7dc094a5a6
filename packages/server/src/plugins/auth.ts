/** Bearer-token authentication and role checks; handlers read `request.account`. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@amanati/shared/constants';
import { accounts, revokedTokens } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { AppContext } from '../context.ts';
import { listen, type Stop } from '../lib/pg-listen.ts';

export interface AuthAccount {
  id: string;
  axid: string;
  role: Role;
  tokenVersion: number;
}

/** The bearer token a request was resolved with: what signing out revokes, and the session's kind. */
export interface AuthToken {
  id: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
    authToken: AuthToken | null;
  }
}

/**
 * Announced on commit, with the account's id, whenever its token version or role changes or one of its
 * tokens is signed out (see accounts.repo): every instance drops what it cached about the account, and
 * anything holding a token of it (a live stream) should check that token again.
 */
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
  app.decorateRequest('authToken', null);
  // The account's row and the ids of its signed-out tokens that have not expired yet.
  const cache = new Map<string, { entry: Entry; until: number }>();
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

  async function lookup(id: string): Promise<Entry | undefined> {
    const hit = cache.get(id);
    if (hit && hit.until > Date.now()) return hit.entry;
    const before = generation.get(id) ?? 0;
    // One round trip: the row and its signed-out token ids (few: only tokens not yet expired).
    const [found] = await ctx.database.db
      .select({
        id: accounts.id,
        axid: accounts.axid,
        role: accounts.role,
        tokenVersion: accounts.tokenVersion,
        revoked: sql<string | null>`(select string_agg(${revokedTokens.tokenId}, ' ') from ${revokedTokens}
          where ${revokedTokens.accountId} = ${accounts.id} and ${revokedTokens.expiresAt} > now())`,
      })
      .from(accounts)
      .where(eq(accounts.id, id))
      .limit(1);
    if (!found) return undefined;
    const { revoked, ...row } = found;
    const entry: Entry = { row, revoked: revoked ? new Set(revoked.split(' ')) : null };
    if ((generation.get(id) ?? 0) === before) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(id, { entry, until: Date.now() + CACHE_TTL_MS });
    }
    return entry;
  }

  /** Resolves the token, if any; a revoked, signed-out or unknown one counts as none. */
  app.decorate('resolveAccount', async (request: FastifyRequest): Promise<AuthAccount | null> => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return null;
    const claims = await ctx.tokens.verify(header.slice(7).trim());
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const entry = await lookup(claims.sub);
    if (!entry || entry.row.tokenVersion !== claims.tv || entry.revoked?.has(claims.id)) return null;
    request.authToken = { id: claims.id, expiresAt: claims.expiresAt, remember: claims.remember };
    return entry.row;
  });
}

interface Entry {
  row: AuthAccount;
  revoked: Set<string> | null;
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

/** The token the signed-in account used, inside a handler guarded by requireAccount. */
export function currentToken(request: FastifyRequest): AuthToken {
  if (!request.authToken) throw unauthorized();
  return request.authToken;
}
