#!/usr/bin/env node
// Runs every suite (shared, server API on PGlite and — with TEST_DATABASE_URL — PostgreSQL, browser journeys)
// in one Vitest run, then prints the totals as one plain line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, 'test-results', 'vitest.json');
mkdirSync(path.dirname(report), { recursive: true });
// A previous run's report must not stand in for this one's if Vitest dies before writing its own.
rmSync(report, { force: true });
/** `CI` set (to anything but 0 or false): as in e2e/support/browser.ts. */
const inCI = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI);
/** The title mark of a journey skipped for want of Chromium (NO_BROWSER_MARK in e2e/support/browser.ts). */
const NO_BROWSER_MARK = '[skipped: no Chromium]';

// Browser journeys need the built web app; in CI it is always built afresh.
if (!existsSync(path.join(root, 'packages/web/dist/index.html')) || inCI) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@amanati/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  // A file that failed to load has no failed test of its own: count it once.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  failed = result.numFailedTests + brokenFiles;
  skipped = result.numPendingTests + (result.numTodoTests ?? 0);
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
      failed += 1;
      console.log(
        `CI: ${noBrowser.length} browser journey tests were skipped for want of Chromium ` +
          `(${[...new Set(noBrowser)].join(', ')}); install it or set CHROMIUM_PATH`,
      );
    }
  }
} catch {
  console.log(`no test report at ${path.relative(root, report)}: Vitest did not finish`);
  failed = Math.max(1, failed);
}
if (run.status !== 0 && failed === 0) failed = 1;
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
