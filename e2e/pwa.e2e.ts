// The installable app (issue 19 §1, docs/pwa.md) on the built site in Chromium: the manifest is valid and
// the app installable as the DevTools protocol reports it, the manifest follows the page's language, and
// once the service worker controls the page, a page opened with the network off is the offline page in
// the visitor's language.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from './support/browser.ts';
import { translator } from './support/i18n.ts';
import { api, watchProblems } from './support/problems.ts';
import { DEMO_POPUP_ID, visitorPage } from './support/public-site.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

/** The page is controlled by the service worker (registered once the page has loaded and is idle). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

describeWithBrowser('installable app: manifest, service worker, offline page (Chromium)', () => {
  const world = useWorld();

  it('the manifest is valid and the app installable, its name in the page’s language', async () => {
    // A profile of its own: the journeys' usual contexts are incognito, where nothing can be installed.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'amanati-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
        // Chromium offers installing (beforeinstallprompt) only after some use of the site: not waited for.
        '--bypass-app-banner-engagement-checks',
      ],
    });
    const problems = watchProblems(context).list;
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // The demo announcement seen, so the language buttons are not behind it.
      await context.addInitScript(
        (popapId) => localStorage.setItem('amanati.popup', JSON.stringify({ closed: true, popapId })),
        DEMO_POPUP_ID,
      );
      await page.goto(`${world.server.url}/home`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${world.server.url}/manifest.ka.webmanifest`);
      const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(parsed).toMatchObject({
        short_name: 'ამანათი',
        start_url: '/home',
        display: 'standalone',
        scope: '/',
        lang: 'ka',
      });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      // The language switch takes the manifest along.
      await page.getByRole('button', { name: 'Русский' }).click();
      await expect
        .poll(async () => (await cdp.send('Page.getAppManifest')).url)
        .toBe(`${world.server.url}/manifest.ru.webmanifest`);
      const ru = await cdp.send('Page.getAppManifest');
      expect(ru.errors).toEqual([]);
      expect(JSON.parse(ru.data ?? '{}')).toMatchObject({ short_name: 'Amanati', lang: 'ru' });

      // What the server sends: the worker never from a cache without asking, the manifest as a manifest.
      const worker = await page.request.get(`${world.server.url}/service-worker.js`);
      expect(worker.headers()['content-type']).toMatch(/javascript/);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      const file = await page.request.get(`${world.server.url}/manifest.en.webmanifest`);
      expect(file.headers()['content-type']).toMatch(/^application\/manifest\+json/);

      // The browser's offer to install, kept from the page's start: /appstore, opened in the app, makes it.
      const t = translator('ru');
      const menu = page.getByRole('navigation', { name: t('menu.label') }).first();
      await menu.getByRole('link', { name: t('menu.appstore') }).click();
      await page.getByRole('heading', { level: 1, name: t('content:appstore.title') }).waitFor();
      await page.getByRole('button', { name: t('meta:install.button') }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('with the network off, a page opens as the offline page in the visitor’s language', async () => {
    const t = translator('ru');
    const { context, page, problems, allow } = await visitorPage(world.browser, { lang: 'ru', width: 390 });
    try {
      await page.goto(`${world.server.url}/home`);
      await page.getByRole('heading', { level: 1, name: t('widgets:home.title') }).waitFor();
      await controlled(page);
      // What the page was still asking the API for as the network went.
      allow({ url: api(/\/api\/.*/), why: 'the network is off' });
      await context.setOffline(true);
      await page.goto(`${world.server.url}/home`);
      const heading = page.getByRole('heading', { level: 1, name: t('meta:offline.title') });
      await heading.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      // Only the Russian texts show, and the page fits a phone.
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Trying again while still offline: the offline page again.
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: t('meta:offline.retry') }).click(),
      ]);
      await heading.waitFor();
      // Back online, the page opens the app by itself.
      await context.setOffline(false);
      await page.getByRole('heading', { level: 1, name: t('widgets:home.title') }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
