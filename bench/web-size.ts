/**
 * JavaScript and CSS each route downloads, measured in Chromium against the real server (gzip as served).
 * Usage: npm run bench:web  (writes bench/results/web-size.md). Budget: /home initial JS ≤ 150 KB gzipped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const ROUTES = ['/home', '/tarrifs', '/schedule', '/news', '/contact', '/services', '/terms'];
const CUSTOMER_ROUTES = ['/home', '/profile', '/notification-all'];
const BUDGET_KB = 150;

/** Bytes on the wire for a URL requested with gzip, as a browser gets it. */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

async function measure(url: string, token?: string) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('amanati.token', t), token);
  const page = await context.newPage();
  const urls = { js: new Set<string>(), css: new Set<string>() };
  page.on('request', (req) => {
    const type = req.resourceType();
    if (type === 'script') urls.js.add(req.url());
    if (type === 'stylesheet') urls.css.add(req.url());
  });
  // Loaded, then quiet: widgets below the fold load when scrolled to, so this is the first view's download.
  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await browser.close();
  const sum = async (set: Set<string>) =>
    (await Promise.all([...set].map(gzipSize))).reduce((a, b) => a + b, 0) / 1024;
  return { js: await sum(urls.js), css: await sum(urls.css) };
}

const server = await startServer();
try {
  const signin = await fetch(`${server.url}/api/authorization/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ email: 'demo@amanati.ge', password: 'demo12345' }),
  });
  const { token } = (await signin.json()) as { token: string };
  const rows: string[] = [];
  let homeJs = 0;
  for (const route of ROUTES) {
    const r = await measure(`${server.url}${route}`);
    if (route === '/home') homeJs = r.js;
    rows.push(`| ${route} (visitor) | ${r.js.toFixed(1)} | ${r.css.toFixed(1)} |`);
  }
  for (const route of CUSTOMER_ROUTES) {
    const r = await measure(`${server.url}${route}`, token);
    rows.push(`| ${route} (customer) | ${r.js.toFixed(1)} | ${r.css.toFixed(1)} |`);
  }
  const report = [
    '## JavaScript and CSS per route',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} in Chromium (390×844), transfer sizes as served (gzip) by \`npm start\`'s server.`,
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
    '',
    '| route | JS (KB gz) | CSS (KB gz) |',
    '|---|---:|---:|',
    ...rows,
    '',
    `/home initial JS: ${homeJs.toFixed(1)} KB — budget ${BUDGET_KB} KB: ${homeJs <= BUDGET_KB ? 'within' : 'OVER'}.`,
  ].join('\n');
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', 'web-size.md'), `${report}\n`);
  console.log(report);
} finally {
  await server.stop();
}
