/** Opens the database: embedded PGlite by default, PostgreSQL when a URL is given; migrates on open. */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { makePrivateDir } from '../lib/storage.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs plain SQL (maintenance, tests); returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** PostgreSQL pool, when on a server (LISTEN/NOTIFY needs its own connection). */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant: instances starting together take turns to migrate. */
const MIGRATION_LOCK = 7_410_001;

// Keep numeric/bigint as strings on the wire from pg; int8 counts are parsed where used.
export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (shouldMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    }
    return {
      kind: 'postgres',
      db,
      pool,
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  // The database's files are the server user's alone (finding 17).
  if (options.dataDir) makePrivateDir(options.dataDir);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (shouldMigrate) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    pglite: client,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    close: () => client.close(),
  };
}
