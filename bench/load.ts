/**
 * The full-length load run of issue 9 §4: the resilience load test (200 clients on the main customer
 * routes of the real server) for a minute instead of the 10 s `npm test` gives it, on PGlite and — with
 * TEST_DATABASE_URL — PostgreSQL. Fails as the test does on any error, timeout or non-2xx answer.
 * Usage: npm run bench:load   (writes bench/results/load.md)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machine } from './lib/machine.ts';

const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const figures = path.join(dir, 'load.txt');
rmSync(figures, { force: true });

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'resilience', 'packages/server/src/resilience/load.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RESILIENCE_LOAD_SECONDS: String(SECONDS), LOAD_REPORT: figures },
  },
);
const lines = existsSync(figures)
  ? readFileSync(figures, 'utf8').trim().split('\n')
  : ['no figures: the test did not finish'];
writeFileSync(
  path.join(dir, 'load.md'),
  [
    `## Load: 200 clients for ${SECONDS} s (issue 9 §4)`,
    '',
    `Measured ${new Date().toISOString()} on ${await machine()}; ${run.status === 0 ? 'passed' : 'FAILED'}.`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
  ].join('\n'),
);
rmSync(figures, { force: true });
console.log(`written to ${path.relative(process.cwd(), path.join(dir, 'load.md'))}`);
process.exit(run.status ?? 1);
