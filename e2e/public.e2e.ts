/**
 * The public site in Chromium, as a visitor sees it (spec §2, issue 7): every public route in Georgian,
 * English and Russian at desktop and phone width with its real content, the widgets' arithmetic, the
 * contact map without map tiles (no internet), the language choice across a reload, the announcement
 * popup, page views on route changes, the reload prompt of a new version, and no script or console
 * errors anywhere.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Json } from './support/api.ts';
import { exact, translator, type Lang, type Translate } from './support/i18n.ts';
import { api } from './support/problems.ts';
import {
  DEMO_POPUP_ID,
  keepScreenshot,
  LANGS,
  PUBLIC_ROUTES,
  revealAll,
  sidewaysOverflow,
  unstyledMantineClasses,
  visitorPage,
  WIDTHS,
  type Width,
} from './support/public-site.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

/** Spec §2: the product name and the Georgian tagline, whatever the language. */
const SITE_TITLE = 'Amanati — ამანათები ჩინეთიდან, თურქეთიდან და აშშ-დან';
const suffix = { ka: 'Ka', en: 'En', ru: 'Ru' } as const;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describeWithBrowser('the public site in Chromium', () => {
  const world = useWorld();
  let news: Json[];
  let terms: Json;
  let tariffs: Json[];
  let rates: Record<string, number>;

  beforeAll(async () => {
    news = (await world.api.ok('GET', '/api/news/gets/0/100')).news as Json[];
    terms = (await world.api.ok('GET', '/api/page/get/terms')).page as Json;
    tariffs = (await world.api.ok('GET', '/api/tariffs/gets')).tariffs as Json[];
    rates = (await world.api.ok('GET', '/api2/rate/get')).rates as Record<string, number>;
  });

  /** The main menu: in the header from 992 px, in the folded panel (burger) below. */
  async function mainMenu(page: Page, t: Translate, width: Width): Promise<Locator> {
    if (width < 992) {
      const burger = page.getByRole('button', { name: t('menu.label') });
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    }
    const menu = page.locator('nav.menu:visible');
    await menu.waitFor();
    return menu;
  }

  /** What each route must show, in `lang` at `width`. */
  async function checkRoute(page: Page, route: string, lang: Lang, width: Width): Promise<void> {
    const t = translator(lang);
    const h1 = page.getByRole('heading', { level: 1 });
    const items = (region: string) => page.getByRole('region', { name: region }).getByRole('listitem');
    const flights = width >= 992 ? page.locator('table.data-table tbody tr') : page.locator('[data-flight]');
    switch (route) {
      case '/home': {
        await expect(h1.textContent()).resolves.toBe(t('widgets:home.title'));
        await expect(items(t('widgets:home.services')).count()).resolves.toBe(3);
        await revealAll(page);
        await flights.nth(9).waitFor();
        expect(await flights.count()).toBe(10);
        const prices = page.getByRole('region', { name: t('widgets:home.prices') });
        await prices.locator('li[data-type]').nth(2).waitFor();
        expect(await prices.locator('li[data-type]').count()).toBe(3);
        await page.getByLabel(t('widgets:converter.amount'), { exact: true }).waitFor();
        await page.getByLabel(t('widgets:calculator.length')).waitFor();
        await items(t('widgets:home.news')).nth(3).waitFor();
        expect(await items(t('widgets:home.news')).count()).toBe(4);
        const addresses = page.getByRole('region', { name: t('widgets:home.addresses') });
        const countries =
          width >= 992 ? addresses.getByRole('tab') : addresses.locator('.mantine-Accordion-control');
        await countries.first().waitFor();
        expect(await countries.allTextContents()).toEqual(['1', '3', '2'].map((c) => t(`countries.${c}`)));
        break;
      }
      case '/services':
        await expect(h1.textContent()).resolves.toBe(t('content:services.title'));
        await page.getByRole('main').getByRole('heading', { level: 2 }).nth(5).waitFor();
        expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(6);
        break;
      case '/terms': {
        await page
          .getByRole('heading', { level: 1, name: terms[`title${suffix[lang]}`] as string })
          .waitFor();
        const first = textOf(terms[`description${suffix[lang]}`] as string).slice(0, 40);
        await page.getByText(first).first().waitFor();
        break;
      }
      case '/tarrifs':
        await expect(h1.textContent()).resolves.toBe(t('content:tariffs.title'));
        for (const country of [1, 2, 3]) {
          const card = page.getByRole('region', { name: t(`countries.${country}`) });
          await card.locator('li[data-type]').nth(2).waitFor();
          const shown = await card.locator('li[data-type]').allTextContents();
          const expected = tariffs
            .filter((x) => x.country === country)
            .sort((a, b) => a.type - b.type)
            .map(
              (x) =>
                `${t(`widgets:price.types.${x.type}`)}${t('widgets:price.perKg', { amount: (x.amount as number).toFixed(2) })}`,
            );
          expect(shown).toEqual(expected);
        }
        break;
      case '/schedule':
        await expect(h1.textContent()).resolves.toBe(t('content:schedule.title'));
        await flights.nth(19).waitFor();
        expect(await flights.count()).toBe(20);
        break;
      case '/news': {
        await expect(h1.textContent()).resolves.toBe(t('content:news.title'));
        const cards = page.getByRole('main').getByRole('listitem');
        await cards.nth(17).waitFor();
        expect(await cards.count()).toBe(18);
        await page.getByRole('button', { name: t('actions.showMore') }).click();
        await cards.nth(news.length - 1).waitFor();
        expect(await cards.count()).toBe(news.length);
        await page.getByRole('button', { name: t('actions.showMore') }).waitFor({ state: 'detached' });
        break;
      }
      case '/contact': {
        await expect(h1.textContent()).resolves.toBe(t('content:contact.title'));
        expect(await page.locator('[data-branch]').count()).toBe(5);
        await page
          .getByRole('row', { name: new RegExp(`${t('content:contact.weekdays')}\\s*11:00–19:00`) })
          .waitFor();
        await page
          .getByRole('row', { name: new RegExp(`${t('content:contact.saturday')}\\s*11:00–15:00`) })
          .waitFor();
        await revealAll(page);
        const markers = page.locator('.leaflet-marker-icon');
        await markers.nth(4).waitFor();
        expect(await markers.count()).toBe(5);
        // No internet for the tiles: the markers stay and a note says the background is missing.
        await page.getByText(t('content:contact.tilesFailed')).waitFor();
        await expect(page.getByText(t('content:contact.mapFailed')).count()).resolves.toBe(0);
        break;
      }
      case '/appstore':
        await expect(h1.textContent()).resolves.toBe(t('content:appstore.title'));
        for (const store of ['appStore', 'googlePlay']) {
          const link = page.getByRole('link', { name: t(`content:appstore.${store}`) });
          expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        }
        break;
      default: {
        // /pages-404 and any unknown address.
        await expect(h1.textContent()).resolves.toBe(t('content:notFound.title'));
        expect(await page.getByRole('link', { name: t('actions.toStart') }).getAttribute('href')).toBe(
          '/home',
        );
      }
    }
  }

  for (const lang of LANGS)
    for (const width of WIDTHS)
      it(`every public route in ${lang} at ${width} px shows its content, styled, without errors`, async () => {
        const t = translator(lang);
        const { context, page, problems } = await visitorPage(world.browser, { lang, width });
        try {
          const routes = [...PUBLIC_ROUTES, `/news-detail/${news[0]!._id as string}`];
          for (const route of routes) {
            const answer = await page.goto(`${world.server.url}${route}`);
            expect(answer?.status(), route).toBe(200);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            if (route.startsWith('/news-detail/'))
              await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
                news[0]![`newsTitle${suffix[lang]}`],
              );
            else await checkRoute(page, route, lang, width);
            expect(await page.title()).toBe(SITE_TITLE);
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
            expect(await unstyledMantineClasses(page), `${route}: Mantine parts without styles`).toEqual([]);
            expect(await sidewaysOverflow(page), `${route}: wider than the window`).toBeLessThanOrEqual(0);
            const name = route.startsWith('/news-detail/') ? '/news-detail' : route;
            await keepScreenshot(page, `${lang}-${width}${name.replace(/\//g, '_')}`);
          }
          // The menu lists the eight sections of spec §2 and leads to them.
          const menu = await mainMenu(page, t, width);
          const links = menu.getByRole('link');
          expect(await links.count()).toBe(8);
          expect(await sidewaysOverflow(page), 'the open menu: wider than the window').toBeLessThanOrEqual(0);
          await menu.getByRole('link', { name: t('menu.tariffs') }).click();
          await page.waitForURL(/\/tarrifs$/);
          await page.getByRole('heading', { level: 1, name: t('content:tariffs.title') }).waitFor();
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });

  it('/ leads to /home; the language switcher changes the texts and the choice survives a reload', async () => {
    const { context, page, problems } = await visitorPage(world.browser, { width: 1280 });
    try {
      await page.goto(`${world.server.url}/`);
      await page.waitForURL(/\/home$/);
      const ka = translator('ka');
      await page.getByRole('heading', { level: 1, name: ka('widgets:home.title') }).waitFor();
      for (const [lang, name] of [
        ['ru', 'Русский'],
        ['en', 'English'],
      ] as const) {
        await page.getByRole('button', { name }).click();
        await page.getByRole('heading', { level: 1, name: translator(lang)('widgets:home.title') }).waitFor();
        expect(await page.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      }
      await page.reload();
      await page.getByRole('heading', { level: 1, name: translator('en')('widgets:home.title') }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('amanati.lang'))).toBe('en');
      // The page title stays the product name with the Georgian tagline in every language (spec §2).
      expect(await page.title()).toBe(SITE_TITLE);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of WIDTHS)
    it(`widgets at ${width} px: converter, volume weight, addresses and price widget work as the spec says`, async () => {
      const t = translator('en');
      const { context, page, problems } = await visitorPage(world.browser, { lang: 'en', width });
      try {
        await page.goto(`${world.server.url}/home`);
        await revealAll(page);

        // Converter (§5, §9): disallowed characters are dropped as typed; 2 decimals; CNY per 10 yuan.
        const amount = page.getByLabel(t('widgets:converter.amount'), { exact: true });
        const result = page.getByTestId('gel-result');
        await amount.pressSequentially('1a0,0');
        expect(await amount.inputValue()).toBe('100');
        await expect(result.textContent()).resolves.toBe(`${(100 * rates.USD!).toFixed(2)} ₾`);
        const currency = page.getByLabel(t('widgets:converter.currency'), { exact: true });
        await currency.selectOption('CNY');
        await expect(result.textContent()).resolves.toBe(`${((100 * rates.CNY!) / 10).toFixed(2)} ₾`);
        await amount.fill('');
        await amount.pressSequentially('12.5');
        await currency.selectOption('EUR');
        await expect(result.textContent()).resolves.toBe(`${(12.5 * rates.EUR!).toFixed(2)} ₾`);

        // Volume weight (§5, §9): L×W×H/6000 to 3 significant digits, once all three are set; digits only.
        const volume = page.getByTestId('volume-result');
        await page.getByLabel(t('widgets:calculator.length')).pressSequentially('3x3');
        await page.getByLabel(t('widgets:calculator.width')).fill('21');
        expect(await volume.count()).toBe(0);
        await page.getByText(t('widgets:calculator.hint')).waitFor();
        await page.getByLabel(t('widgets:calculator.height')).fill('17');
        expect(await page.getByLabel(t('widgets:calculator.length')).inputValue()).toBe('33');
        await expect(volume.textContent()).resolves.toBe(`${t('widgets:calculator.result')} 1.96 kg`);
        await page.getByLabel(t('widgets:calculator.length')).fill('50');
        await page.getByLabel(t('widgets:calculator.width')).fill('40');
        await page.getByLabel(t('widgets:calculator.height')).fill('30');
        await expect(volume.textContent()).resolves.toBe(`${t('widgets:calculator.result')} 10.0 kg`);

        // Addresses (§2): each line copies to the clipboard; tabs from 992 px, an accordion below; the
        // receiver line only for a signed-in customer; the Turkey tab's hand-typed-phone hint (§5).
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.server.url });
        const offices = (await world.api.ok('GET', '/api/office/gets')).offices as Json[];
        const china = offices.find((o) => o.countryId === 1)!;
        const addresses = page.getByRole('region', { name: t('widgets:home.addresses') });
        await addresses.getByText(t('widgets:addresses.signInHint')).first().waitFor();
        expect(await addresses.locator('[data-line="receiver"]').count()).toBe(0);
        const copy = addresses.getByRole('button', {
          name: t('widgets:copy.button', { label: t('widgets:addresses.address') }),
        });
        await copy.first().click();
        await addresses
          .getByText(t('widgets:copy.done', { label: t('widgets:addresses.address') }))
          .waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(china.addressLoc);
        const turkeyTab =
          width >= 992
            ? addresses.getByRole('tab', { name: t('countries.3') })
            : addresses.getByRole('button', { name: t('countries.3') });
        await turkeyTab.click();
        await addresses.getByText(t('widgets:addresses.turkeyPhoneHint')).waitFor();

        // Price widget (§2): USD per kg with the type label for the chosen country; More → /tarrifs.
        const prices = page.getByRole('region', { name: t('widgets:home.prices') });
        await prices.getByLabel(t('widgets:price.country')).selectOption('3');
        const turkey = tariffs.filter((x) => x.country === 3).sort((a, b) => a.type - b.type);
        await expect(prices.locator('li[data-type]').allTextContents()).resolves.toEqual(
          turkey.map((x) => `${t(`widgets:price.types.${x.type}`)}$${(x.amount as number).toFixed(2)} / kg`),
        );
        await prices.getByRole('link', { name: t('widgets:price.more') }).click();
        await page.waitForURL(/\/tarrifs$/);
        await keepScreenshot(page, `widgets-${width}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

  it('the announcement popup: sanitised, closes with Escape or OK, stays closed for the same id', async () => {
    const t = translator('en');
    const popap = (await world.api.ok('GET', '/api/popap/get')).popap as Json;
    expect(popap.popapId).toBe(DEMO_POPUP_ID);
    const { context, page, problems } = await visitorPage(world.browser, {
      lang: 'en',
      width: 390,
      popupSeen: false,
    });
    try {
      await page.goto(`${world.server.url}/home`);
      const dialog = page.getByRole('dialog', { name: popap.titleEn as string });
      await dialog.waitFor();
      await keepScreenshot(page, 'popup-en-390');
      const body = page.getByTestId('announcement-body');
      await body.locator('li').first().waitFor();
      expect(await body.locator('script, style, iframe, [onerror], [onclick]').count()).toBe(0);
      // A modal dialog: the page behind it does not take focus or clicks.
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('amanati.popup')))!)).toEqual({
        closed: true,
        popapId: DEMO_POPUP_ID,
      });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t('widgets:home.title') }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A new announcement shows again and closes with its OK button.
      await page.evaluate(() => localStorage.setItem('amanati.popup', '{"closed":true,"popapId":"older"}'));
      await page.reload();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: translator('en')('notifications:popup.ok') }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a visitor's first page downloads no customer or back-office code, whatever the popup and panels", async () => {
    for (const width of WIDTHS) {
      for (const route of ['/home', '/tarrifs', '/schedule']) {
        const { context, page, problems } = await visitorPage(world.browser, {
          lang: 'ka',
          width,
          popupSeen: false,
        });
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
        await page.goto(`${world.server.url}${route}`, { waitUntil: 'networkidle' });
        await page.getByTestId('announcement-popup').waitFor();
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((s) => /\/assets\/(customer|admin|dashboard-page)[-.]/.test(s))).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  });

  it('a page view is reported on every route change, and the site works when the counter is missing', async () => {
    const t = translator('ka');
    const { context, page, problems, allow } = await visitorPage(world.browser, { width: 1280 });
    allow({ url: api('/api/analytics/pageview'), status: 404, why: 'the counter is missing' });
    try {
      const reported: string[] = [];
      await page.route('**/api/analytics/pageview', async (route) => {
        reported.push((route.request().postDataJSON() as { path: string }).path);
        // The counter endpoint missing: the site must not show or log anything about it.
        await route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' });
      });
      // A 404 answer is logged by Chromium itself as a failed resource: that line, and only it, is allowed.
      await page.goto(`${world.server.url}/home`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const menu = page.getByRole('navigation', { name: t('menu.label') }).first();
      // Each page is read (shown) before the next click: a page left before it rendered is not a view.
      for (const [key, path, heading] of [
        ['menu.services', '/services', 'content:services.title'],
        ['menu.news', '/news', 'content:news.title'],
        ['menu.contact', '/contact', 'content:contact.title'],
        ['menu.main', '/home', 'widgets:home.title'],
      ] as const) {
        await menu.getByRole('link', { name: exact(t(key)) }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await page.getByRole('heading', { level: 1, name: t(heading) }).waitFor();
      }
      await expect.poll(() => reported).toEqual(['/home', '/services', '/news', '/contact', '/home']);
      expect(problems).toEqual([]);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a new version of the site: the reload prompt comes in the visitor’s language', async () => {
    const t = translator('ru');
    const { context, page, problems } = await visitorPage(world.browser, { lang: 'ru', width: 390 });
    try {
      await page.clock.install();
      let version = 'build-1';
      const polled: string[] = [];
      await page.route('**/version.json*', async (route) => {
        polled.push(route.request().url());
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version }) });
      });
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${world.server.url}/home`);
      await page.getByRole('heading', { level: 1, name: t('widgets:home.title') }).waitFor();
      await expect.poll(() => polled.length).toBe(1);
      await page.clock.runFor(60_000);
      await expect.poll(() => polled.length).toBe(2);
      expect(prompts).toEqual([]);
      version = 'build-2';
      await page.clock.runFor(60_000);
      await expect.poll(() => prompts).toEqual([t('version.reload')]);
      // Declined: a note says how to switch later.
      await page.getByText(t('version.later')).waitFor();
      // Every poll asks past the caches.
      expect(new Set(polled).size).toBe(polled.length);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
