/** The probes' table: printed, and written to docs/security-probes.md in the section of its engine. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import type { Row } from './common.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DOC = path.join(repoRoot, 'docs/security-probes.md');

const INTRO = `# Security probes

\`npm run security:probes\` (\`scripts/security-probes.ts\`) re-runs the reproductions of the security review
of 25 Nov 2026 (findings 1–17) against the product started as real processes, as the reviewer did: the
server as \`npm start\` runs it (\`NODE_ENV\` and \`HOST\` unset, PGlite in a temporary \`DATA_DIR\`), then in
production (the Georgian Card variables with a key pair made for the run, \`GC_ALLOWED_IPS\`, a per-address
sign-in limit of 20, a generated \`JWT_SECRET\`) on the same database, then starts that must be refused. Every
request goes over HTTP on loopback; clients are told apart by their source address (127.0.x.y), not by a
proxy header. With \`TEST_DATABASE_URL\` set, both servers run on a fresh PostgreSQL database instead
(dropped afterwards). Each run rewrites its own engine's section below.

Verdicts: **SAFE** (the safe answer), **UNSAFE** (the review's answer or another unsafe one), **KEPT**
(behaviour kept on purpose — documented or decided — reported, not judged), **ERROR** (the probe could not
run). The command exits 1 on UNSAFE or ERROR.

Settings of the probe that differ from the defaults, and why: \`JWT_SECRET\` set in development (to sign a
token without \`exp\`), \`SMTP_URL\` pointing at a local \`smtp-server\` (to see a reset mail sent),
\`UPLOAD_QUOTA_MB=10\` (to reach the quota with three uploads), \`TRUST_PROXY=127.0.4.9\` (the one "proxy"
address the simulator's control API is probed through).
`;

export interface RunInfo {
  engine: 'PGlite' | 'PostgreSQL';
  startedAt: Date;
  seconds: number;
  databaseUrl: string | undefined;
}

async function machine(databaseUrl: string | undefined): Promise<string> {
  let postgres = '';
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const v = String(
      (await c.query<{ server_version: string }>('show server_version')).rows[0]!.server_version,
    );
    postgres = `, PostgreSQL ${v.split(' ')[0]}`;
    await c.end();
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load average ${load} at the end, Node ${process.version}${postgres}`;
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes in the tree)' : ''}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function printTable(rows: Row[]): void {
  console.log('\nfinding  verdict  reproduction → observed');
  for (const r of rows)
    console.log(`${r.finding.padEnd(8)} ${r.verdict.padEnd(8)} ${r.repro}\n${' '.repeat(18)}→ ${r.observed}`);
}

export async function writeDoc(rows: Row[], run: RunInfo): Promise<void> {
  const key = run.engine === 'PGlite' ? 'pglite' : 'postgres';
  const section = [
    `<!-- probes:${key} -->`,
    `## ${run.engine}`,
    '',
    `Run ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit()}, ${run.seconds} s. Machine: ${await machine(run.databaseUrl)}.`,
    '',
    `${rows.filter((r) => r.verdict === 'SAFE').length} SAFE, ${rows.filter((r) => r.verdict === 'KEPT').length} KEPT, ${rows.filter((r) => r.verdict === 'UNSAFE').length} UNSAFE, ${rows.filter((r) => r.verdict === 'ERROR').length} ERROR.`,
    '',
    '| Finding | Reproduction (short) | Answer observed | Verdict |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.finding} | ${cell(r.repro)} | ${cell(r.observed)} | ${r.verdict} |`),
    `<!-- /probes:${key} -->`,
  ].join('\n');
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `${INTRO}\n`;
  const block = new RegExp(`<!-- probes:${key} -->[\\s\\S]*?<!-- /probes:${key} -->`);
  if (block.test(doc)) doc = doc.replace(block, () => section);
  else if (key === 'pglite' && doc.includes('<!-- probes:postgres -->'))
    doc = doc.replace('<!-- probes:postgres -->', () => `${section}\n\n<!-- probes:postgres -->`);
  else doc = `${doc.trimEnd()}\n\n${section}\n`;
  // Formatted as `npm run lint` checks it (prettier aligns the table).
  writeFileSync(DOC, await format(doc, { ...(await resolveConfig(DOC)), filepath: DOC }));
}
