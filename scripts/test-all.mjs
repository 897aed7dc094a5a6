#!/usr/bin/env node
// Runs the test suites as tiers, each a Vitest process of its own, side by side; then prints the totals
// of all of them as one plain line: "N passed, N failed".
//
//   node scripts/test-all.mjs                  every tier (what `npm test` and CI run)
//   node scripts/test-all.mjs units api        some tiers (`npm run test:fast` is these two)
//   node scripts/test-all.mjs api -- parcels   anything after `--` goes to each tier's Vitest
//
// Vitest gives one worker per core but one (2-core machines run it one file at a time); most of a file's
// time is spent waiting on a database, a server process or a browser, so tiers in separate processes
// overlap that waiting. Only so many run at once (LANES; more would starve each other of CPU until
// timing-bound tests fail), the journeys first and at normal priority, the others after each other at a
// lower one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
/** Every tier's output, by label, to repeat what went wrong at the end, where a short log tail shows it. */
const printed = {};
/** `CI` set (to anything but 0 or false): as in e2e/support/browser.ts. */
const inCI = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI);
/** The title mark of a journey skipped for want of Chromium (NO_BROWSER_MARK in e2e/support/browser.ts). */
const NO_BROWSER_MARK = '[skipped: no Chromium]';
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Tiers running at once: two on a 2-core machine, one more per further two cores. */
const LANES = Number(process.env.TEST_LANES ?? Math.max(2, Math.floor(os.availableParallelism() / 2) + 1));

/** The API test files that run on each engine (`describe.each(testDatabases)`); the others need none. */
function engineFiles() {
  const dir = path.join(root, 'packages/server/src');
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('resilience'))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('testDatabases'))
    .map((file) => path.join('packages/server/src', file));
}

/**
 * The tiers, by name, in the order they start: Vitest projects (vitest.config.ts), environment, the files
 * (all of the projects' when not named) and priority (higher = nicer).
 */
const TIERS = {
  // Two journeys at a time: each has its own server and browser and waits on them part of the time.
  e2e: { projects: ['e2e'], workers: 2, nice: 0, needsBuild: true, about: 'browser journeys in Chromium' },
  units: { projects: ['shared', 'web'], nice: 10, about: 'shared rules and web units' },
  api: { projects: ['server'], env: { TEST_ENGINES: 'pglite' }, nice: 10, about: 'the API suite on PGlite' },
  pg: {
    projects: ['server'],
    env: { TEST_ENGINES: 'postgres' },
    files: engineFiles,
    nice: 10,
    skip: hasPostgres ? null : 'TEST_DATABASE_URL is not set',
    about: 'the API suite on PostgreSQL',
  },
  resilience: { projects: ['resilience'], nice: 10, about: 'load, crash, fuzz and race tests' },
};

const dashes = process.argv.indexOf('--');
const named = dashes < 0 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const passThrough = dashes < 0 ? [] : process.argv.slice(dashes + 1);
for (const name of named)
  if (!(name in TIERS)) {
    console.log(`unknown tier "${name}"; tiers: ${Object.keys(TIERS).join(', ')}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
const chosen = Object.keys(TIERS).filter((name) => !named.length || named.includes(name));

/** The built web app, which the journeys load; in CI always built afresh, beside the first tiers. */
let build = Promise.resolve(0);
if (
  chosen.some((name) => TIERS[name].needsBuild) &&
  (inCI || !existsSync(path.join(root, 'packages/web/dist/index.html')))
)
  build = run('build', 'npm', ['run', 'build', '-w', '@amanati/web'], {}, 0);

function run(label, command, args, env, nice) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      if (nice) os.setPriority(child.pid, nice);
    } catch {
      // Priority is a courtesy to the journeys; without the right to set it, tiers still run.
    }
    // Each line of a tier's output carries its name: tiers print side by side.
    const kept = (printed[label] = []);
    const print = (line) => {
      console.log(`[${label}] ${line}`);
      kept.push(line);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) print(line);
      });
      stream.on('end', () => rest && print(rest));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runTier(name) {
  const tier = TIERS[name];
  const report = path.join(results, `${name}.json`);
  // A previous run's report must not stand in for this one's if Vitest dies before writing its own.
  rmSync(report, { force: true });
  if (tier.skip) return { name, skipped: tier.skip };
  if (tier.needsBuild && (await build) !== 0) return { name, seconds: 0, code: 1, report, buildFailed: true };
  // A tier of named files takes the file filters given after `--` as a narrowing of its list.
  const filters = passThrough.filter((arg) => !arg.startsWith('-'));
  const files =
    tier.files?.().filter((file) => !filters.length || filters.some((f) => file.includes(f))) ?? [];
  if (tier.files && !files.length) return { name, skipped: 'no file of this tier matches' };
  const started = Date.now();
  const args = [
    'vitest',
    'run',
    ...tier.projects.flatMap((project) => ['--project', project]),
    ...files,
    ...(tier.workers ? [`--maxWorkers=${tier.workers}`] : []),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(tier.files ? passThrough.filter((arg) => arg.startsWith('-')) : passThrough),
  ];
  const code = await run(name, 'npx', args, tier.env ?? {}, tier.nice);
  return { name, seconds: (Date.now() - started) / 1000, code, report };
}

const started = Date.now();
const queue = [...chosen];
const outcomes = [];
async function lane() {
  for (let name = queue.shift(); name; name = queue.shift()) outcomes.push(await runTier(name));
}
await Promise.all(Array.from({ length: Math.min(LANES, chosen.length) }, lane));

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
outcomes.sort((a, b) => chosen.indexOf(a.name) - chosen.indexOf(b.name));
for (const outcome of outcomes) {
  if (outcome.skipped) {
    lines.push(`${outcome.name.padEnd(11)} skipped: ${outcome.skipped}`);
    continue;
  }
  const counts = countReport(outcome);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  lines.push(
    `${outcome.name.padEnd(11)} ${counts.passed} passed, ${counts.failed} failed` +
      `${counts.skipped ? `, ${counts.skipped} skipped` : ''} in ${Math.round(outcome.seconds)} s` +
      `${counts.note ? ` (${counts.note})` : ''}`,
  );
}

/** A tier's counts from its JSON report; a tier without one (or that exited non-zero with none failed) fails once. */
function countReport({ report, code, buildFailed }) {
  if (buildFailed) return { passed: 0, failed: 1, skipped: 0, note: 'the web build failed' };
  let result;
  try {
    result = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, skipped: 0, note: 'no report: Vitest did not finish' };
  }
  // A file that failed to load has no failed test of its own: count it once.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  let failedHere = result.numFailedTests + brokenFiles;
  let note = '';
  // In CI the browser journeys must run: a journey skipped for want of Chromium is a failure. Tests
  // skipped on purpose (a phone-only check at desktop size, PostgreSQL-only checks on PGlite) carry no
  // such mark and stay skips.
  if (inCI) {
    const noBrowser = result.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status !== 'passed' && t.status !== 'failed')
        .filter((t) => [...t.ancestorTitles, t.title].some((title) => title.includes(NO_BROWSER_MARK)))
        .map(() => path.relative(root, file.name)),
    );
    if (noBrowser.length) {
      failedHere += 1;
      note = `${noBrowser.length} journey tests skipped for want of Chromium; install it or set CHROMIUM_PATH`;
    }
  }
  if (code !== 0 && failedHere === 0) {
    failedHere = 1;
    note = `Vitest exited with ${code}`;
  }
  return {
    passed: result.numPassedTests,
    failed: failedHere,
    skipped: result.numPendingTests + (result.numTodoTests ?? 0),
    note,
  };
}

/**
 * What failed, repeated last: the failed tests' names from the reports, and Vitest's own error sections
 * (unhandled errors, a file that failed to load), which fail a tier without failing a test.
 */
function whatFailed(outcome) {
  const out = [];
  try {
    const result = JSON.parse(readFileSync(outcome.report, 'utf8'));
    for (const file of result.testResults) {
      const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
      if (file.status === 'failed' && !failedTests.length)
        out.push(`${path.relative(root, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
      for (const t of failedTests)
        out.push(
          `${path.relative(root, file.name)} > ${[...t.ancestorTitles, t.title].join(' > ')}: ` +
            `${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`,
        );
    }
  } catch {
    // No report: the tier's own output below says why.
  }
  // eslint-disable-next-line no-control-regex
  const plain = (printed[outcome.name] ?? []).map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''));
  const start = plain.findIndex((line) =>
    /Unhandled (Error|Rejection)|Errors? occurred|Vitest caught/.test(line),
  );
  if (start >= 0) out.push(...plain.slice(start, start + 30));
  return out;
}

const failing = outcomes.filter((o) => !o.skipped && countReport(o).failed > 0);
for (const outcome of failing) {
  console.log(`\n${outcome.name}: what failed`);
  for (const line of whatFailed(outcome).slice(0, 60)) console.log(`  ${line}`);
}

console.log(`\ntiers (${Math.round((Date.now() - started) / 1000)} s in all, ${LANES} at a time):`);
for (const line of lines) console.log(`  ${line}`);
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
