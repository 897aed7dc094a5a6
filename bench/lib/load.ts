/** One load run with autocannon: requests per second and latency percentiles. */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  opts: {
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const row = (name: string, r: LoadResult, base?: LoadResult) =>
  `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${base ? `${Math.round((r.rps / base.rps) * 100)}%` : '—'} | ${r.errors + r.non2xx} |`;

export const TABLE_HEAD = [
  '| target | req/s | p50 ms | p99 ms | vs minimal | errors |',
  '|---|---:|---:|---:|---:|---:|',
];
