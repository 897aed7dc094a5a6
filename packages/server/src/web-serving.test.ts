/**
 * The server also serves the built web app (issue 2 item 7): history fallback, security headers,
 * compression, year-long caching of hashed assets and no caching of pages, with a page per language.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

const script = `console.log(${JSON.stringify('amanati '.repeat(400))});\n`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'amanati-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'pages', 'en'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ka"><title>index</title></html>',
    );
    writeFileSync(path.join(dist, 'pages', 'en', 'tarrifs.html'), '<!doctype html><html lang="en"></html>');
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dist, 'version.json'), '{"version":"v1"}');
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page path with the app (history fallback), never cached, with security headers', async () => {
    for (const url of ['/', '/home', '/invoice/CN-1/didube', '/no/such/page', '/admin/flights']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>index</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it("picks a public page's own HTML by the language cookie", async () => {
    const en = await t.app.inject({ method: 'GET', url: '/tarrifs', headers: { cookie: 'amanati.lang=en' } });
    expect(en.body).toContain('lang="en"');
    expect(en.headers.vary).toMatch(/cookie/i);
    const ka = await t.app.inject({ method: 'GET', url: '/tarrifs' });
    expect(ka.body).toContain('<title>index</title>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const unzipped = gunzipSync(res.rawPayload).toString();
    expect(unzipped).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('answers API and upload paths that do not exist with the JSON error, not the app', async () => {
    // /metrics is off without its settings; the simulator has no such page: neither may look present.
    for (const url of [
      '/api/nothing',
      '/api2/nothing',
      '/uploads/nothing.png',
      '/assets/missing.js',
      '/metrics',
      '/metrics?x=1',
      '/gateway-sim/nothing',
      '/billpay-sim/nothing',
      '/bog-sim/nothing',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'not_found', requestId: expect.any(String) });
    }
  });

  it('never caches the version file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/no-store|no-cache/);
    expect(res.json()).toMatchObject({ version: 'v1' });
  });

  it('serves the API docs page under a policy its inline styles fit, never upgrading plain HTTP here', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' https: [^;]*'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("script-src 'self'");
  });

  it("answers the API with an API's security headers: not framed, not sniffed, no referrer, same origin", async () => {
    for (const url of ['/api/tariffs/gets', '/api2/rate/get', '/api/product/gets/waiting/0/100']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
