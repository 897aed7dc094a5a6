/**
 * Lighthouse performance and accessibility scores with its default (mobile) settings: an emulated
 * mid-range phone, simulated slow 4G and 4× CPU slowdown, in Debian's Chromium, against the real server
 * serving the built app. Routes: every public route of spec §2 as a visitor (storage cleared, cold
 * cache), and /home as the signed-in demo customer (their dashboard: the token put in localStorage first, where
 * the web app keeps it when "remember me" is ticked).
 * Each route runs BENCH_LIGHTHOUSE_RUNS times (default 3); the median run (by performance) is reported.
 * Usage: npm run bench:lighthouse   (after npm run build; writes bench/results/lighthouse.md and .json)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CUSTOMER_HINT_COOKIE } from '@amanati/shared/page-hints';
import { chromiumPath } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { startTlsProxy } from './lib/tls-proxy.ts';

const LIGHTHOUSE_VERSION = (
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string }
).version;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const AIM = 95;
const TOKEN_KEY = 'amanati.token'; // packages/web/src/lib/token-store.ts
/**
 * BENCH_LIGHTHOUSE_VIA=tls-h2: through HAProxy terminating TLS with HTTP/2 (bench/lib/tls-proxy.ts), as
 * production serves it; by default straight from the Node server over plain HTTP/1.1.
 */
const VIA = process.env.BENCH_LIGHTHOUSE_VIA === 'tls-h2' ? 'tls-h2' : 'direct';
const FLAGS = [
  ...(VIA === 'tls-h2' ? ['--ignore-certificate-errors'] : []),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Page {
  route: string;
  who: 'visitor' | 'customer';
}
const ALL_PAGES: Page[] = [
  ...['/home', '/services', '/tarrifs', '/schedule', '/news', '/contact', '/terms', '/appstore'].map(
    (route): Page => ({ route, who: 'visitor' }),
  ),
  { route: '/home', who: 'customer' },
];
/** BENCH_LIGHTHOUSE_PAGES=/home,/tarrifs,customer measures only those (`customer`: the dashboard). */
const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim());
const PAGES = only
  ? ALL_PAGES.filter((p) => only.includes(p.who === 'customer' ? 'customer' : p.route))
  : ALL_PAGES;

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  opportunities: { title: string; display: string; savingsMs: number }[];
  failedA11y: { id: string; title: string; items: number }[];
  bootup: { url: string; scriptingMs: number }[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function audit(browser: Browser, url: string, token?: string): Promise<Run> {
  const page = await browser.newPage();
  try {
    if (token) {
      // Kept storage means a kept HTTP cache too, and the service worker the previous run installed with
      // the app shell in its cache: empty both, and the origin's storage, so the dashboard loads cold like
      // the others — with only the token, set below.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
      await cdp.detach();
      // A page of the same origin that loads no script or style, so the cache stays cold.
      await page.goto(new URL('/api/health', url).href);
      // As the app leaves them after a sign-in with "remember me": the token, and the cookie that has the
      // server answer with the customer's preload hints (lib/token-store.ts).
      await page.evaluate(
        (k, t, hint) => {
          localStorage.setItem(k, t);
          document.cookie = `${hint}=1; path=/; max-age=31536000`;
        },
        TOKEN_KEY,
        token,
        CUSTOMER_HINT_COOKIE,
      );
    }
    // BENCH_LIGHTHOUSE_ARTIFACTS=dir keeps each run's trace and artifacts in dir-<time> (for Lantern).
    const artifacts =
      process.env.BENCH_LIGHTHOUSE_ARTIFACTS && `${process.env.BENCH_LIGHTHOUSE_ARTIFACTS}-${Date.now()}`;
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Clearing storage would sign the customer out; their run empties the HTTP cache itself above.
        disableStorageReset: Boolean(token),
        ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_RAW=1 keeps each run's whole report (open it in the Lighthouse viewer).
    if (process.env.BENCH_LIGHTHOUSE_RAW) {
      const dir = path.join(import.meta.dirname, 'results', 'lighthouse-raw');
      mkdirSync(dir, { recursive: true });
      const name = `${token ? 'customer' : 'visitor'}${new URL(url).pathname.replaceAll('/', '-')}-${Date.now()}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(lhr));
    }
    const audits = lhr.audits;
    // Every performance audit or insight that did not pass, with Lighthouse's own figure for it.
    const opportunities = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => !METRICS.includes(ref.id))
      .map((ref) => audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => ({
        title: a.title,
        display: a.displayValue ?? '',
        savingsMs: Math.round(a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? a.metricSavings?.TBT ?? 0),
      }))
      .sort((a, b) => b.savingsMs - a.savingsMs);
    const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => ({
        id: a.id,
        title: a.title,
        items: (a.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      }));
    // Which scripts cost the main thread most (what "JavaScript execution time" is made of).
    const bootup = (
      (audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] })?.items ?? []
    )
      .filter((i) => i.scripting >= 50)
      .slice(0, 4)
      .map((i) => ({ url: i.url.replace(/^https?:\/\/[^/]+/, ''), scriptingMs: Math.round(i.scripting) }));
    return {
      bootup,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map((m) => [m, audits[m]?.numericValue ?? NaN])),
      opportunities,
      failedA11y,
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is redone. */
async function auditWithRetries(browser: Browser, url: string, token?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, url, token);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`${url}: ${(err as Error).message}; trying again`);
    }
  }
}

const fmtMs = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`);

const server = await startServer();
const proxy = VIA === 'tls-h2' ? await startTlsProxy(server.url) : undefined;
const origin = proxy?.url ?? server.url;
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: FLAGS });
try {
  const signin = await fetch(`${server.url}/api/authorization/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@amanati.ge', password: 'demo12345' }),
  });
  const { token } = (await signin.json()) as { token: string };
  const results: { page: Page; runs: Run[]; median: Run }[] = [];
  for (const p of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await auditWithRetries(
        browser,
        `${origin}${p.route}`,
        p.who === 'customer' ? token : undefined,
      );
      console.log(
        `${p.route} (${p.who}) run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}`,
      );
      runs.push(r);
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    results.push({ page: p, runs, median: sorted[Math.floor(sorted.length / 2)]! });
  }

  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Run ${new Date().toISOString()}: Lighthouse ${LIGHTHOUSE_VERSION}, default mobile settings (emulated phone, simulated slow 4G, 4× CPU slowdown), ${await browser.version()} headless, ${RUNS} runs per page, the median run (by performance) shown.`,
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}. Server: \`packages/server\` on PGlite with demo content, serving the built app, ${VIA === 'tls-h2' ? 'behind HAProxy terminating TLS with HTTP/2 (as in production)' : 'straight over plain HTTP/1.1'}.`,
    '',
    `| page | performance | accessibility | all runs (perf / a11y) | FCP | LCP | TBT | CLS | Speed Index |`,
    '|---|---:|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(({ page, runs, median: m }) => {
      const x = m.metrics;
      return `| \`${page.route}\` (${page.who}) | ${m.performance} | ${m.accessibility} | ${runs.map((r) => `${r.performance}/${r.accessibility}`).join(', ')} | ${fmtMs(x['first-contentful-paint']!)} | ${fmtMs(x['largest-contentful-paint']!)} | ${fmtMs(x['total-blocking-time']!)} | ${x['cumulative-layout-shift']!.toFixed(3)} | ${fmtMs(x['speed-index']!)} |`;
    }),
    '',
    `Aim: performance ≥ ${AIM} and accessibility ≥ ${AIM} on the public pages — ${
      results
        .filter((r) => r.page.who === 'visitor')
        .every((r) => r.median.performance >= AIM && r.median.accessibility >= AIM)
        ? 'met'
        : 'NOT met'
    }.`,
    '',
  ];
  for (const { page, median: m } of results) {
    if (m.opportunities.length === 0 && m.failedA11y.length === 0 && m.bootup.length === 0) continue;
    lines.push(`What Lighthouse lists for \`${page.route}\` (${page.who}):`, '');
    for (const o of m.opportunities)
      lines.push(
        `- ${o.title}${o.display ? `: ${o.display}` : ''}${o.savingsMs ? ` (saves ~${fmtMs(o.savingsMs)})` : ''}`,
      );
    if (m.bootup.length)
      lines.push(
        `- scripting time by script: ${m.bootup.map((b) => `\`${b.url}\` ${fmtMs(b.scriptingMs)}`).join(', ')}`,
      );
    for (const a of m.failedA11y)
      lines.push(`- accessibility: ${a.title} (\`${a.id}\`, ${a.items} element${a.items === 1 ? '' : 's'})`);
    lines.push('');
  }
  const report = lines.join('\n');
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'lighthouse.md'), `${report}\n`);
  writeFileSync(path.join(dir, 'lighthouse.json'), JSON.stringify(results, null, 2));
  console.log(`\n${report}`);
} finally {
  await browser.close();
  await proxy?.stop();
  await server.stop();
}
