/**
 * Builds an app on a fresh database for a test file: a clone of the seeded template on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set. `describe.each(testDatabases)` runs a file on both.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Overrides } from '../app-module.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { SETTLED_WITHOUT_MONEY } from '../modules/money/charging.service.ts';
import { selectedEngines, type DbKind } from './engines.ts';
import { withDatabase } from './pg-url.ts';

export type { DbKind };
export const testDatabases: DbKind[] = selectedEngines();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function openTestDatabase(
  kind: DbKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ loadDataDir: dump });
    return { database, drop: () => Promise.resolve() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `amanati_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplateName')}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(base, name), poolSize: 60 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The pool's end() settles before its connections have closed. Forcing the drop while one is still
      // closing made the server terminate it, and its client raised that as an unhandled error: wait for
      // them first (a few milliseconds), and force only what is still open after that.
      for (let waited = 0; waited < 5000; waited += 20) {
        const { rows } = await c.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `overrides`: stand-ins for outside parties (app-module.ts), made once the database and configuration
 * exist (a channel's sender needs both).
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  overrides?: (database: Database, config: Config) => Overrides,
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(kind);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: inject('testDir'),
      // Test files sign up many customers from one address; the limit's own test sets it low.
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      ...env,
    },
    { jwtSecret: randomBytes(32).toString('hex') },
  );
  const app = await buildApp({ config, database, logger: false, overrides: overrides?.(database, config) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      // Whatever the file did with money, every balance is still the sum of its ledger (issue 20).
      await expectMoneyExact(database);
      // Connections still closing when the database is dropped report 57P01: expected here.
      database.pool?.on('error', () => undefined);
      await database.close();
      await drop();
    },
  };
}

/**
 * Money is never created or destroyed: each account's balance equals the sum of its ledger rows, and every
 * settled charge points at a payment (or a correction's refund) of its own account, or was settled
 * without money. Run by every test app's `close()`, so each
 * file's payment scenarios — on both engines — end with the check, without a test having to ask for it.
 */
export async function expectMoneyExact(database: Database): Promise<void> {
  const drift = await database.query<{ axid: string; balance: string; ledger: string }>(
    `select a.axid, a.balance_tetri as balance, coalesce(sum(l.amount_tetri), 0) as ledger
       from accounts a left join ledger_entries l on l.account_id = a.id
      group by a.id having a.balance_tetri <> coalesce(sum(l.amount_tetri), 0)`,
  );
  const orphans = await database.query<{ line: string }>(
    `select il.id as line from invoice_lines il
       join invoices i on i.id = il.invoice_id
       left join ledger_entries l on l.id = il.paid_by_ledger_id
      where il.paid_by_ledger_id is not null and il.paid_by_ledger_id <> $1
        and (l.id is null or l.account_id <> i.account_id or l.kind not in ('payment', 'refund'))`,
    [SETTLED_WITHOUT_MONEY],
  );
  if (drift.length || orphans.length)
    throw new Error(
      `money is not exact: ${JSON.stringify({ balancesOffTheirLedger: drift, paidLinesWithoutTheirPayment: orphans })}`,
    );
}

/** JSON body of an injected response. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
export const body = <T = Record<string, any>>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
