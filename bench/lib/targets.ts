/** Starts bench/targets.ts once per server (the real app, the minimal route, the bare route), each in its own process, and waits until they listen. */
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Targets {
  app: string;
  minimal: string;
  bare: string;
  jwtSecret: string;
  stop(): Promise<void>;
}

/**
 * The Node flags production starts the server with (the words before `--import` in packages/server's
 * `start` script, e.g. the young generation's size): every target runs with them, so the comparison
 * is between the code alone, on the runtime settings the product runs on.
 */
function productionNodeFlags(): string[] {
  const pkg = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'packages', 'server', 'package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const end = words.indexOf('--import');
  return words.slice(1, end < 0 ? 1 : end).filter((word) => word.startsWith('--'));
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
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // The sign-in benchmark signs one customer in from one address thousands of times, 50 at once:
    // the limiters still count every attempt (their cost is measured), only their ceilings are out of
    // reach (the account's counter would refuse the attempts past 10 in flight before one succeeds).
    RATE_LIMIT_SIGNIN_PER_IP: '1000000000',
    RATE_LIMIT_SIGNIN_PER_ID: '1000000000',
    JWT_SECRET: jwtSecret,
    DATA_DIR: dir,
    BENCH_CERT: cert,
  };
  const nodeFlags = productionNodeFlags();
  const start = (target: 'app' | 'minimal' | 'bare', targetPort: number) => {
    const child = spawn(
      process.execPath,
      [
        // BENCH_PROFILE=<dir> writes a V8 CPU profile of each server (open it in Chrome's DevTools).
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
        ...nodeFlags,
        '--import',
        'tsx',
        path.join(import.meta.dirname, '..', 'targets.ts'),
      ],
      { env: { ...env, TARGET: target, PORT: String(targetPort) }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const ready = new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += String(d);
        const m = /\{"ready":"([^"]+)"\}/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`${target} target exited with ${code}: ${out}`)));
    });
    const stop = () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    return { ready, stop };
  };
  const children = [start('app', port), start('minimal', port + 1), start('bare', port + 2)];
  const stopAll = () => Promise.all(children.map((c) => c.stop())).then(() => undefined);
  const [app, minimal, bare] = await Promise.all(children.map((c) => c.ready)).catch(async (error) => {
    await stopAll();
    throw error;
  });
  return {
    app: app!,
    minimal: minimal!,
    bare: bare!,
    jwtSecret,
    stop: stopAll,
  };
}
