import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testDatabases } from '../test/harness.ts';
import { createDbRateLimiter, type RateLimiter } from './rate-limit.ts';

describe.each(testDatabases)('rate limiter on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let limiter: RateLimiter;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    limiter = createDbRateLimiter(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const rule = { free: 2, firstWaitSeconds: 10, maxWaitSeconds: 30, forgetSeconds: 3600 };
  const waitPasses = (key: string) =>
    database.query(`update rate_limits set window_start = now() where key = $1`, [key]);

  it('a back-off lets the free tries through, then one try per wait; waiting tries are not counted', async () => {
    const key = 'test:backoff';
    const tries = async (n: number) => {
      const out: boolean[] = [];
      for (let i = 0; i < n; i++) out.push((await limiter.backoff(key, rule)).allowed);
      return out;
    };
    expect(await tries(5)).toEqual([true, true, false, false, false]);
    const [row] = await database.query<{ count: number }>(`select count from rate_limits where key = $1`, [
      key,
    ]);
    expect(Number(row!.count)).toBe(2);
    await waitPasses(key);
    expect(await tries(2)).toEqual([true, false]);
    await limiter.reset(key);
    expect(await tries(2)).toEqual([true, true]);
  });

  it('a back-off starts again once left alone past its forget time', async () => {
    const key = 'test:forget';
    for (let i = 0; i < 3; i++) await limiter.backoff(key, rule);
    expect((await limiter.backoff(key, rule)).allowed).toBe(false);
    await database.query(`update rate_limits set window_start = now() - interval '2 hours' where key = $1`, [
      key,
    ]);
    const [row] = await database.query<{ count: number }>(`select count from rate_limits where key = $1`, [
      key,
    ]);
    expect(Number(row!.count)).toBe(2);
    expect((await limiter.backoff(key, rule)).allowed).toBe(true);
    const [after] = await database.query<{ count: number }>(`select count from rate_limits where key = $1`, [
      key,
    ]);
    expect(Number(after!.count)).toBe(1);
  });

  it('deletes rows nobody has touched for two days, now and then', async () => {
    await database.query(
      `insert into rate_limits (key, window_start, count) values ('test:stale', now() - interval '3 days', 5),
        ('test:recent', now() - interval '1 day', 5)`,
    );
    for (let i = 0; i < 1000; i++) await limiter.hit(`test:sweep:${i % 7}`, 10, 60);
    const keys = (
      await database.query<{ key: string }>(
        `select key from rate_limits where key in ('test:stale', 'test:recent')`,
      )
    ).map((r) => r.key);
    expect(keys).toEqual(['test:recent']);
  });
});
