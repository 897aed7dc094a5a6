/**
 * Joins the parts' results (bench/results/*.md, written by each benchmark) into one report,
 * bench/results/performance.md: what `npm run bench` ends with. docs/performance.md records a run of it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machine } from './lib/machine.ts';
import { BASE_URL } from './lib/bench-db.ts';

const dir = path.join(import.meta.dirname, 'results');
const PARTS = ['parcel-list', 'api', 'flight-5000', 'load', 'web-size', 'lighthouse'];
const found = PARTS.filter((p) => existsSync(path.join(dir, `${p}.md`)));
const report = [
  '# Amanati benchmarks',
  '',
  `Joined ${new Date().toISOString()} on ${await machine(BASE_URL)}; load average at the end ${(
    await import('node:os')
  )
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}.`,
  'Figures from a shared 2-core machine: compare the ratios measured in the same run, not the absolute numbers.',
  '',
  ...found.map((p) => readFileSync(path.join(dir, `${p}.md`), 'utf8').trim() + '\n'),
  ...PARTS.filter((p) => !found.includes(p)).map((p) => `(no result for ${p})\n`),
].join('\n');
writeFileSync(path.join(dir, 'performance.md'), report);
console.log(`written to ${path.relative(process.cwd(), path.join(dir, 'performance.md'))}`);
