// Every width (issue 17, "Done when"): every route of the site and of the back office — as a visitor, as
// the demo customer (parcels in every tab, flights paid and unpaid, notifications, a top-up) and as the
// admin — at 360, 390, 768, 1024, 1280 and 1920 px in Georgian, and at 390 and 1280 px in Russian (the
// back office at 768, 1280 and 1920 px). A page fails when it scrolls sideways, when the text of a
// button, link, tab or badge is cut short, when a control reaches past the window or out of a box that
// clips it, or when a table must scroll sideways to show its columns (support/layout.ts). Every tab of
// a page (the dashboard's parcel tabs, the content and payments sections, a customer's ledger) is
// opened and measured too. One browser; per width one page for each of the three who visit.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { A11Y_ROUTES } from './support/a11y-routes.ts';
import {
  DEMO,
  newCustomer,
  payFlight,
  topUp,
  uniqueTracking,
  type Customer,
  type Json,
} from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { layoutProblems, settledLayout } from './support/layout.ts';
import { openCustomerPage } from './support/pages.ts';
import { revealAll, visitorPage } from './support/public-site.ts';
import { appRoutes } from './support/routes.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

/** A directory to keep a screenshot of every page measured in (for a person to look at), if set. */
const SHOTS = process.env.LAYOUT_SHOTS;
const ADMIN = { login: 'admin@amanati.ge', password: 'admin12345' };
const CUSTOMER_WIDTHS = [360, 390, 768, 1024, 1280, 1920];
const ADMIN_WIDTHS = [768, 1280, 1920];
const RUNS: { lang: Lang; width: number }[] = [
  ...CUSTOMER_WIDTHS.map((width) => ({ lang: 'ka' as const, width })),
  { lang: 'ru', width: 390 },
  { lang: 'ru', width: 1280 },
];

/** What the parameterised routes are opened with. */
interface Fixture {
  newsId: string;
  notificationId: string;
  orderId: string;
  /** A flight code of the customer's (the invoice). */
  flightCode: string;
  /** The same flight's id in the back office. */
  flightId: string;
  customerId: string;
  /** A payment taken at the counter. */
  receiptId: string;
}

/** The address a route is opened at; a route with parameters needs an entry here. */
const ADDRESSES: Record<string, (f: Fixture) => string> = {
  '*': () => '/no-such-page',
  '/news-detail/:id': (f) => `/news-detail/${f.newsId}`,
  '/notification-detail/:id': (f) => `/notification-detail/${f.notificationId}`,
  '/invoice/:flightId/:branch?': (f) => `/invoice/${f.flightCode}/didube`,
  '/payments/success': (f) => `/payments/success?order=${f.orderId}`,
  '/payments/failed': (f) => `/payments/failed?order=${f.orderId}`,
  '/admin/flights/:id': (f) => `/admin/flights/${f.flightId}`,
  '/admin/customers/:id': (f) => `/admin/customers/${f.customerId}`,
  '/admin/receipts/:id': (f) => `/admin/receipts/${f.receiptId}`,
  // A section's first tab; the walk opens the others.
  '/admin/content/:tab?': () => '/admin/content',
  '/admin/payments/:tab?': () => '/admin/payments',
};

/** Every route given to a run of the accessibility list, as addresses; fails on a route without one. */
function addresses(run: 'public' | 'customer' | 'admin', fixture: Fixture): string[] {
  return appRoutes()
    .filter((r) => !r.redirect && A11Y_ROUTES[r.pattern] === run)
    .map(({ pattern }) => {
      const address = ADDRESSES[pattern];
      if (address) return address(fixture);
      if (/[:*]/.test(pattern)) throw new Error(`the layout walk has no address for ${pattern}: add one`);
      return pattern;
    });
}

describeWithBrowser('every page fits every width (no sideways scrolling, no control cut short)', () => {
  const world = useWorld({ operator: true });
  let customer: Customer;
  let adminToken: string;
  let fixture: Fixture;

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const { api, operator } = world;
    // The demo customer: parcels in every tab, with the long tracking numbers of real carriers.
    const token = await api.signIn(DEMO.customer.login, DEMO.customer.password);
    const me = (await api.ok('GET', '/api/authorization/userInformation', { token })).candidate as Json;
    customer = {
      token,
      email: me.email as string,
      password: DEMO.customer.password,
      AXID: me.AXID as string,
      id: me._id as string,
      nameEn: me.nameEn as string,
      lastNameEn: me.lastNameEn as string,
    };
    adminToken = await api.signIn(ADMIN.login, ADMIN.password);
    // A paid flight with a courier order, a top-up, a notification and an unidentified parcel.
    await topUp(api, customer, '200');
    const { flight } = await operator.parcelIn(customer, 'arrived');
    await payFlight(api, customer, flight!.flightId as string);
    await api.ok('POST', '/api/courier/create', {
      token,
      body: {
        ids: [flight!.flightId],
        sq1: false,
        region: 'tbilisi',
        city: '_TBILISI_',
        address: 'ვაჟა-ფშაველას გამზ. 12, ბ. 5',
        branches: 'didube',
      },
    });
    const order = await api.ok('POST', '/api/merchant/georgiancard/pay', {
      token,
      body: { lari: '5', tetri: '00', lang: 'en' },
    });
    const note = await operator.notify(
      customer.AXID,
      { ka: 'რეისი TR-261121 ჩამოვიდა', en: 'Flight TR-261121 has landed', ru: 'Рейс TR-261121 прибыл' },
      {
        ka: 'თქვენი ამანათები თბილისშია და ხვალიდან შეგიძლიათ გაიტანოთ.',
        en: 'Your parcels are in Tbilisi and can be collected from tomorrow.',
        ru: 'Ваши посылки в Тбилиси, забрать их можно с завтрашнего дня.',
      },
    );
    await operator.receive(uniqueTracking('UNK'), 1, '0.700', 'AX99999999');
    // A payment taken at the counter for another customer's flight: its receipt.
    const payer = await newCustomer(api);
    await operator.parcelIn(payer, 'arrived');
    const receipt = await operator.counterPayment(payer);
    const news = (await api.ok('GET', '/api/news/gets/0/1')).news as Json[];
    fixture = {
      newsId: news[0]!._id as string,
      notificationId: note.notificationId as string,
      orderId: order.result._id as string,
      flightCode: flight!.flightId as string,
      flightId: flight!._id as string,
      customerId: customer.id,
      receiptId: receipt.id as string,
    };
  });

  /**
   * Opens each address, measures it, then opens each tab of its main content in turn and measures
   * that; answers the problems, each prefixed with the address it was seen at.
   */
  async function walk(page: Page, paths: string[], reveal: boolean): Promise<string[]> {
    const found: string[] = [];
    let shots = 0;
    const measure = async () => {
      await settledLayout(page);
      const url = new URL(page.url());
      const where = `${url.pathname}${url.search}${url.hash}`;
      found.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`));
      if (SHOTS) {
        const { width } = page.viewportSize()!;
        const lang = await page.evaluate(() => document.documentElement.lang);
        const name = `${String(++shots).padStart(3, '0')}${where.replace(/[^\w-]+/g, '_')}-${width}-${lang}`;
        await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      }
    };
    for (const path of paths) {
      await page.goto(`${world.server.url}${path}`);
      // A hash alone does not reload the page it is on.
      if (path.includes('#')) await page.reload();
      if (reveal) await revealAll(page);
      await measure();
      const tabs = page.locator('main [role="tab"]');
      const count = await tabs.count();
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
        await tab.click();
        await measure();
      }
    }
    return found;
  }

  for (const { lang, width } of RUNS)
    it(`${lang} at ${width} px`, { timeout: 600_000 }, async () => {
      const size = width < 992 ? 'mobile' : 'desktop';
      const height = width < 992 ? 844 : 900;
      const found: string[] = [];

      const visitor = await visitorPage(world.browser, { lang, width: width < 992 ? 390 : 1280 });
      try {
        await visitor.page.setViewportSize({ width, height });
        found.push(...(await walk(visitor.page, addresses('public', fixture), true)));
      } finally {
        await visitor.context.close();
      }

      const signedIn = async (token: string, run: 'customer' | 'admin') => {
        const cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token });
        try {
          await cp.page.setViewportSize({ width, height });
          const paths = addresses(run, fixture);
          // The dashboard signed in: the customer's own /home, its tabs opened by the walk.
          if (run === 'customer') paths.unshift('/home');
          found.push(...(await walk(cp.page, paths, false)));
        } finally {
          await cp.context.close();
        }
      };
      await signedIn(customer.token, 'customer');
      if (ADMIN_WIDTHS.includes(width) && (lang === 'ka' || width === 1280))
        await signedIn(adminToken, 'admin');

      expect([...new Set(found)]).toEqual([]);
    });
});
