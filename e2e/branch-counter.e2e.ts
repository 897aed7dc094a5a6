// The branch counter in a real Chromium (issue 17 §4, §5, §6), in Georgian and Russian: the operator finds
// the customer at /admin/handover (1280 px, and a branch tablet at 768 px), sees the unpaid flights and
// their total, takes the payment (cash or card terminal) and prints its receipt, sees the parcel a courier
// was ordered for flagged and not ticked, cancels that order, and hands everything over without finding
// the customer again; the admin's cash report shows the day's takings. Then the customer's payment result
// pages at 390 and 1280 px: a card top-up credited, a declined one, and an order the server does not know.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, newCustomer, payFlight, topUp, type Customer, type Json } from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { openCustomerPage, screenshot, type CustomerPage, type Size } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const money = (n: number) => `${n.toFixed(2)} ₾`;
const ADMIN = { login: 'admin@amanati.ge', password: 'admin12345' };

/** Nothing wider than the page, and no button or badge whose text is cut. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('button, .mantine-Badge-root, th')) {
      if (el.offsetParent === null) continue;
      const label = el.querySelector<HTMLElement>('.mantine-Button-label, .mantine-Badge-label') ?? el;
      if (label.scrollWidth > label.clientWidth + 1)
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" cut`);
      if (el.getBoundingClientRect().right > doc.clientWidth + 1)
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" off-screen`);
    }
    return out;
  });
}

describeWithBrowser('branch counter in Chromium', () => {
  const world = useWorld({ operator: true });

  const VARIANTS: { lang: Lang; width: number; method: 'cash' | 'terminal' }[] = [
    { lang: 'ka', width: 1280, method: 'cash' },
    { lang: 'ru', width: 768, method: 'terminal' },
    { lang: 'ru', width: 1280, method: 'cash' },
    { lang: 'ka', width: 768, method: 'terminal' },
  ];

  describe.each(VARIANTS)('$lang at $width px', ({ lang, width, method }) => {
    it('takes a payment at the counter, prints the receipt, cancels a courier order and hands over', async () => {
      const { api, operator } = world;
      const customer = await newCustomer(api);
      // Two unpaid flights with a parcel each at Didube, and a paid one a courier was ordered for.
      const { parcel: a, flight: fa } = await operator.parcelIn(customer, 'arrived', { weightKg: '1.200' });
      const { parcel: b, flight: fb } = await operator.parcelIn(customer, 'arrived', { weightKg: '2.750' });
      const { parcel: c, flight: fc } = await operator.parcelIn(customer, 'arrived', { weightKg: '0.800' });
      await topUp(api, customer, '100');
      await payFlight(api, customer, fc!.flightId as string);
      const courier = (
        await api.ok('POST', '/api/courier/create', {
          token: customer.token,
          body: {
            ids: [fc!.flightId],
            sq1: false,
            region: 'tbilisi',
            city: '_TBILISI_',
            address: 'რუსთაველის გამზ. 12, ბ. 5',
            branches: 'didube',
          },
        })
      ).order as Json;
      const opToken = await api.signIn(DEMO.operator.login, DEMO.operator.password);
      const unpaid = await api.ok('GET', `/api/admin/counter/${customer.id}/unpaid?branch=didube`, {
        token: opToken,
      });
      const total = unpaid.total as number;
      expect((unpaid.flights as Json[]).map((f) => f.code).sort()).toEqual(
        [fa!.flightId, fb!.flightId].sort(),
      );

      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size: 'desktop',
        token: opToken,
      });
      const { page, t } = cp;
      await page.setViewportSize({ width, height: 1000 });
      const shot = (name: string) => screenshot(page, `counter-${name}-${lang}-${width}`);
      await page.goto(`${world.server.url}/admin/handover`);
      await page.getByRole('heading', { level: 1, name: t('admin:handover.title') }).waitFor();
      await page.getByRole('combobox', { name: t('admin:common.branch') }).selectOption('didube');
      const find = page.getByRole('textbox', { name: new RegExp(`^${t('admin:handover.find')}`) });
      await find.fill(customer.AXID);
      await find.press('Enter');
      await page.getByRole('heading', { name: new RegExp(customer.AXID) }).waitFor();

      // The unpaid flights and their total; the courier-ordered parcel flagged and not ticked.
      await page.getByTestId('counter-total').getByText(money(total)).waitFor();
      const tick = (tracking: unknown) =>
        page.getByRole('checkbox', { name: t('admin:common.select', { item: tracking as string }) });
      await tick(c.productOrderId).waitFor();
      expect(await tick(c.productOrderId).isChecked()).toBe(false);
      expect(await tick(a.productOrderId).isChecked()).toBe(false);
      await page.getByText(t('admin:handover.courierOrdered', { number: courier.number })).waitFor();
      expect(await overflow(page)).toEqual([]);
      await shot('unpaid');

      // Take the payment: the dialog shows the amount; a double click takes it once.
      await page.getByRole('button', { name: t('admin:counter.take') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin:counter.dialogTitle') });
      await dialog.waitFor();
      expect(await dialog.getByTestId('counter-amount').textContent()).toBe(money(total));
      if (method === 'terminal')
        await dialog.getByText(t('admin:counter.methods.terminal'), { exact: true }).click();
      await shot('dialog');
      await dialog
        .getByRole('button', { name: t(`admin:counter.confirm.${method}`, { amount: money(total) }) })
        .dblclick();
      const taken = page
        .getByRole('status')
        .filter({ hasText: t('admin:counter.taken', { amount: money(total) }) });
      await taken.waitFor();
      await page.getByText(t('admin:counter.nothingUnpaid')).waitFor();
      // The parcels turned paid and are ticked for hand-over, without finding the customer again.
      await expect.poll(() => tick(a.productOrderId).isChecked()).toBe(true);
      expect(await tick(b.productOrderId).isChecked()).toBe(true);
      expect(await tick(c.productOrderId).isChecked()).toBe(false);

      // The receipt, printed in the other language.
      const href = await taken
        .getByRole('link', { name: t('admin:counter.printReceipt') })
        .getAttribute('href');
      const receiptPage = await cp.context.newPage();
      await receiptPage.setViewportSize({ width, height: 1000 });
      await receiptPage.goto(`${world.server.url}${href}`);
      await receiptPage
        .getByRole('heading', { level: 1, name: new RegExp(t('admin:receipt.title')) })
        .waitFor();
      expect(await receiptPage.getByTestId('receipt-total').textContent()).toBe(money(total));
      expect(await receiptPage.getByTestId('receipt-customer').textContent()).toContain(customer.AXID);
      expect(await receiptPage.getByTestId('receipt-method').textContent()).toBe(
        t(`admin:counter.methods.${method}`),
      );
      await screenshot(receiptPage, `counter-receipt-${lang}-${width}`);
      await receiptPage.emulateMedia({ media: 'print' });
      expect(await receiptPage.getByRole('button', { name: t('admin:receipt.print') }).isVisible()).toBe(
        false,
      );
      await receiptPage.close();

      // The courier-ordered parcel: ticked, it asks to cancel the order first.
      await tick(c.productOrderId).check();
      await page
        .getByText(t('admin:handover.courierTitle', { tracking: c.productOrderId, number: courier.number }))
        .waitFor();
      const submit = page.getByRole('button', { name: t('admin:handover.submit', { count: 3 }) });
      expect(await submit.isDisabled()).toBe(true);
      await shot('courier');
      await page
        .getByRole('button', { name: t('admin:handover.cancelCourier', { number: courier.number }) })
        .click();
      await page
        .getByText(t('admin:handover.courierCancelled', { number: courier.number }))
        .first()
        .waitFor();
      await expect.poll(() => submit.isDisabled()).toBe(false);
      await submit.click();
      await page
        .getByText(t('admin:handover.done', { count: 3 }))
        .first()
        .waitFor();
      await page.getByText(t('admin:handover.nothingHere', { branch: t('admin:branch.didube') })).waitFor();
      expect(cp.errors).toEqual([]);

      // Exactly one payment was taken, for the two flights' total.
      const adminToken = await api.signIn(ADMIN.login, ADMIN.password);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' }).format(new Date());
      const report = await api.ok('GET', `/api/admin/cash-report?date=${today}`, { token: adminToken });
      expect(report.totals.all).toBeGreaterThanOrEqual(total);
      await cp.context.close();
    });
  });

  it.each(['ka', 'ru'] as const)('shows the cash report to the admin (%s)', async (lang) => {
    const adminToken = await world.api.signIn(ADMIN.login, ADMIN.password);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' }).format(new Date());
    const report = await world.api.ok('GET', `/api/admin/cash-report?date=${today}`, { token: adminToken });
    const cp = await openCustomerPage(world.browser, world.server.url, {
      lang,
      size: 'desktop',
      token: adminToken,
    });
    const { page, t } = cp;
    await page.goto(`${world.server.url}/admin/cash-report`);
    await page.getByRole('heading', { level: 1, name: t('admin:cashReport.title') }).waitFor();
    await page
      .getByTestId('cash-totals')
      .getByText(money(report.totals.all as number))
      .waitFor();
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, `counter-cash-report-${lang}-1280`);
    await page.setViewportSize({ width: 768, height: 1000 });
    expect(await overflow(page)).toEqual([]);
    expect(cp.errors).toEqual([]);
    await cp.context.close();
  });

  const RESULT_VARIANTS: { lang: Lang; size: Size }[] = [
    { lang: 'ka', size: 'mobile' },
    { lang: 'ru', size: 'desktop' },
    { lang: 'ru', size: 'mobile' },
    { lang: 'ka', size: 'desktop' },
  ];
  describe.each(RESULT_VARIANTS)('payment result pages, $lang at $size', ({ lang, size }) => {
    it('says credited, failed or unknown from the order itself', async () => {
      const customer: Customer = await newCustomer(world.api);
      // The site as reached at 127.0.0.1: the gateway sends the browser back there, not to localhost.
      const cp: CustomerPage = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      const result = page.getByTestId('payment-result');
      const shot = (name: string) => screenshot(page, `result-${name}-${lang}-${size}`);

      // An order the customer pays on the bank's (simulator's) page: credited.
      const start = async () =>
        (
          await world.api.ok('POST', '/api/merchant/georgiancard/pay', {
            token: customer.token,
            body: { lari: '15', tetri: '50', lang },
          })
        ).redirectUrl as string;
      await page.goto(await start());
      await page.locator('a[href*="decision=pay"]').click();
      await page.waitForURL(/\/payments\/success/);
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('success');
      await page.getByRole('heading', { level: 1, name: t('account:result.success.title') }).waitFor();
      await shot('success');

      // A declined one: failed, nothing credited.
      await page.goto(await start());
      await page.locator('a[href*="decision=decline"]').click();
      await page.waitForURL(/\/payments\/failed/);
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('failed');
      await shot('failed');

      // The success address with an order nobody has, and with none: never a success.
      cp.allow({
        url: /\/api\/merchant\/georgiancard\/update/,
        status: 404,
        why: 'an order the server does not know',
      });
      await page.goto(`${world.server.url}/payments/success?order=${randomUUID()}`);
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('unknown');
      await page.getByRole('heading', { level: 1, name: t('account:result.unknown.title') }).waitFor();
      await shot('unknown');
      await page.goto(`${world.server.url}/payments/success`);
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('unknown');
      expect(await overflow(page)).toEqual([]);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
