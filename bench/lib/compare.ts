/**
 * Runs each endpoint of the real app beside the bare Fastify route answering the same JSON (and, for the
 * parcel list, the minimal Fastify + pg route), in the same run. Targets take turns round by round, so a
 * burst of other work on this shared machine hits all of them alike; each figure is the median of the rounds.
 * The real endpoint and the minimal route run back to back in each round, in alternating order (minimal
 * first, then real first), and their ratio is taken per round: this machine's speed drifts by a third
 * within minutes, and a ratio of two neighbouring runs cancels the drift that a ratio of medians keeps.
 */
import { load, type LoadResult } from './load.ts';
import type { Targets } from './targets.ts';

export interface Endpoint {
  key: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sends the sample customer's token. */
  auth?: boolean;
  /** Path on the minimal Fastify + pg server that runs the same query and answers the same JSON. */
  minimal?: string;
}

export interface Compared {
  endpoint: Endpoint;
  bytes: number;
  real: LoadResult;
  bare: LoadResult;
  minimal?: LoadResult;
  /** Median over the rounds of the real endpoint's req/s ÷ the minimal route's in the same round. */
  ratioToMinimal?: number;
  rounds: { real: LoadResult[]; bare: LoadResult[]; minimal?: LoadResult[] };
}

export interface CompareOptions {
  token: string;
  rounds: number;
  duration: number;
  connections?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const medianOf = (rs: LoadResult[]): LoadResult => ({
  rps: Math.round(median(rs.map((r) => r.rps))),
  p50: median(rs.map((r) => r.p50)),
  p99: median(rs.map((r) => r.p99)),
  errors: rs.reduce((s, r) => s + r.errors, 0),
  non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
});

export async function compare(targets: Targets, e: Endpoint, opts: CompareOptions): Promise<Compared> {
  const headers: Record<string, string> = {};
  if (e.auth) headers.authorization = `Bearer ${opts.token}`;
  if (e.body) headers['content-type'] = 'application/json';
  const realUrl = `${targets.app}${e.path}`;
  const res = await fetch(realUrl, { method: e.method, headers, body: e.body });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${e.label}: ${res.status} ${body.slice(0, 300)}`);
  await fetch(`${targets.bare}/set/${e.key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const bareUrl = `${targets.bare}/bare/${e.key}`;
  const bareBody = await (await fetch(bareUrl, { method: e.method, headers, body: e.body })).text();
  if (bareBody !== body) throw new Error(`${e.label}: the bare route does not answer the same JSON`);
  const minimalUrl = e.minimal ? `${targets.minimal}${e.minimal}` : undefined;
  if (minimalUrl) {
    const minimalBody = await (await fetch(minimalUrl)).text();
    if (minimalBody !== body) throw new Error(`${e.label}: the minimal route does not answer the same JSON`);
  }

  const run = (url: string, duration = opts.duration) =>
    load(url, {
      method: e.method,
      headers,
      body: e.body,
      duration,
      connections: opts.connections,
    });
  // Warm-up: JIT, prepared statements, the token cache and the database's buffers.
  await run(realUrl, 2);
  if (minimalUrl) await run(minimalUrl, 2);
  const rounds: Compared['rounds'] = { real: [], bare: [], minimal: minimalUrl ? [] : undefined };
  for (let i = 0; i < opts.rounds; i++) {
    if (minimalUrl && i % 2 === 0) rounds.minimal!.push(await run(minimalUrl));
    rounds.real.push(await run(realUrl));
    if (minimalUrl && i % 2 === 1) rounds.minimal!.push(await run(minimalUrl));
    rounds.bare.push(await run(bareUrl));
  }
  return {
    endpoint: e,
    bytes: Buffer.byteLength(body),
    real: medianOf(rounds.real),
    bare: medianOf(rounds.bare),
    minimal: rounds.minimal ? medianOf(rounds.minimal) : undefined,
    ratioToMinimal: rounds.minimal
      ? median(rounds.real.map((r, i) => r.rps / rounds.minimal![i]!.rps))
      : undefined,
    rounds,
  };
}
