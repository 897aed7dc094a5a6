// Money in a real Chromium (issue 8): a top-up through the gateway simulator's hosted page back to
// /payments/success, a declined one back to /payments/failed; paying a flight and paying all the debt
// from the account summary, with balance and debt following; the flight's invoice, printed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newCustomer, type Customer } from './support/api.ts';
import {
  artifactsDir,
  expectToast,
  JOURNEY_VARIANTS,
  openCustomerPage,
  openLeftPanel,
  screenshot,
  type CustomerPage,
} from './support/pages.ts';
import { api } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const SIMULATOR = {
  ka: { title: 'სატესტო გადახდის გვერდი', pay: 'გადახდა', decline: 'გაუქმება' },
  en: { title: 'Test payment page', pay: 'Pay', decline: 'Decline' },
  ru: { title: 'Тестовая страница оплаты', pay: 'Оплатить', decline: 'Отменить' },
} as const;

const money = (n: number) => n.toFixed(2);
const startsWith = (text: string) => new RegExp(`^${text}`);

describeWithBrowser('customer money in Chromium', () => {
  const world = useWorld({ operator: true });

  const debtOf = async (c: Customer) =>
    (await world.api.ok('GET', '/api/product/debtSum', { token: c.token })).deptSum as number;

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    let cp: CustomerPage;
    const finish = async (name: string) => {
      await screenshot(cp.page, `money-${name}-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    };
    const summary = async (page: Page) => {
      await openLeftPanel(cp);
      return {
        balance: await page.getByTestId('balance').textContent(),
        debt: await page.getByTestId('debt').textContent(),
      };
    };
    const lari = (n: number) => cp.t('account:money', { amount: money(n) });

    /** Through the add-balance panel to the simulator's page; answers when the page shows the amount. */
    async function startTopup(page: Page, amount: string, tetri = '00') {
      const { t } = cp;
      await openLeftPanel(cp);
      // The account summary's (a phone has the same button in its account strip).
      await page
        .locator('#left-panel')
        .getByRole('button', { name: t('account:summary.addBalance') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('panels.addBalance') });
      await dialog.getByLabel(new RegExp(`^${t('account:topup.lari')}`)).fill(amount);
      await dialog.getByLabel(new RegExp(`^${t('account:topup.tetri')}`)).fill(tetri);
      await dialog.getByText(t('account:topup.total', { amount: `${amount}.${tetri}` })).waitFor();
      await dialog.getByRole('button', { name: t('account:topup.submit') }).click();
      await page.waitForURL(/\/gateway-sim\/payment\/start\.wsm/);
      await page.getByRole('heading', { name: SIMULATOR[lang].title }).waitFor();
      expect(await page.getByTestId('amount').textContent()).toBe(`${amount}.${tetri} ₾`);
    }

    it('tops up through the gateway, is told when it is declined, and pays a flight and then all the debt', async () => {
      const customer = await newCustomer(world.api);
      const { parcel: first } = await world.operator.parcelIn(customer, 'stock', { weightKg: '1.000' });
      const { parcel: second } = await world.operator.parcelIn(customer, 'stock', { weightKg: '0.500' });
      cp = await openCustomerPage(world.browser, world.publicUrl, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.publicUrl}/home`);
      expect(await summary(page)).toEqual({ balance: lari(0), debt: lari(0) });
      expect(await page.getByRole('button', { name: startsWith(t('account:summary.pay')) }).count()).toBe(0);

      // The operator puts the first parcel on a flight: it is charged, the customer owes.
      const flight = await world.operator.createFlight(2);
      await world.operator.load(flight._id as string, [first.productOrderId as string]);
      const charge = await debtOf(customer);
      expect(charge).toBeGreaterThan(0);
      await page.reload();
      await expect.poll(async () => (await summary(page)).debt).toBe(lari(charge));

      // Top-up: the bank's page, Pay, back on /payments/success with the money on the balance.
      await startTopup(page, '80');
      await page.getByRole('link', { name: SIMULATOR[lang].pay }).click();
      await page.waitForURL(/\/payments\/success\?order=/);
      const result = page.getByTestId('payment-result');
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('success');
      await page.getByRole('heading', { name: t('account:result.success.title') }).waitFor();
      await result.getByText(t('account:result.amount', { amount: lari(80) })).waitFor();
      await expect.poll(() => page.getByTestId('result-balance').textContent()).toBe(lari(80));
      // The unpaid flight is offered right there.
      await page
        .getByRole('button', { name: t('account:flights.payFlight', { flight: flight.flightId as string }) })
        .waitFor();
      await screenshot(page, `money-topup-success-${lang}-${size}`);

      // A declined card: /payments/failed asks the customer to contact the operators; nothing added.
      await page.getByRole('link', { name: t('account:result.home') }).click();
      await page.waitForURL(/\/home$/);
      await startTopup(page, '7', '25');
      await page.getByRole('link', { name: SIMULATOR[lang].decline }).click();
      await page.waitForURL(/\/payments\/failed\?order=/);
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('failed');
      await page.getByRole('heading', { name: t('account:result.failed.title') }).waitFor();
      await result.getByRole('link', { name: t('account:contactOperators') }).waitFor();
      expect(await page.getByTestId('result-balance').textContent()).toBe(lari(80));
      await screenshot(page, `money-topup-failed-${lang}-${size}`);

      // Pay the flight from the sent list: the flight turns paid, balance and debt follow.
      await page.goto(`${world.publicUrl}/home#sent`);
      const flightRow = page.locator(
        `[data-testid="account-flight"][data-flight="${flight.flightId as string}"]`,
      );
      await flightRow.getByText(t('account:flights.state.unpaid')).waitFor();
      await flightRow
        .getByRole('button', { name: t('account:flights.payFlight', { flight: flight.flightId as string }) })
        .click();
      // Asked first, with the amount (issue 17 §1).
      await page
        .getByRole('dialog', { name: t('account:pay.confirmFlight', { flight: flight.flightId as string }) })
        .getByRole('button', { name: t('account:summary.payAmount', { amount: lari(charge) }) })
        .click();
      await expectToast(page, t('account:pay.succeeded'));
      await flightRow.getByText(t('account:flights.state.paid')).waitFor();
      expect(await flightRow.getByRole('button').count()).toBe(0);
      await expect
        .poll(async () => await summary(page))
        .toEqual({ balance: lari(80 - charge), debt: lari(0) });

      // A second flight, paid with Pay in the account summary (all the debt).
      const flight2 = await world.operator.createFlight(2);
      await world.operator.load(flight2._id as string, [second.productOrderId as string]);
      const charge2 = await debtOf(customer);
      await page.reload();
      await openLeftPanel(cp);
      const payAll = page
        .locator('#left-panel')
        .getByRole('button', { name: t('account:summary.payAmount', { amount: lari(charge2) }) });
      await expect.poll(async () => (await summary(page)).debt).toBe(lari(charge2));
      await payAll.click();
      await page
        .getByRole('dialog', { name: t('account:pay.confirmAll') })
        .getByRole('button', { name: t('account:summary.payAmount', { amount: lari(charge2) }) })
        .click();
      await expectToast(page, t('account:pay.succeeded'));
      await expect
        .poll(async () => await summary(page))
        .toEqual({ balance: lari(80 - charge - charge2), debt: lari(0) });
      await payAll.waitFor({ state: 'detached' });
      expect(await debtOf(customer)).toBe(0);
      await finish('pay');
    });

    it('opens the flight invoice with every field and prints it', async () => {
      const customer = await newCustomer(world.api);
      const { flight } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '2.500' });
      const flightId = flight!.flightId as string;
      const charge = await debtOf(customer);
      cp = await openCustomerPage(world.browser, world.publicUrl, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.publicUrl}/home#arrived`);
      await page.getByRole('link', { name: t('account:flights.invoiceOf', { flight: flightId }) }).click();
      await page.waitForURL(new RegExp(`/invoice/${flightId}$`));
      await page.getByRole('heading', { name: new RegExp(t('account:invoice.title')) }).waitFor();
      for (const key of ['date', 'number', 'flight', 'receiver', 'name', 'personalId', 'room'])
        await page.getByText(`${t(`account:invoice.${key}`)}:`, { exact: true }).waitFor();
      expect(await page.getByTestId('invoice-receiver').textContent()).toContain(customer.AXID);
      for (const key of ['tracking', 'quantity', 'weight', 'priceUsd', 'rate', 'priceGel'])
        await page.getByRole('columnheader', { name: t(`account:invoice.${key}`) }).waitFor();
      expect(await page.getByTestId('invoice-total').textContent()).toBe(money(charge));
      expect(await page.getByTestId('invoice-transport').textContent()).toBe(
        t('account:money', { amount: money(charge) }),
      );
      await screenshot(page, `money-invoice-page-${lang}-${size}`);
      // Unpaid: Pay is offered on the invoice too.
      await page
        .getByRole('button', { name: t('account:flights.payFlight', { flight: flightId }) })
        .waitFor();

      // Print: the browser's print dialog is asked for; on paper the toolbar is gone.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: t('account:invoice.print') }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      const toolbar = page.getByTestId('invoice-toolbar');
      expect(await toolbar.isVisible()).toBe(true);
      // On paper: the toolbar is gone and the table fits the printable width of A4 (210 mm less the
      // stylesheet's 12 mm margins, 703 px), so no column is cut off.
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 703, height: 1000 });
      await page.emulateMedia({ media: 'print' });
      expect(await toolbar.isVisible()).toBe(false);
      const widths = await page.evaluate(() => ({
        table: document.querySelector('.invoice-table')!.getBoundingClientRect().width,
        page: document.documentElement.clientWidth,
      }));
      expect(widths.table).toBeLessThanOrEqual(widths.page);
      await screenshot(page, `money-invoice-print-${lang}-${size}`);
      await page.setViewportSize(viewport);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5_000);
      writeFileSync(path.join(artifactsDir, `invoice-${lang}-${size}.pdf`), pdf);
      await page.emulateMedia({ media: 'screen' });

      // The invoice narrowed to the customer's branch, and one of a flight that is not theirs.
      await page.goto(`${world.publicUrl}/invoice/${flightId}/didube`);
      expect(await page.getByTestId('invoice-total').textContent()).toBe(money(charge));
      cp.allow({ url: api('/api/invoice/get/XX-000000'), status: 404, why: 'a flight that is not theirs' });
      await page.goto(`${world.publicUrl}/invoice/XX-000000`);
      await page.getByText(t('account:invoice.notFound')).waitFor();
      await finish('invoice');
    });
  });
});
