/**
 * The web app's pages over HTTP: a public page comes with its own HTML (its preload hints) in the
 * language of the `amanati.lang` cookie; other paths get index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('web pages: the HTML a page path is answered with', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'amanati-web-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), 'index');
    for (const lang of ['ka', 'en', 'ru']) {
      mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
      for (const page of ['home', 'tarrifs', 'news'])
        writeFileSync(path.join(dist, 'pages', lang, `${page}.html`), `${lang} ${page}`);
      // The build writes a customer's file for every landing page; one missing here shows the fallback.
      for (const page of ['home', 'tarrifs'])
        writeFileSync(path.join(dist, 'pages', lang, `${page}.customer.html`), `${lang} ${page} customer`);
    }
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return {
      status: res.statusCode,
      body: res.body,
      vary: res.headers.vary,
      cache: res.headers['cache-control'],
    };
  };

  it('answers a public page with its own HTML, Georgian without a cookie', async () => {
    expect(await page('/tarrifs')).toMatchObject({ status: 200, body: 'ka tarrifs', cache: 'no-cache' });
    expect((await page('/tarrifs')).vary).toMatch(/cookie/i);
    expect((await page('/')).body).toBe('ka home');
    expect((await page('/home?x=1')).body).toBe('ka home');
  });

  it('in the language of the cookie', async () => {
    expect((await page('/tarrifs', 'amanati.lang=en')).body).toBe('en tarrifs');
    expect((await page('/home', 'other=1; amanati.lang=ru')).body).toBe('ru home');
  });

  it("in the language the address names (the sitemap's links), before the cookie", async () => {
    expect((await page('/tarrifs?lang=ru')).body).toBe('ru tarrifs');
    expect((await page('/news?x=1&lang=en', 'amanati.lang=ru')).body).toBe('en news');
    expect((await page('/?lang=en')).body).toBe('en home');
    expect((await page('/tarrifs?lang=xx', 'amanati.lang=ru')).body).toBe('ru tarrifs');
    expect((await page('/profile?lang=en')).body).toBe('index');
  });

  it('an unknown language or another page falls back', async () => {
    expect((await page('/tarrifs', 'amanati.lang=de')).body).toBe('ka tarrifs');
    expect((await page('/profile', 'amanati.lang=en')).body).toBe('index');
    expect((await page('/news-detail/5')).body).toBe('index');
    expect((await page('/pages/../index', 'amanati.lang=en')).body).toBe('index');
  });

  it("with a signed-in customer's preload hints when the app's cookie says one is signed in", async () => {
    expect((await page('/home', 'amanati.customer=1')).body).toBe('ka home customer');
    expect((await page('/tarrifs', 'amanati.lang=ru; amanati.customer=1')).body).toBe('ru tarrifs customer');
    expect((await page('/?lang=en', 'amanati.customer=1')).body).toBe('en home customer');
    // Any other value is no hint; a page without a customer's file, or not a landing page, as before.
    expect((await page('/home', 'amanati.customer=0')).body).toBe('ka home');
    expect((await page('/news', 'amanati.customer=1')).body).toBe('ka news');
    expect((await page('/profile', 'amanati.customer=1')).body).toBe('index');
    expect((await page('/home.customer', 'amanati.customer=1')).body).toBe('index');
  });

  it('names the first news photo in a preload header of /news only, the one the page shows first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/news' });
    expect(res.statusCode).toBe(200);
    const [first] = await t.database.query<{ photo: string }>(
      'select photo from news order by published_at desc, id asc limit 1',
    );
    expect(first, 'the demo content has news').toBeDefined();
    expect(res.headers.link).toBe(
      `</uploads/middle-${encodeURIComponent(first!.photo)}>; rel=preload; as=image; fetchpriority=high`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/tarrifs' })).headers.link).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/news/get/0/1' })).headers.link).toBeUndefined();
  });
});
