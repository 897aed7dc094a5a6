/**
 * The product as an operator starts it: `packages/server/src/server.ts` in a child process (as
 * `startServerProcess` does), but with the environment under the probe's control — `NODE_ENV` and
 * `HOST` may be left unset, which that helper cannot do — and with starts that must fail reported too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../packages/server/src/test/ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'packages/server/src/server.ts');
const createAdminEntry = path.join(repoRoot, 'packages/server/src/cli/create-admin.ts');

/** Every variable the server reads: none leaks in from the shell that runs the probes. */
const SERVER_VARS =
  /^(NODE_ENV|PORT|HOST|DATA_DIR|DATABASE_URL|JWT_SECRET|PUBLIC_URL|SMTP_URL|MAIL_FROM|LOG_LEVEL|TRUST_PROXY|WEB_DIST|SEED_DEMO|RATE_LIMIT_\w+|UPLOAD\w*|GATEWAY|PAYMENT_ORDER_\w+|RATES_SOURCE|GC_\w+|S3_\w+|METRICS_\w+|INIT_CWD)$/;

function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!SERVER_VARS.test(k)) out[k] = v;
  return { ...out, ...env };
}

export interface Instance {
  url: string;
  port: number;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the server; resolves when it says it is running, rejects with its output when it exits. */
export async function startServer(env: Record<string, string>, port?: number): Promise<Instance> {
  const p = port ?? (await freePort());
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: cleanEnv({ PORT: String(p), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 120 s:\n${out.slice(-2000)}`));
    }, 120_000);
    child.stdout.on('data', () => {
      if (!out.includes('Amanati is running')) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${out.slice(-2000)}`));
    });
  });
  return {
    url: `http://127.0.0.1:${p}`,
    port: p,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Finished {
  code: number | null;
  output: string;
}

function run(entry: string, args: string[], env: Record<string, string>, stdin = ''): Promise<Finished> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repoRoot,
      env: cleanEnv(env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    child.stdin.end(stdin);
  });
}

/** A start that must be refused: its exit code and output (a start that succeeds is stopped at once). */
export async function startRefused(env: Record<string, string>): Promise<Finished & { started: boolean }> {
  try {
    const instance = await startServer(env);
    await instance.stop();
    return { code: 0, output: instance.output(), started: true };
  } catch (err) {
    return { code: 1, output: (err as Error).message, started: false };
  }
}

/** `npm run create-admin` as the command itself (the npm script runs this file). */
export const createAdmin = (args: string[], env: Record<string, string>, stdin = '') =>
  run(createAdminEntry, args, env, stdin);
