/**
 * A customer's browser page at a desktop or phone size, in the chosen language and signed in, and what
 * journeys do with it (the phone's left panel, screenshots, toasts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { translator, type Lang, type Translate } from './i18n.ts';
import { watchProblems, type ExpectedFailure } from './problems.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const artifactsDir = path.join(root, 'e2e/artifacts');

export type Size = 'desktop' | 'mobile';
export const VIEWPORTS: Record<Size, { width: number; height: number }> = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
};

/** The journeys run once on a desktop in Georgian and once on a phone in English. */
export const JOURNEY_VARIANTS: { lang: Lang; size: Size }[] = [
  { lang: 'ka', size: 'desktop' },
  { lang: 'en', size: 'mobile' },
];

export interface CustomerPage {
  page: Page;
  context: BrowserContext;
  /**
   * Script errors and console errors of the context's pages (support/problems.ts); a test ends by
   * expecting none.
   */
  errors: string[];
  /** Lets a failed request the test provokes on purpose pass (by its address and status). */
  allow: (...failures: ExpectedFailure[]) => void;
  t: Translate;
  lang: Lang;
  size: Size;
  mobile: boolean;
}

/**
 * A browser context at the size, with the language chosen and (with a token) signed in — set in
 * localStorage the way the app keeps them — and the announcement popup already closed, so a journey
 * starts where a returning customer would.
 */
export async function openCustomerPage(
  browser: Browser,
  base: string,
  options: {
    lang: Lang;
    size: Size;
    token?: string;
    keepPopup?: boolean;
    /** For axe-core, injected as an inline script that the app's Content-Security-Policy forbids. */
    bypassCsp?: boolean;
  },
): Promise<CustomerPage> {
  const mobile = options.size === 'mobile';
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.size],
    isMobile: mobile,
    hasTouch: mobile,
    locale: options.lang === 'ka' ? 'ka-GE' : options.lang === 'ru' ? 'ru-RU' : 'en-GB',
    timezoneId: 'Asia/Tbilisi',
    bypassCSP: Boolean(options.bypassCsp),
  });
  // Room for a starved CI machine (journeys beside three other tiers on two cores); a waiting step
  // that really hangs still fails well inside the test's own limit.
  context.setDefaultTimeout(30_000);
  const problems = watchProblems(context);
  const page = await context.newPage();
  // Any same-origin URL that is not the app: storage is set before the app first reads it.
  await page.goto(`${base}/version.json`);
  await page.evaluate(
    async ({ lang, token, keepPopup }) => {
      localStorage.setItem('amanati.lang', lang);
      if (token) localStorage.setItem('amanati.token', token);
      if (keepPopup) return;
      const { popap } = (await (await fetch('/api/popap/get')).json()) as { popap?: { popapId: string } };
      if (popap)
        localStorage.setItem('amanati.popup', JSON.stringify({ closed: true, popapId: popap.popapId }));
    },
    { lang: options.lang, token: options.token ?? null, keepPopup: Boolean(options.keepPopup) },
  );
  return {
    page,
    context,
    errors: problems.list,
    allow: problems.allow,
    t: translator(options.lang),
    lang: options.lang,
    size: options.size,
    mobile,
  };
}

/** On a phone the account summary sits in the slide-down left panel behind the menu button. */
export async function openLeftPanel(cp: CustomerPage): Promise<void> {
  if (!cp.mobile) return;
  const burger = cp.page.getByRole('button', { name: cp.t('menu.label') });
  if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Waits for a toast (Mantine notification) with the text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
