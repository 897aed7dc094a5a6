/**
 * Counters kept in PostgreSQL, so every instance behind a load balancer shares them (architecture §1).
 * One upsert per hit. Two kinds share the `rate_limits` table, told apart by their keys: fixed windows
 * (`window_start` is the window's start) and back-offs (`window_start` is when the next try is allowed).
 */
import type { Database } from '../db/client.ts';

/** A back-off: `free` tries at once, then waits of `firstWaitSeconds`, doubling, at most `maxWaitSeconds`. */
export interface Backoff {
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A key left alone this long after its last wait ends starts again from nothing. */
  forgetSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit; `allowed` is false once the window holds more than `limit` hits. */
  hit(
    key: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{
    allowed: boolean;
    count: number;
    /** Seconds until the window starts again. */ resetSeconds: number;
  }>;
  /**
   * Counts a try of a back-off key unless it must still wait (then it is not counted, so hammering a
   * waiting key never lengthens its wait). Counted before the try is judged, in one atomic upsert.
   */
  backoff(key: string, rule: Backoff): Promise<{ allowed: boolean }>;
  reset(key: string): Promise<void>;
}

/**
 * Every this many counts, rows untouched for two days are deleted: over in every kind (windows are an
 * hour at most, back-offs forget a day after their wait), and names of nobody would otherwise pile up.
 */
const SWEEP_EVERY = 1000;

/** The wait after the n-th counted try, in seconds (SQL; `n` is an expression). */
const waitAfter = (n: string) =>
  `case when ${n} < $2::int then 0 else least($3::float8 * power(2, ${n} - $2::int), $4::float8) end`;

export function createDbRateLimiter(database: Database): RateLimiter {
  const fresh = `r.window_start <= now() - make_interval(secs => $5::float8)`;
  const tries = `case when ${fresh} then 1 else r.count + 1 end`;
  const backoffSql = `insert into rate_limits as r (key, window_start, count)
      values ($1, now() + make_interval(secs => ${waitAfter('1')}), 1)
    on conflict (key) do update set
      count = ${tries},
      window_start = now() + make_interval(secs => ${waitAfter(tries)})
    where r.window_start <= now()
    returning count`;
  let counted = 0;
  const sweep = async () => {
    if (++counted % SWEEP_EVERY === 0)
      await database.query(`delete from rate_limits where window_start < now() - interval '2 days'`);
  };
  return {
    async hit(key, limit, windowSeconds) {
      const rows = await database.query<{ count: number; reset: number }>(
        `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
         on conflict (key) do update set
           count = case when rate_limits.window_start <= now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
           window_start = case when rate_limits.window_start <= now() - make_interval(secs => $2) then now() else rate_limits.window_start end
         returning count,
           extract(epoch from window_start + make_interval(secs => $2) - now())::float8 as reset`,
        [key, windowSeconds],
      );
      await sweep();
      const count = Number(rows[0]?.count ?? 1);
      const resetSeconds = Math.max(1, Math.ceil(Number(rows[0]?.reset ?? windowSeconds)));
      return { allowed: count <= limit, count, resetSeconds };
    },
    async backoff(key, rule) {
      // No row comes back when the key must still wait: the upsert's condition refused the update.
      const rows = await database.query<{ count: number }>(backoffSql, [
        key,
        rule.free,
        rule.firstWaitSeconds,
        rule.maxWaitSeconds,
        rule.forgetSeconds,
      ]);
      await sweep();
      return { allowed: rows.length > 0 };
    },
    async reset(key) {
      await database.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
