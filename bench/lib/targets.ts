/** Starts bench/targets.ts in a child process and waits until its servers listen. */
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Targets {
  app: string;
  minimal: string;
  bare: string;
  jwtSecret: string;
  stop(): Promise<void>;
}

export async function startTargets(databaseUrl: string, port = 4100): Promise<Targets> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-bench-'));
  // Production configuration needs the gateway's certificate: any public key will do for a benchmark.
  const cert = path.join(dir, 'gateway.pem');
  writeFileSync(
    cert,
    generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }),
  );
  const jwtSecret = randomBytes(32).toString('hex');
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<dir> writes a V8 CPU profile of the servers (open it in Chrome's DevTools).
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, '..', 'targets.ts'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        // The sign-in benchmark signs one customer in from one address thousands of times, 50 at once:
        // the limiters still count every attempt (their cost is measured), only their ceilings are out of
        // reach (the account's counter would refuse the attempts past 10 in flight before one succeeds).
        RATE_LIMIT_SIGNIN_PER_IP: '1000000000',
        RATE_LIMIT_SIGNIN_PER_ID: '1000000000',
        JWT_SECRET: jwtSecret,
        DATA_DIR: dir,
        BENCH_CERT: cert,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = await new Promise<{ app: string; minimal: string; bare: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /\{"ready":(\{[^}]*\})\}/.exec(out);
      if (m) resolve(JSON.parse(m[1]!));
    });
    child.on('exit', (code) => reject(new Error(`targets exited with ${code}: ${out}`)));
  });
  return {
    ...ready,
    jwtSecret,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
