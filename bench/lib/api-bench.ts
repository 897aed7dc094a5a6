/**
 * The API benchmark on both benchmark databases (10,000 and 1,000,000 parcels): for each endpoint, the
 * real app beside a bare Fastify route answering the same JSON, in the same run; results as Markdown
 * and JSON under bench/results/. Settings: BENCH_DURATION (seconds per round, default 5),
 * BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50), BENCH_SIZES (e.g. "10k" or "1m").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, parcelsDatabase, SAMPLE, sampleCustomer, SIZES } from './bench-db.ts';
import { compare, type Compared, type Endpoint } from './compare.ts';
import { machine } from './machine.ts';
import { startTargets } from './targets.ts';
import type { LoadResult } from './load.ts';

export interface SampleContext {
  accountId: string;
  invoiceFlight: string;
}

export interface ApiBenchResult {
  size: (typeof SIZES)[number];
  results: Compared[];
}

const settingsFor = (defaultRounds: number, defaultDuration: number) => ({
  duration: Number(process.env.BENCH_DURATION ?? defaultDuration),
  rounds: Number(process.env.BENCH_ROUNDS ?? defaultRounds),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  /** Whether the servers ran with Prometheus metrics on (METRICS_TOKEN or METRICS_ALLOWED_IPS set). */
  metrics: Boolean(process.env.METRICS_TOKEN || process.env.METRICS_ALLOWED_IPS),
});

const ms = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
const errs = (r: LoadResult) => r.errors + r.non2xx;
/** The median of the rounds' own ratios, then each round's (compare.ts: why per round). */
const perRound = (r: Compared) =>
  `median ${Math.round(r.ratioToMinimal! * 100)}%; ` +
  r.rounds.real.map((x, i) => pct(x.rps, r.rounds.minimal![i]!.rps)).join(', ');

export async function apiBench(
  name: string,
  title: string,
  endpoints: (sample: SampleContext) => Endpoint[],
  defaultRounds = 3,
  defaultDuration = 5,
): Promise<ApiBenchResult[]> {
  const settings = settingsFor(defaultRounds, defaultDuration);
  const wanted = (process.env.BENCH_SIZES ?? '10k,1m').toLowerCase().split(',');
  const sizes = SIZES.filter((s) => wanted.some((w) => s.name.endsWith(`_${w}`)));
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-bench-files-'));
  const all: ApiBenchResult[] = [];
  try {
    for (const size of sizes) {
      const url = await parcelsDatabase(size.name, size.customers, size.parcels, filesDir);
      const sample = await sampleCustomer(url);
      const targets = await startTargets(url);
      try {
        const signin = await fetch(`${targets.app}/api/authorization/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(SAMPLE),
        });
        const { token } = (await signin.json()) as { token?: string };
        if (!token) throw new Error(`sign-in of the sample customer failed: ${signin.status}`);
        const results: Compared[] = [];
        for (const e of endpoints({ accountId: sample.id, invoiceFlight: sample.invoiceFlight })) {
          const r = await compare(targets, e, { token, ...settings });
          console.log(
            `${size.name} ${e.label}: ${r.real.rps} req/s p99 ${r.real.p99} ms (bare ${r.bare.rps} req/s` +
              (r.minimal ? `, minimal ${r.minimal.rps} req/s p99 ${r.minimal.p99} ms)` : ')'),
          );
          results.push(r);
        }
        all.push({ size, results });
      } finally {
        await targets.stop();
      }
    }
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
  const report = [
    `## ${title}`,
    '',
    `Run ${new Date().toISOString()}: ${settings.connections} connections, ${settings.rounds} rounds of ${settings.duration} s per target taking turns, medians of the rounds; autocannon in its own process; Prometheus metrics ${settings.metrics ? 'on' : 'off'}.`,
    `Machine: ${await machine(BASE_URL)}.`,
    '',
    ...render(all),
  ].join('\n');
  const dir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.md`), `${report}\n`);
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ settings, runs: all }, null, 2));
  console.log(`\n${report}`);
  return all;
}

function render(all: ApiBenchResult[]): string[] {
  const lines: string[] = [];
  for (const { size, results } of all) {
    lines.push(
      `### ${size.parcels.toLocaleString('en')} parcels, ${size.customers.toLocaleString('en')} customers`,
      '',
      '| endpoint | answer bytes | req/s | p50 ms | p99 ms | bare req/s | bare p50 ms | bare p99 ms | real ÷ bare | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.endpoint.label} | ${r.bytes} | ${r.real.rps} | ${ms(r.real.p50)} | ${ms(r.real.p99)} | ${r.bare.rps} | ${ms(r.bare.p50)} | ${ms(r.bare.p99)} | ${pct(r.real.rps, r.bare.rps)} | ${errs(r.real) + errs(r.bare)} |`,
      ),
      '',
    );
    for (const r of results.filter((x) => x.minimal)) {
      const m = r.minimal!;
      lines.push(
        `${r.endpoint.label} beside the minimal Fastify + pg route (same query, same JSON):`,
        '',
        '| target | req/s | p50 ms | p99 ms | ÷ minimal | errors |',
        '|---|---:|---:|---:|---:|---:|',
        `| real endpoint | ${r.real.rps} | ${ms(r.real.p50)} | ${ms(r.real.p99)} | ${pct(r.real.rps, m.rps)} (per round: ${perRound(r)}) | ${errs(r.real)} |`,
        `| minimal Fastify + pg | ${m.rps} | ${ms(m.p50)} | ${ms(m.p99)} | 100% | ${errs(m)} |`,
        `| bare Fastify, JSON from memory | ${r.bare.rps} | ${ms(r.bare.p50)} | ${ms(r.bare.p99)} | ${pct(r.bare.rps, m.rps)} | ${errs(r.bare)} |`,
        '',
      );
    }
  }
  if (all.length === 2) {
    const [small, large] = all as [ApiBenchResult, ApiBenchResult];
    lines.push(
      `### From ${small.size.parcels.toLocaleString('en')} to ${large.size.parcels.toLocaleString('en')} parcels (real endpoint)`,
      '',
      '| endpoint | req/s small | req/s large | large ÷ small | p99 ms small | p99 ms large | ÷ minimal small (per round) | ÷ minimal large (per round) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...small.results.map((a) => {
        const b = large.results.find((x) => x.endpoint.key === a.endpoint.key)!;
        const vsMin = (r: Compared) => (r.ratioToMinimal ? `${Math.round(r.ratioToMinimal * 100)}%` : '—');
        return `| ${a.endpoint.label} | ${a.real.rps} | ${b.real.rps} | ${pct(b.real.rps, a.real.rps)} | ${ms(a.real.p99)} | ${ms(b.real.p99)} | ${vsMin(a)} | ${vsMin(b)} |`;
      }),
      '',
    );
  }
  return lines;
}
