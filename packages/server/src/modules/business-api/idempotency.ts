/**
 * `Idempotency-Key` for `/api/v1` creations (issue 22 §2), in the conventions of payment APIs: the
 * same key with the same request answers what the first one answered; with another request it is
 * refused (422). The key row is inserted first in the creation's own transaction: a parallel request
 * with the same key blocks on that row until the first commits, then reads its answer — so twenty
 * parallel retries make one parcel. A refused creation rolls back with its key, so a fixed retry may
 * use the key again.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Objects with sorted keys, so `{a,b}` and `{b,a}` are one request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');

/** The header's key, or undefined when none was sent; a malformed key is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key))
    throw badRequest(MSG.idempotencyKeyInvalid, { 'Idempotency-Key': MSG.idempotencyKeyInvalid });
  return key;
}

/**
 * Runs `create` once per (account, key): returns its answer, or the stored answer of the request that
 * came first with this key. `create` runs in the same transaction as the key's row.
 */
export async function once<T>(
  db: Db,
  accountId: string,
  key: string | undefined,
  hash: string,
  create: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  if (!key) return { ...(await db.transaction(create)), replayed: false };
  return db.transaction(async (tx) => {
    // Waits for a parallel holder of this key to commit (or roll back) before deciding.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash: hash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [held] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
      if (!held) throw new AppError(409, MSG.idempotencyKeyInUse);
      if (held.requestHash !== hash) throw new AppError(422, MSG.idempotencyKeyReused);
      return { status: held.statusCode, body: held.response as T, replayed: true };
    }
    const answer = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body })
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

/** Forgets keys older than `IDEMPOTENCY_KEY_HOURS` (the hourly `idempotency_keys` job). */
export async function forgetOldIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
