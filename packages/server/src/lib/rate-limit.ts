/**
 * Fixed-window counters kept in PostgreSQL, so every instance behind a load balancer shares them
 * (architecture §1). One upsert per hit.
 */
import type { Database } from '../db/client.ts';

export interface RateLimiter {
  /** Counts a hit; `allowed` is false once the window holds more than `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; count: number }>;
  reset(key: string): Promise<void>;
}

export function createDbRateLimiter(database: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const rows = await database.query<{ count: number }>(
        `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
         on conflict (key) do update set
           count = case when rate_limits.window_start <= now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
           window_start = case when rate_limits.window_start <= now() - make_interval(secs => $2) then now() else rate_limits.window_start end
         returning count`,
        [key, windowSeconds],
      );
      const count = Number(rows[0]?.count ?? 1);
      return { allowed: count <= limit, count };
    },
    async reset(key) {
      await database.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
