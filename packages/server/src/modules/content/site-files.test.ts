/**
 * The named files of the site (issue 17, review #23): robots.txt, sitemap.xml and favicon.ico are
 * real files, not the web app's HTML answered with 200; each public page's HTML carries the
 * description of its language.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const PUBLIC_URL = 'https://amanati.example';
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1864ab"/></svg>';

describe('robots.txt, sitemap.xml and favicon.ico', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'amanati-site-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<html>index</html>');
    writeFileSync(path.join(dist, 'favicon.svg'), ICON);
    for (const lang of ['ka', 'en', 'ru']) {
      mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
      for (const page of ['home', 'tarrifs', 'pages-404'])
        writeFileSync(path.join(dist, 'pages', lang, `${page}.html`), `${lang} ${page}`);
    }
    t = await createTestApp('pglite', { WEB_DIST: dist, PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('robots.txt keeps crawlers out of the API, uploads and back office and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/api2/',
      '/uploads/',
      '/admin',
      '/gateway-sim/',
      '/billpay-sim/',
      '/bog-sim/',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toMatch(/<html/i);
  });

  it('sitemap.xml lists every public page in every language the site serves, with alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/home?lang=ka`,
      `${PUBLIC_URL}/home?lang=en`,
      `${PUBLIC_URL}/home?lang=ru`,
      `${PUBLIC_URL}/tarrifs?lang=ka`,
      `${PUBLIC_URL}/tarrifs?lang=en`,
      `${PUBLIC_URL}/tarrifs?lang=ru`,
    ]);
    // Each entry names its siblings and the address without a language.
    const first = res.body.split('<url>')[1]!;
    expect(first).toContain(`hreflang="ru" href="${PUBLIC_URL}/home?lang=ru"`);
    expect(first).toContain(`hreflang="x-default" href="${PUBLIC_URL}/home"`);
    // And each listed address is answered with that language's page.
    for (const loc of locs) {
      const url = new URL(loc!);
      const page = await get(`${url.pathname}${url.search}`);
      expect(page.body).toBe(`${url.searchParams.get('lang')} ${url.pathname.slice(1)}`);
    }
  });

  it('favicon.ico is an icon (ICO holding a 32 px PNG), not the app page', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const body = res.rawPayload;
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([body[6], body[7]]).toEqual([32, 32]);
    const png = body.subarray(body.readUInt32LE(18));
    expect(png.length).toBe(body.readUInt32LE(14));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32]);
  });

  it('leaves the rest as it was: other paths are pages of the app, a missing upload is a 404', async () => {
    expect((await get('/some-page')).body).toBe('<html>index</html>');
    expect((await get('/uploads/none.png')).statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  const empty = mkdtempSync(path.join(tmpdir(), 'amanati-noweb-'));
  beforeAll(async () => {
    t = await createTestApp('pglite', { WEB_DIST: empty });
  });
  afterAll(async () => {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('robots.txt still answers; there is no sitemap page or icon to give', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });
});
