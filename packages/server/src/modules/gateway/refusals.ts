/**
 * Refused gateway callbacks, bounded (security review finding 2). Anyone on the internet can call
 * `/registerPayment`, so a refusal must cost us neither a row, nor kilobytes of log, nor a 5xx per call:
 *
 * - Every value we store or log is cut to VALUE_MAX characters, the audit row's entity id too (it is
 *   indexed: a 3.5 KB id overflowed the btree and answered 500).
 * - Refusals are counted, not stored one row each: one audit row per (entity, entity id, reason, hour)
 *   whose `count` grows, with the first call's values as a sample and the last call's time. An unsigned
 *   caller's entity is its address, a signed callback's is its order, so rows grow with callers and
 *   orders, never with calls. Counting in the audit row itself (rather than in a counter table) keeps the
 *   back office's audit view showing them as before, and needs no schema change.
 * - An address whose unsigned calls keep being refused is limited (REFUSED_PER_ADDRESS, in the gateway
 *   service); signed callbacks are never limited, so the real gateway cannot be shut out.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { auditLog } from '../../db/schema/index.ts';

export const REFUSAL_ACTION = 'gateway.callback_refused';
/** Long enough for any genuine value (ids are ≤ 64 characters), far below the index's row limit. */
export const VALUE_MAX = 200;
/** Unsigned (or not allow-listed) calls refused per address and minute before we answer 429 unread. */
export const REFUSED_PER_ADDRESS = { limit: 30, windowSeconds: 60 };
const COUNT_WINDOW_MS = 3_600_000;

// JSON cannot carry a lone surrogate into jsonb, nor PostgreSQL text a NUL: both would be a 5xx.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value safe to store and log: at most `max` characters, no NUL, no half of a surrogate pair. */
export function cut(value: string, max = VALUE_MAX): string {
  const short = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return short.replace(/\0/g, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Every value of a refusal's details cut; what is not a string, number or boolean is dropped. */
export function bounded(data: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(data).slice(0, 20)) {
    if (typeof value === 'string') out[cut(key, 40)] = cut(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[cut(key, 40)] = value;
  }
  return out;
}

export interface Refusal {
  /** `gateway_caller` (entity id: the caller's address) or `payment_order` (entity id: the order). */
  entity: 'gateway_caller' | 'payment_order';
  entityId: string;
  reason: string;
  /** The call's values, kept (cut) from the first refusal of the hour. */
  data: Record<string, unknown>;
}

/** Counts a refusal in its hour's audit row, making the row at the first one. */
export async function countRefusal(db: Db, refusal: Refusal, now = new Date()): Promise<void> {
  const entityId = cut(refusal.entityId);
  const reason = cut(refusal.reason);
  const window = new Date(Math.floor(now.getTime() / COUNT_WINDOW_MS) * COUNT_WINDOW_MS).toISOString();
  const lastAt = now.toISOString();
  await db.transaction(async (tx) => {
    // One row per key across instances: whoever holds the lock finds the row or makes it.
    const key = `${REFUSAL_ACTION}|${refusal.entity}|${entityId}|${reason}|${window}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [counted] = await tx
      .update(auditLog)
      .set({
        data: sql`${auditLog.data} || jsonb_build_object('count', coalesce((${auditLog.data}->>'count')::bigint, 1) + 1, 'lastAt', ${lastAt}::text)`,
      })
      .where(
        and(
          eq(auditLog.entity, refusal.entity),
          eq(auditLog.entityId, entityId),
          eq(auditLog.action, REFUSAL_ACTION),
          sql`${auditLog.data}->>'reason' = ${reason}`,
          sql`${auditLog.data}->>'window' = ${window}`,
        ),
      )
      .returning({ id: auditLog.id });
    if (counted) return;
    await tx.insert(auditLog).values({
      action: REFUSAL_ACTION,
      entity: refusal.entity,
      entityId,
      data: { ...bounded(refusal.data), reason, count: 1, window, lastAt },
    });
  });
}

/** An IPv4 address may reach a dual-stack socket as `::ffff:a.b.c.d`; allow-lists name it plainly. */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether a caller may call a gateway's callbacks: an empty allow-list admits anyone. */
export const addressAllowed = (allowedIps: readonly string[], ip: string) =>
  !allowedIps.length || allowedIps.map(plainAddress).includes(plainAddress(ip));

/**
 * The two kinds of refusal a gateway callback meets, for any gateway (`source` names it in the log and the
 * limiter's key).
 */
export function callbackRefusals(db: Db, rateLimiter: RateLimiter, source: string) {
  /** A refusal of a call that carried the gateway's credentials or signature: counted per order. */
  const rejected = async (
    reason: string,
    data: { orderId: string } & Record<string, unknown>,
    log: FastifyBaseLogger,
  ): Promise<void> => {
    log.warn({ [source]: bounded(data), reason }, `${source} callback refused`);
    await countRefusal(db, { entity: 'payment_order', entityId: data.orderId, reason, data });
  };

  /**
   * A refusal of a call anyone could have made (no valid signature, or from outside the allow-list):
   * counted per caller address, and past REFUSED_PER_ADDRESS a minute answered `limited` without a write
   * beyond the limiter's counter or a log line (one notes that the limit was reached).
   */
  const refusedCaller = async <A>(
    ip: string,
    reason: string,
    data: Record<string, unknown>,
    log: FastifyBaseLogger,
    answers: { refused: A; limited: A },
  ): Promise<A> => {
    const caller = cut(plainAddress(ip));
    const { limit, windowSeconds } = REFUSED_PER_ADDRESS;
    const hit = await rateLimiter.hit(`${source}:refused:${caller}`, limit, windowSeconds);
    if (!hit.allowed) {
      if (hit.count === limit + 1) {
        log.warn({ caller, limit, windowSeconds }, `${source} callbacks refused: address rate-limited`);
        await countRefusal(db, { entity: 'gateway_caller', entityId: caller, reason: 'rate limited', data });
      }
      return answers.limited;
    }
    log.warn({ [source]: bounded(data), reason, caller }, `${source} callback refused`);
    await countRefusal(db, { entity: 'gateway_caller', entityId: caller, reason, data });
    return answers.refused;
  };

  return { rejected, refusedCaller };
}
