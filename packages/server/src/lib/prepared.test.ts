/**
 * Statements run on the driver itself (rawPreparedPer): on PostgreSQL their rows are read by the
 * statement's own row shape instead of node-postgres' Result. The rows must be what the driver would
 * have answered (types parsed, nulls kept, properties in order), parallel calls must each get their own
 * rows, and a failing statement must give its connection back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testDatabases } from '../test/harness.ts';
import { rawPreparedPer } from './prepared.ts';

interface Probe {
  id: number;
  label: string | null;
  amount: string | null;
  at: Date;
  flag: boolean;
  counts: Record<string, number> | null;
}

const probe = rawPreparedPer<Probe>('prepared_test_probe', (db) =>
  db
    .select({
      id: sql`g`.as('id'),
      label: sql`case when g % 2 = 0 then 'even ' || g else null end`.as('label'),
      amount: sql`case when g = 1 then null else (g * 1.25)::numeric(10, 2) end`.as('amount'),
      at: sql`timestamptz '2026-11-29 10:00:00+00' + g * interval '1 day'`.as('at'),
      flag: sql`g > ${sql.placeholder('over')}`.as('flag'),
      counts: sql`case when g = 3 then json_build_object('1', g, '2', 0) else null end`.as('counts'),
    })
    .from(sql`generate_series(1, ${sql.placeholder('upTo')}::int) as g`),
);

const failing = rawPreparedPer<{ n: number }>('prepared_test_failing', (db) =>
  db.select({ n: sql`1 / (${sql.placeholder('divisor')}::int)`.as('n') }).from(sql`(select 1) as one`),
);

describe.each(testDatabases)('statements on the driver (%s)', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers rows as the driver parses them: numbers, text, numeric as text, dates, booleans, JSON and nulls', async () => {
    const rows = await probe(database).execute({ upTo: 3, over: 1 });
    expect(rows).toEqual([
      { id: 1, label: null, amount: null, at: new Date('2026-11-30T10:00:00Z'), flag: false, counts: null },
      {
        id: 2,
        label: 'even 2',
        amount: '2.50',
        at: new Date('2026-12-01T10:00:00Z'),
        flag: true,
        counts: null,
      },
      {
        id: 3,
        label: null,
        amount: '3.75',
        at: new Date('2026-12-02T10:00:00Z'),
        flag: true,
        counts: { '1': 3, '2': 0 },
      },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'label', 'amount', 'at', 'flag', 'counts']);
  });

  it('answers no rows as an empty list, and rows of earlier calls are not shared with later ones', async () => {
    const first = await probe(database).execute({ upTo: 2, over: 0 });
    expect(await probe(database).execute({ upTo: 0, over: 0 })).toEqual([]);
    first[0]!.label = 'changed';
    const again = await probe(database).execute({ upTo: 2, over: 0 });
    expect(again[0]!.label).toBeNull();
  });

  it('keeps answering under many parallel calls, each with its own values', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => probe(database).execute({ upTo: (i % 5) + 1, over: 2 })),
    );
    answers.forEach((rows, i) => {
      expect(rows.map((r) => r.id)).toEqual(Array.from({ length: (i % 5) + 1 }, (_, j) => j + 1));
      expect(rows.map((r) => r.flag)).toEqual(rows.map((r) => r.id > 2));
    });
  });

  it('rejects with the database error when the statement fails, and the pool keeps serving', async () => {
    await expect(failing(database).execute({ divisor: 0 })).rejects.toThrow(/division by zero/);
    // More failures than the pool has connections: none may be kept from the pool.
    for (let i = 0; i < 25; i++) await expect(failing(database).execute({ divisor: 0 })).rejects.toThrow();
    expect(await failing(database).execute({ divisor: 1 })).toEqual([{ n: 1 }]);
    if (database.pool) {
      expect(database.pool.waitingCount).toBe(0);
      expect(database.pool.totalCount).toBe(database.pool.idleCount);
    }
  });
});
