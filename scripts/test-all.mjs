#!/usr/bin/env node
// Runs every suite (shared, server API on PGlite and — with TEST_DATABASE_URL — PostgreSQL, browser journeys)
// in one Vitest run, then prints the totals as one plain line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, 'test-results', 'vitest.json');
mkdirSync(path.dirname(report), { recursive: true });

// Browser journeys need the built web app.
if (!existsSync(path.join(root, 'packages/web/dist/index.html')) || process.env.CI) {
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
} catch {
  failed = Math.max(1, failed);
}
if (run.status !== 0 && failed === 0) failed = 1;
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
