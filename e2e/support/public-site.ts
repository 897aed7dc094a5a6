/**
 * What the visitor journeys share (public pages, sign-in and sign-up, accessibility): a browser page at
 * a phone or desktop width in a chosen language, the problems the page reports (script errors, console
 * errors), the lower widgets revealed by scrolling, and a check that every Mantine part has its styles.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Lang } from './i18n.ts';
import { artifactsDir } from './pages.ts';
import { MAP_TILES, TILE_HOSTS, watchProblems, type ExpectedFailure } from './problems.ts';

export const LANGS: Lang[] = ['ka', 'en', 'ru'];
export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];

/** The public routes of spec §2 (the news article is added with an id from the API). */
export const PUBLIC_ROUTES = [
  '/home',
  '/services',
  '/terms',
  '/tarrifs',
  '/schedule',
  '/news',
  '/contact',
  '/appstore',
  '/pages-404',
  '/no-such-page',
] as const;

export interface VisitorPage {
  context: BrowserContext;
  page: Page;
  /**
   * Script errors and console errors (support/problems.ts), other than the map tiles' failed downloads
   * and the failures the test allows.
   */
  problems: string[];
  /** Lets a failed request the test provokes on purpose pass (by its address and status). */
  allow: (...failures: ExpectedFailure[]) => void;
}

export interface VisitorOptions {
  lang?: Lang;
  width?: Width;
  /** Keep the announcement popup away (remembered as closed), so it does not cover the page. */
  popupSeen?: boolean;
  /** localStorage entries to start with. */
  storage?: Record<string, string>;
  /** Let the test inject scripts (axe-core) past the site's Content-Security-Policy. */
  bypassCSP?: boolean;
}

/** The demo content's announcement popup (server seed). */
export const DEMO_POPUP_ID = '2026-holidays';

export async function visitorPage(browser: Browser, options: VisitorOptions = {}): Promise<VisitorPage> {
  const { lang, width = 1280, popupSeen = true, storage = {}, bypassCSP = false } = options;
  const context = await browser.newContext({
    viewport: { width, height: width < 992 ? 844 : 900 },
    isMobile: width < 992,
    hasTouch: width < 992,
    bypassCSP,
  });
  const initial: Record<string, string> = { ...storage };
  if (lang) initial['amanati.lang'] = lang;
  if (popupSeen) initial['amanati.popup'] = JSON.stringify({ closed: true, popapId: DEMO_POPUP_ID });
  // Only on the first document of the context: a reload must show what the page itself stored.
  await context.addInitScript((entries: Record<string, string>) => {
    // Not in a new tab's about:blank, which has no storage to give (reading it throws there).
    if (!location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, initial);
  await context.route(TILE_HOSTS, (route) => route.abort('internetdisconnected'));
  const watch = watchProblems(context, [MAP_TILES]);
  const page = await context.newPage();
  return { context, page, problems: watch.list, allow: watch.allow };
}

/** Scrolls to the end of the page in steps, so every widget that waits to be seen loads. */
export async function revealAll(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (done && (await page.locator('[data-waiting="true"]').count()) === 0) break;
  }
  await page.locator('[data-waiting="true"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Mantine classes (`m_xxxxxxxx`) on the page that no loaded stylesheet styles: a component whose sheet
 * did not come with its code (packages/web/build/mantine-styles.ts) shows unstyled.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set<string>();
    document.querySelectorAll('[class*="m_"]').forEach((el) =>
      el.classList.forEach((c) => {
        if (/^m_[0-9a-f]{8}$/.test(c)) used.add(c);
      }),
    );
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          rule.selectorText.match(/m_[0-9a-f]{8}/g)?.forEach((c) => styled.add(c));
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules)
          walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        walk(sheet.cssRules);
      } catch {
        /* another origin's sheet */
      }
    }
    return [...used].filter((c) => !styled.has(c));
  });
}

/** How far the page is wider than the window (a phone then shows it zoomed out or scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Saves a screenshot under e2e/artifacts/ (git-ignored) for a person to look at. */
export async function keepScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = path.join(artifactsDir, 'public');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
