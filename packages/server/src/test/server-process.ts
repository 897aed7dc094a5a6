/**
 * The real server (`src/server.ts`) in a child process, as an operator runs it: for tests that must
 * kill it (SIGKILL), restart it on the same data, or load it over real sockets. PGlite keeps its data
 * in the given directory; with `databaseUrl` it runs on PostgreSQL instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { DbKind } from './engines.ts';
import { withDatabase } from './pg-url.ts';
import { freePort } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

export interface ServerProcess {
  url: string;
  output: () => string;
  /** The exit code once the process has ended (null while it runs or when a signal ended it). */
  exitCode: () => number | null;
  /** Ends the process: SIGKILL gives it no chance to flush or close anything. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Serve the built web app (`packages/web/dist`, as in production); without it, no web app at all. */
  web?: boolean;
  env?: Record<string, string>;
}

export async function startServerProcess(opts: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      // Load and journeys sign up many customers from loopback: the per-address sign-up limit is not theirs to meet.
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      // Journeys of the API need no web build; an absent one must not matter.
      ...(opts.web ? {} : { WEB_DIST: path.join(opts.dataDir, 'no-web') }),
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const check = () => {
      if (!out.includes('Amanati is running')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exitCode: () => child.exitCode,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** An empty PostgreSQL database for one test (the server migrates and seeds it), and its removal. */
export async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `amanati_r_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  return { url: withDatabase(base, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** JSON over real HTTP, with the bearer token when given. */
export async function http<T = Record<string, unknown>>(
  base: string,
  pathAndQuery: string,
  opts: { token?: string; body?: unknown; method?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + pathAndQuery, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body: parsed as T };
}

/**
 * A suite's server processes on one engine: a data directory and, on PostgreSQL, a fresh database
 * (created at the first start), the running server, and all of it removed after the suite. `start`
 * replaces the previous process (which must have exited), on the same data.
 */
export function serverOnEngine(kind: DbKind, name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `amanati-${name}-`));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let current: ServerProcess | undefined;
  afterAll(async () => {
    await current?.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async start(env?: Record<string, string>): Promise<ServerProcess> {
      if (kind === 'postgres') database ??= await freshPostgres(process.env.TEST_DATABASE_URL!);
      current = await startServerProcess({ dataDir, databaseUrl: database?.url, env });
      return current;
    },
  };
}
