/**
 * The site's frame in Chromium (issue 17; review #2, #4, #13, #23): a visitor's phone header has a
 * sign-in button; from 768 to 1920 px the top menu never runs under the language switcher and no
 * item is cut (it folds into the left panel first); no public page scrolls sideways at any width; a
 * toast leaves the header's controls free; the served HTML describes the site in its language and the
 * named files (robots.txt, sitemap.xml, favicon.ico) are real.
 */
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translator, type Lang } from './support/i18n.ts';
import { DEMO_POPUP_ID, PUBLIC_ROUTES } from './support/public-site.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const DESKTOP_WIDTHS = [768, 1024, 1280, 1366, 1920];
const ALL_WIDTHS = [360, 390, ...DESKTOP_WIDTHS];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function open(browser: Browser, width: number, lang: Lang) {
  const phone = width < 992;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript(
    ([l, popup]) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('amanati.lang', l!);
      localStorage.setItem('amanati.popup', JSON.stringify({ closed: true, popapId: popup }));
    },
    [lang, DEMO_POPUP_ID],
  );
  const errors: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The header's menu row, the language switcher and, per menu item, whether its text is whole. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const nav = document.querySelector('header nav.top-menu') as HTMLElement;
    const shown = getComputedStyle(nav).display !== 'none' && getComputedStyle(nav).visibility !== 'hidden';
    const links = [...nav.querySelectorAll('a')].map((a) => ({
      text: a.textContent ?? '',
      box: box(a),
      whole: a.scrollWidth <= a.clientWidth + 1,
    }));
    return {
      shown,
      nav: box(nav),
      links,
      switcher: box(document.querySelector('header .lang-switch')!),
      // The menu in the left panel, when the header has no room for it.
      inPanel: [...document.querySelectorAll('#left-panel nav.menu-vertical a')].filter(
        (a) => (a as HTMLElement).offsetParent !== null,
      ).length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describeWithBrowser('the public frame at every width', () => {
  const world = useWorld();

  for (const lang of ['ka', 'ru'] as const)
    for (const width of [360, 390])
      it(`${lang} ${width}: a visitor's header has a sign-in button that opens the form`, async () => {
        const t = translator(lang);
        const { context, page, errors } = await open(world.browser, width, lang);
        await page.goto(`${world.server.url}/news`);
        const signin = page.locator('header').getByRole('button', { name: t('layout.signinShort') });
        await signin.waitFor();
        const [button, header] = await Promise.all([
          signin.boundingBox(),
          page.locator('header').boundingBox(),
        ]);
        expect(button!.x + button!.width).toBeLessThanOrEqual(width);
        expect(button!.y + button!.height).toBeLessThanOrEqual(header!.y + header!.height);
        expect((await headerLayout(page)).overflow).toBe(0);
        await signin.click();
        const login = page.getByLabel(t('auth:signin.login'));
        await login.waitFor();
        await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await signin.getAttribute('aria-expanded')).toBe('true');
        expect(errors).toEqual([]);
        await context.close();
      });

  for (const lang of ['ka', 'en', 'ru'] as const)
    it(`${lang}: from 768 to 1920 px the menu never meets the language switcher and no item is cut`, async () => {
      const t = translator(lang);
      for (const width of [...DESKTOP_WIDTHS, 992, 1100, 1440]) {
        const { context, page } = await open(world.browser, width, lang);
        await page.goto(`${world.server.url}/home`);
        await page.locator('header .lang-switch').waitFor();
        const layout = await headerLayout(page);
        const at = `${lang} at ${width} px`;
        expect(layout.overflow, at).toBe(0);
        if (layout.shown) {
          expect(layout.links.map((l) => l.text)).toContain(t('menu.terms'));
          for (const link of layout.links) {
            expect(link.whole, `${link.text} ${at}`).toBe(true);
            expect(link.box.right, `${link.text} ${at}`).toBeLessThanOrEqual(layout.nav.right + 0.5);
            expect(overlaps(link.box, layout.switcher), `${link.text} ${at}`).toBe(false);
          }
        } else if (width >= 992) {
          // Folded: the left panel lists the menu, in sight without the burger.
          expect(layout.inPanel, at).toBe(8);
        }
        await context.close();
      }
    });

  for (const width of ALL_WIDTHS)
    it(`ka ${width}: no public page scrolls sideways`, async () => {
      const failures: string[] = [];
      const { context, page } = await open(world.browser, width, 'ka');
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${world.server.url}${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) failures.push(`${route} at ${width}: ${overflow} px`);
      }
      await context.close();
      expect(failures).toEqual([]);
    });

  for (const width of [1280, 390])
    it(`${width}: a toast leaves the header's controls free`, async () => {
      const t = translator('ka');
      const { context, page } = await open(world.browser, width, 'ka');
      await page.goto(`${world.server.url}/home`);
      if (width < 992)
        await page
          .locator('header')
          .getByRole('button', { name: t('layout.signinShort') })
          .click();
      const panel = page.locator('#left-panel');
      await panel.getByRole('textbox', { name: t('auth:signin.login'), exact: true }).fill('demo@amanati.ge');
      await panel.getByRole('textbox', { name: t('auth:signin.password'), exact: true }).fill('demo12345');
      await panel.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await toast.waitFor();
      // The customer's bell and user menu have arrived beside the language switcher.
      await page.getByRole('button', { name: t('userMenu.label') }).waitFor();
      const [toastBox, controls] = await Promise.all([
        toast.boundingBox(),
        page.locator('header button, header a').evaluateAll((els) =>
          els
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { name: el.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            }),
        ),
      ]);
      const box = {
        left: toastBox!.x,
        right: toastBox!.x + toastBox!.width,
        top: toastBox!.y,
        bottom: toastBox!.y + toastBox!.height,
      };
      expect(controls.length).toBeGreaterThan(3);
      expect(controls.filter((c) => overlaps(c, box))).toEqual([]);
      await context.close();
    });

  it('serves each language its own description, and real robots.txt, sitemap.xml and favicon.ico', async () => {
    const descriptions = new Set<string>();
    for (const lang of ['ka', 'en', 'ru'] as const) {
      const html = await (
        await fetch(`${world.server.url}/tarrifs`, { headers: { cookie: `amanati.lang=${lang}` } })
      ).text();
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(html).toContain(`<html lang="${lang}">`);
      const script = { ka: /[\u10D0-\u10FF]/, en: /^[A-Za-z]/, ru: /[А-Яа-я]/ }[lang];
      expect(description, lang).toMatch(script);
      descriptions.add(description);
      const viaAddress = await (await fetch(`${world.server.url}/tarrifs?lang=${lang}`)).text();
      expect(viaAddress).toContain(`<meta name="description" content="${description}"`);
    }
    expect(descriptions.size).toBe(3);

    const robots = await fetch(`${world.server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*/);
    const sitemap = await fetch(`${world.server.url}/sitemap.xml`);
    const xml = await sitemap.text();
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    for (const page of ['home', 'tarrifs', 'schedule', 'news', 'contact', 'terms', 'appstore'])
      for (const lang of ['ka', 'en', 'ru']) expect(xml).toContain(`/${page}?lang=${lang}</loc>`);
    const icon = await fetch(`${world.server.url}/favicon.ico`);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer()).readUInt16LE(2)).toBe(1);
  });
});
