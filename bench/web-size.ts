/**
 * JavaScript and CSS each route downloads, measured in Chromium against the real server (gzip as served):
 * every route of the web app's routers (e2e/support/routes.ts reads them from router.tsx and the back
 * office's admin-app.tsx; the run stops before measuring if a route has no address below), as a
 * visitor, the demo customer or the demo admin — whoever the page is for.
 * Usage: npm run bench:web  (writes bench/results/web-size.md). Budget: /home initial JS ≤ 150 KB gzipped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { appRoutes, routeOf } from '../e2e/support/routes.ts';
import { startServer } from '../e2e/support/server.ts';

const BUDGET_KB = 150;

type Who = 'visitor' | 'customer' | 'admin';
interface Target {
  /** Path and query to open. */
  url: string;
  who: Who;
  /** What the row says beside the route, when the page shows something particular. */
  note?: string;
}

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

/** A fresh context (empty cache) per page: what a first visit to that address downloads. */
async function measure(browser: Browser, url: string, token?: string) {
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
  const landed = new URL(page.url()).pathname;
  await context.close();
  const sum = async (set: Set<string>) =>
    (await Promise.all([...set].map(gzipSize))).reduce((a, b) => a + b, 0) / 1024;
  return { js: await sum(urls.js), css: await sum(urls.css), landed };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
  const call = async (method: string, url: string, token?: string, body?: unknown): Promise<any> => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const signIn = async (email: string, password: string) =>
    (await call('POST', '/api/authorization/signin', undefined, { email, password })).token as string;
  const tokens: Record<Who, string | undefined> = {
    visitor: undefined,
    customer: await signIn('demo@amanati.ge', 'demo12345'),
    admin: await signIn('admin@amanati.ge', 'admin12345'),
  };
  const customer = tokens.customer!;
  const admin = tokens.admin!;

  // Ids the parameterised routes need, from the demo content (and a top-up order and a notification
  // made here, on the server's own throw-away database).
  const newsId = (await call('GET', '/api/news/gets/0/1')).news[0]._id as string;
  const arrived = (await call('GET', '/api/product/gets/arrived/0/10', customer)).products as {
    flightId: string;
    branches: string;
  }[];
  const invoiced = arrived.find((p) => p.flightId)!;
  const order = (
    await call('POST', '/api/merchant/georgiancard/pay', customer, { lari: '5', tetri: '00', lang: 'en' })
  ).result._id as string;
  const me = (await call('GET', '/api/authorization/userInformation', customer)).candidate;
  const notificationId = (
    await call('POST', '/api/admin/notifications', admin, {
      axid: me.AXID,
      title: { ka: 'რეისი ჩამოვიდა', en: 'Your flight has landed', ru: 'Рейс прибыл' },
      description: {
        ka: 'ამანათები თბილისშია.',
        en: 'Your parcels are in Tbilisi.',
        ru: 'Посылки в Тбилиси.',
      },
    })
  ).notificationId as string;
  const flightDbId = (await call('GET', '/api/admin/flights', admin)).flights[0]._id as string;
  const customerDbId = (await call('GET', '/api/admin/customers?q=AX10001', admin)).customers[0]
    ._id as string;

  const targets: Target[] = [
    ...['/home', '/services', '/terms', '/tarrifs', '/schedule', '/news', '/contact', '/appstore'].map(
      (url) => ({ url, who: 'visitor' as const }),
    ),
    { url: `/news-detail/${newsId}`, who: 'visitor' },
    { url: '/reset-password?token=' + 'x'.repeat(43), who: 'visitor', note: 'the form of a recovery link' },
    { url: '/pages-404', who: 'visitor' },
    { url: '/no-such-page', who: 'visitor', note: 'any unknown address' },
    { url: '/home', who: 'customer', note: 'dashboard' },
    { url: '/profile', who: 'customer' },
    { url: '/change-password', who: 'customer' },
    { url: '/add-branches', who: 'customer' },
    { url: '/statement', who: 'customer' },
    { url: '/pickup', who: 'customer' },
    { url: '/courier-orders', who: 'customer' },
    { url: '/developers', who: 'customer' },
    { url: '/notification-all', who: 'customer' },
    { url: `/notification-detail/${notificationId}`, who: 'customer' },
    { url: `/invoice/${invoiced.flightId}`, who: 'customer' },
    { url: `/invoice/${invoiced.flightId}/${invoiced.branches}`, who: 'customer', note: 'one branch' },
    { url: `/payments/success?order=${order}`, who: 'customer' },
    { url: `/payments/failed?order=${order}`, who: 'customer' },
    { url: '/admin', who: 'visitor', note: 'staff sign-in' },
    { url: '/admin', who: 'admin', note: 'dashboard' },
    ...[
      'intake',
      'unidentified',
      'flights',
      `flights/${flightDbId}`,
      'handover',
      'courier',
      'customers',
      `customers/${customerDbId}`,
      'content/news',
      'customs',
      'customs/queue',
      'payments/orders',
      'staff',
      'audit',
      'cash-report',
    ].map((section) => ({ url: `/admin/${section}`, who: 'admin' as const })),
    // An unknown receipt loads the same code as a real one (its "not found" instead of the receipt).
    { url: '/admin/receipts/00000000-0000-4000-8000-000000000000', who: 'admin', note: 'unknown receipt' },
  ];

  // Every route of the routers is measured (a redirect shows its target's page: that target is).
  const routes = appRoutes();
  const measured = new Set(targets.map((t) => routeOf(new URL(t.url, server.url).pathname, routes)));
  const missing = routes.filter((r) => !r.redirect && !measured.has(r.pattern)).map((r) => r.pattern);
  if (missing.length)
    throw new Error(`routes of the web app with no address in bench/web-size.ts: ${missing.join(', ')}`);

  const rows: string[] = [];
  let homeJs = 0;
  for (const target of targets) {
    const r = await measure(browser, `${server.url}${target.url}`, tokens[target.who]);
    const pathname = new URL(target.url, server.url).pathname;
    // A signed-in page that sent the browser elsewhere measured the wrong page.
    if (r.landed !== pathname) throw new Error(`${target.url} (${target.who}) ended at ${r.landed}`);
    if (target.url === '/home' && target.who === 'visitor') homeJs = r.js;
    const pattern = routeOf(pathname, routes)!;
    const who = [target.who, target.note].filter(Boolean).join(', ');
    rows.push(`| \`${pattern}\` | ${who} | ${r.js.toFixed(1)} | ${r.css.toFixed(1)} |`);
    console.log(rows.at(-1));
  }
  const report = [
    '## JavaScript and CSS per route',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} in Chromium (390×844), transfer sizes as served (gzip) by \`npm start\`'s server, first view until the network is idle, empty cache.`,
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
    '',
    '| route | as | JS (KB gz) | CSS (KB gz) |',
    '|---|---|---:|---:|',
    ...rows,
    '',
    `/home initial JS: ${homeJs.toFixed(1)} KB — budget ${BUDGET_KB} KB: ${homeJs <= BUDGET_KB ? 'within' : 'OVER'}.`,
  ].join('\n');
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', 'web-size.md'), `${report}\n`);
  console.log(`\n${report}`);
} finally {
  await browser.close();
  await server.stop();
}
