// Accessibility of the back office (issue 9 §2): axe-core on every /admin screen — the staff sign-in,
// each section with something in it, the open forms and dialogs, and "no access" for a customer — in
// Georgian, English and Russian, at 1280 px and 390 px: no serious or critical violations. On a phone
// no screen is wider than the viewport and the section navigation opens and closes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uncheckedRoutes } from './support/a11y-routes.ts';
import { seriousViolations, type AxeViolation } from './support/axe.ts';
import {
  declare,
  newCustomer,
  payFlight,
  topUp,
  uniqueTracking,
  type Customer,
  type Json,
} from './support/api.ts';
import { exact, type Lang } from './support/i18n.ts';
import { openCustomerPage, type CustomerPage, type Size } from './support/pages.ts';
import { api } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const VARIANTS: { lang: Lang; size: Size }[] = (['ka', 'en', 'ru'] as const).flatMap((lang) =>
  (['desktop', 'mobile'] as const).map((size) => ({ lang, size })),
);
const ADMIN = { login: 'admin@amanati.ge', password: 'admin12345' };

/**
 * The screen once it has settled: no spinner or skeleton left, no transition running and every dialog
 * fully opaque (axe judges colours with their opacity; a dialog's fade may not have started yet).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]') &&
      [...document.querySelectorAll('[role="dialog"]')].every((d) => getComputedStyle(d).opacity === '1') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * On a phone, the document must not be wider than the screen: when it is, answers the innermost
 * elements reaching past the right edge (outside any scrolling box), to say what to fix.
 */
async function widerThanScreen(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    const past: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right <= width + 1) continue;
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      if (!clipped) past.push(el);
    }
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return [
      `document ${document.documentElement.scrollWidth} px`,
      ...innermost
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent?.slice(0, 40)}"`,
        ),
    ];
  }, width);
}

describeWithBrowser('back-office screens have no serious accessibility violations', () => {
  const world = useWorld({ operator: true });
  let adminToken: string;
  let customer: Customer;
  /** A declared parcel nobody received yet: intake looks it up. */
  let declaredTracking: string;
  /** An open flight carrying a parcel, with another parcel of its country in stock to load. */
  let openFlight: Json;
  /** A payment taken at the counter. */
  let receiptId: string;

  beforeAll(async () => {
    const { api, operator } = world;
    adminToken = await api.signIn(ADMIN.login, ADMIN.password);
    // A customer with something on every screen: a parcel to look up, stock and an open flight, a paid
    // flight with a courier order, a paid and an unpaid flight at the counter, a top-up (payment order,
    // ledger), an adjustment by the admin and a notification.
    customer = await newCustomer(api);
    declaredTracking = (await declare(api, customer, { senderCountryId: 1, shop: '_TAOBAO_' }))
      .productOrderId as string;
    openFlight = (await operator.parcelIn(customer, 'sent', { country: 2 })).flight!;
    await operator.parcelIn(customer, 'stock', { country: 2 });
    await topUp(api, customer, '200');
    const { flight: courierFlight } = await operator.parcelIn(customer, 'arrived');
    await payFlight(api, customer, courierFlight!.flightId as string);
    await api.ok('POST', '/api/courier/create', {
      token: customer.token,
      body: {
        ids: [courierFlight!.flightId],
        sq1: false,
        region: 'tbilisi',
        city: '_TBILISI_',
        address: 'რუსთაველის გამზ. 12, ბ. 5',
        branches: 'didube',
      },
    });
    const { flight: paidFlight } = await operator.parcelIn(customer, 'arrived');
    await payFlight(api, customer, paidFlight!.flightId as string);
    await operator.parcelIn(customer, 'arrived', { country: 3 });
    // A label whose AXID nobody has: the unidentified queue.
    await operator.receive(uniqueTracking('UNK'), 1, '0.700', 'AX99999999');
    await api.ok('POST', `/api/admin/customers/${customer.id}/adjust`, {
      token: adminToken,
      body: { amountTetri: 250, reason: 'Courier refund' },
    });
    // A payment taken at the counter for another customer's flight: its receipt and the cash report.
    const payer = await newCustomer(api);
    await operator.parcelIn(payer, 'arrived');
    receiptId = (await operator.counterPayment(payer)).id as string;
    await operator.notify(
      customer.AXID,
      { ka: 'რეისი ჩამოვიდა', en: 'Your flight has landed', ru: 'Рейс прибыл' },
      { ka: 'ამანათები თბილისშია.', en: 'Your parcels are in Tbilisi.', ru: 'Посылки в Тбилиси.' },
    );
  });

  describe.each(VARIANTS)('$lang at $size', ({ lang, size }) => {
    /** The admin, signed in. */
    let cp: CustomerPage;
    let found: Record<string, AxeViolation[]> = {};
    let tooWide: Record<string, string[]> = {};
    beforeEach(() => {
      found = {};
      tooWide = {};
    });

    /** axe on the screen as it is now; on a phone also whether anything is wider than the screen. */
    async function check(page: Page, name: string): Promise<void> {
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[name] = violations;
      if (size === 'mobile') {
        const wider = await widerThanScreen(page);
        if (wider.length) tooWide[name] = wider;
      }
    }
    /** Every screen's checks came out clean, and nothing failed in the page (since the last test). */
    function expectClean() {
      const errors = cp.errors.splice(0);
      expect({ found, tooWide, errors }).toEqual({ found: {}, tooWide: {}, errors: [] });
    }
    /**
     * Opens a back-office address and checks it once its content has settled — with `cell`, once the
     * list shows that cell (so the screen is checked with rows in it, not empty).
     */
    async function visit(path: string, ready: string, name: string, cell?: string | RegExp): Promise<void> {
      const { page } = cp;
      await page.goto(`${world.server.url}${path}`);
      await page
        .getByRole('heading', { level: 1, name: ready })
        .waitFor()
        .catch(async (error: Error) => {
          // Say what the page showed instead, and what failed in it.
          const shown = await page.locator('body').innerText();
          throw new Error(`${error.message}\nshown: ${shown.slice(0, 300)}\nerrors: ${cp.errors.join('; ')}`);
        });
      if (cell) await page.getByRole('cell', { name: cell }).first().waitFor();
      await check(page, name);
    }
    /** Opens a dialog with the button, checks it, and closes it. */
    async function dialog(button: string, title: string, name: string): Promise<void> {
      const { page, t } = cp;
      await page.getByRole('button', { name: exact(button) }).click();
      const opened = page.getByRole('dialog', { name: title });
      await opened.waitFor();
      await check(page, name);
      await opened.getByRole('button', { name: t('admin:common.close') }).click();
      await opened.waitFor({ state: 'detached' });
    }

    beforeAll(async () => {
      cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: adminToken,
        bypassCsp: true,
      });
    });
    afterAll(async () => {
      await cp?.context.close();
    });

    it('on the staff sign-in and "no access" for a customer', async () => {
      const { t } = cp;
      const anonymous = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        bypassCsp: true,
      });
      anonymous.allow({ url: api('/api/authorization/signin'), status: 401, why: 'a wrong password' });
      const customerSide = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
        bypassCsp: true,
      });
      try {
        await anonymous.page.goto(`${world.server.url}/admin`);
        await anonymous.page.getByRole('heading', { name: t('admin:signin.title') }).waitFor();
        await check(anonymous.page, 'sign-in');
        // A wrong password: the failure is announced and must be readable too.
        await anonymous.page.getByLabel(t('admin:signin.email')).fill(ADMIN.login);
        await anonymous.page.getByLabel(t('admin:signin.password'), { exact: true }).fill('wrong-password');
        await anonymous.page.getByRole('button', { name: t('admin:signin.submit') }).click();
        await anonymous.page.getByRole('alert').waitFor();
        await check(anonymous.page, 'sign-in failed');

        await customerSide.page.goto(`${world.server.url}/admin`);
        await customerSide.page.getByRole('heading', { name: t('admin:noAccess.title') }).waitFor();
        await check(customerSide.page, 'no access');
        cp.errors.push(...anonymous.errors, ...customerSide.errors);
        expectClean();
      } finally {
        await anonymous.context.close();
        await customerSide.context.close();
      }
    });

    it('on the dashboard, intake and the unidentified queue', async () => {
      const { page, t } = cp;
      await visit('/admin', t('admin:dashboard.title'), 'dashboard');
      await visit('/admin/intake', t('admin:intake.title'), 'intake');
      const scan = page.getByLabel(t('admin:intake.tracking'));
      await scan.fill(declaredTracking);
      await scan.press('Enter');
      await page.getByRole('form', { name: t('admin:intake.receiveForm') }).waitFor();
      await check(page, 'intake: parcel looked up');
      // A tracking nobody declared asks for the AXID on the label.
      await page.keyboard.press('Escape');
      await scan.fill(uniqueTracking('NEW'));
      await scan.press('Enter');
      await page.getByLabel(new RegExp(`^${t('admin:intake.axid')}`)).waitFor();
      await check(page, 'intake: undeclared parcel');
      await visit('/admin/unidentified', t('admin:unidentified.title'), 'unidentified', 'AX99999999');
      expectClean();
    });

    it('on the flights, their forms and a flight with its parcels', async () => {
      const { page, t } = cp;
      await visit('/admin/flights', t('admin:flights.title'), 'flights', openFlight.flightId as string);
      await dialog(t('admin:flights.new'), t('admin:flights.newTitle'), 'new flight');
      await page.getByRole('button', { name: t('admin:flights.new') }).click();
      const form = page.getByRole('dialog', { name: t('admin:flights.newTitle') });
      await form.getByRole('button', { name: t('admin:common.save') }).click();
      await form.locator('.mantine-InputWrapper-error').first().waitFor();
      await check(page, 'new flight: errors');
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });

      const code = openFlight.flightId as string;
      await visit(`/admin/flights/${openFlight._id}`, t('admin:flights.flightTitle', { code }), 'flight');
      const onFlight = page.getByRole('region', { name: t('admin:flights.onFlight') });
      await onFlight.getByRole('table').waitFor();
      await page.getByRole('checkbox', { name: t('admin:common.selectAll') }).waitFor();
      await check(page, 'flight with parcels');
      // A parcel that cannot go on the flight (still awaited at the warehouse) is refused with a reason.
      const flightScan = page.getByLabel(t('admin:flights.scan'));
      await flightScan.fill(declaredTracking);
      await flightScan.press('Enter');
      await page.getByRole('alert').filter({ hasText: declaredTracking }).waitFor();
      await check(page, 'flight: refused parcel');
      await dialog(t('admin:common.edit'), t('admin:flights.editTitle', { code }), 'edit flight');
      await dialog(t('admin:flights.markArrived'), t('admin:flights.arriveTitle'), 'arrival confirmation');
      expectClean();
    });

    it('at the counter: handover, courier orders, customers and a profile', async () => {
      const { page, t } = cp;
      await visit('/admin/handover', t('admin:handover.title'), 'handover');
      await page.getByLabel(t('admin:common.branch')).selectOption('didube');
      const find = page.getByLabel(new RegExp(`^${t('admin:handover.find')}`));
      await find.fill(customer.AXID);
      await find.press('Enter');
      await page.getByRole('heading', { level: 2, name: new RegExp(`^${customer.AXID}`) }).waitFor();
      await page.getByRole('table').waitFor();
      await check(page, 'handover: customer found');
      // The admin ticks the unpaid parcel: the override and its reason appear.
      const unticked = page.getByRole('checkbox', { checked: false });
      await unticked.first().check();
      await page.getByRole('checkbox', { name: t('admin:handover.override') }).check();
      await page.getByLabel(new RegExp(`^${t('admin:handover.reason')}`)).waitFor();
      await check(page, 'handover: override');

      await visit('/admin/courier', t('admin:courier.title'), 'courier orders', customer.AXID);

      await visit('/admin/customers', t('admin:customers.title'), 'customers', customer.AXID);
      await page.getByRole('link', { name: customer.AXID }).click();
      await page.getByRole('form', { name: t('admin:customers.adjust') }).waitFor();
      await check(page, 'customer profile');
      for (const tab of ['ledger', 'courier'] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${t(`admin:customers.${tab}`)}`) }).click();
        await page.getByRole('tabpanel').getByRole('table').waitFor();
        await check(page, `customer profile: ${tab}`);
      }
      expectClean();
    });

    it('on every content tab and the news editor', async () => {
      const { page, t } = cp;
      const title = t('admin:content.title');
      for (const tab of ['news', 'pages', 'popup', 'tariffs', 'rates', 'offices', 'remarks', 'notify']) {
        await visit(`/admin/content/${tab}`, title, `content: ${tab}`);
        expect(
          await page.getByRole('tab', { name: t(`admin:content.tabs.${tab}`), selected: true }).count(),
        ).toBe(1);
      }
      await page.goto(`${world.server.url}/admin/content/news`);
      await page.getByRole('table').waitFor();
      await dialog(t('admin:news.add'), t('admin:news.add'), 'news: new post');
      await page
        .getByRole('button', { name: t('admin:common.edit') })
        .first()
        .click();
      await page.getByRole('dialog', { name: t('admin:news.edit') }).waitFor();
      await check(page, 'news: editing a post');
      expectClean();
    });

    it('on payments, the outbox, customs rules and queue, staff and the audit log', async () => {
      const { page, t } = cp;
      await visit(
        '/admin/payments/orders',
        t('admin:payments.title'),
        'payment orders',
        RegExp(customer.AXID),
      );
      await visit('/admin/payments/outbox', t('admin:payments.title'), 'outbox', customer.email);
      // Reconciliation and bill-pay channels: checked once their list (or its empty state) is in. The
      // kiosk simulator's first call makes its channel, so the channels' table is there to check.
      expect((await fetch(`${world.server.url}/billpay-sim/check?code=${customer.AXID}`)).status).toBe(200);
      await page.goto(`${world.server.url}/admin/payments/reconciliation`);
      await page
        .getByTestId('reconciliation-provider')
        .or(page.getByText(t('admin:reconciliation.empty')))
        .first()
        .waitFor();
      await check(page, 'payments: reconciliation');
      await page.goto(`${world.server.url}/admin/payments/billpay`);
      await page.getByRole('cell', { name: /kiosk-simulator/ }).waitFor();
      await check(page, 'payments: bill-pay channels');
      await visit('/admin/customs', t('admin:customs.title'), 'customs rules', /Resolution No\. 201/);
      await page.getByRole('button', { name: t('admin:customs.duty') }).click();
      const dutyOf = t('admin:customs.dutyOf', { category: '' }).trim();
      await page
        .getByRole('textbox', { name: new RegExp(`^${dutyOf}`) })
        .first()
        .waitFor();
      await check(page, 'customs rules: duty by category open');
      await visit('/admin/customs/queue', t('admin:customsQueue.title'), 'customs queue');
      await visit('/admin/disputes', t('admin:disputes.title'), 'weight disputes');
      await visit(
        '/admin/service-rules',
        t('admin:serviceRules.title'),
        'service rules',
        /First service rules/,
      );
      await visit('/admin/storage', t('admin:storage.title'), 'long-stored parcels');
      await visit('/admin/claims', t('admin:claims.title'), 'claims queue');
      await visit('/admin/staff', t('admin:staff.title'), 'staff');
      // A form sent empty: its messages under the fields must be readable too.
      await page.getByRole('button', { name: t('admin:staff.create') }).click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await check(page, 'staff: form with errors');
      await visit('/admin/audit', t('admin:audit.title'), 'audit log', /adjust/);
      await visit('/admin/cash-report', t('admin:cashReport.title'), 'cash report');
      await visit(`/admin/receipts/${receiptId}`, t('admin:receipt.title'), 'counter receipt');
      expectClean();
    });

    it.runIf(size === 'mobile')('on a phone, the navigation opens, leads and closes', async () => {
      const { page, t } = cp;
      await visit('/admin', t('admin:dashboard.title'), 'dashboard');
      const burger = page.getByRole('button', { name: t('admin:nav.menu') });
      const nav = page.getByRole('navigation', { name: t('admin:nav.label') });
      const flights = nav.getByRole('link', { name: t('admin:nav.flights') });
      // Closed: the sections are out of sight and out of the keyboard's way.
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      expect(await flights.isVisible()).toBe(false);

      await burger.click();
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      await flights.waitFor();
      await settled(page);
      expect(await flights.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(
        true,
      );
      await check(page, 'navigation open');
      // Choosing a section goes there and closes the menu.
      await flights.click();
      await page.getByRole('heading', { level: 1, name: t('admin:flights.title') }).waitFor();
      await flights.waitFor({ state: 'hidden' });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      // The button closes it too.
      await burger.click();
      await flights.waitFor();
      await burger.click();
      await flights.waitFor({ state: 'hidden' });
      expectClean();
    });
  });

  it('ran axe on a page of every route given to the back-office run', () => {
    expect(uncheckedRoutes('admin')).toEqual([]);
  });
});
