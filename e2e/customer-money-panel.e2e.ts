// Money in sight and phones first (issue 17 §1, §2) in a real Chromium, at 390 and 1280 px in Georgian
// and Russian: the phone's account strip is there without opening the menu; a flight's card shows its
// weight and amount beside Pay; Pay asks first with the amount and the balance after; a short balance
// offers a top-up of exactly the shortfall, pre-filled, through to the gateway; the summary's Pay says
// what it will pay and asks too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newCustomer, topUp, type Customer, type Json } from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { expectToast, openCustomerPage, screenshot, type CustomerPage, type Size } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const VARIANTS: { lang: Lang; size: Size }[] = [
  { lang: 'ka', size: 'mobile' },
  { lang: 'ka', size: 'desktop' },
  { lang: 'ru', size: 'mobile' },
  { lang: 'ru', size: 'desktop' },
];

const SIMULATOR_PAY = { ka: 'გადახდა', en: 'Pay', ru: 'Оплатить' } as const;

const money = (n: number) => n.toFixed(2);
const tetri = (lari: number) => Math.round(lari * 100);

describeWithBrowser('customer money panel in Chromium', () => {
  const world = useWorld({ operator: true });

  /** The customer's flights of the sent tab as the API answers them (weight, toPay, state). */
  async function sentFlights(c: Customer): Promise<Map<string, Json>> {
    const list = await world.api.ok('GET', '/api/product/getswith/sent/0/100', { token: c.token });
    return new Map((list.flights as Json[]).map((f) => [f.flightId as string, f]));
  }

  /** Neither the page nor anything on it is wider than the window. */
  async function expectNoSidewaysScroll(page: Page) {
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  }

  describe.each(VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('shows the account strip, pays a flight after confirming the amount, tops up exactly the shortfall and pays the rest from the summary', async () => {
      const customer = await newCustomer(world.api);
      // Two flights: 1 kg (21.60 ₾) and 0.5 kg; 25 ₾ on the balance pays the first, not then the second.
      const { parcel: first } = await world.operator.parcelIn(customer, 'stock', { weightKg: '1.000' });
      const { parcel: second } = await world.operator.parcelIn(customer, 'stock', { weightKg: '0.500' });
      const flightA = await world.operator.createFlight(2);
      await world.operator.load(flightA._id as string, [first.productOrderId as string]);
      const flightB = await world.operator.createFlight(2);
      await world.operator.load(flightB._id as string, [second.productOrderId as string]);
      await topUp(world.api, customer, '25');
      const flights = await sentFlights(customer);
      const a = flights.get(flightA.flightId as string)!;
      const b = flights.get(flightB.flightId as string)!;
      const [codeA, codeB] = [a.flightId as string, b.flightId as string];
      const [payA, payB] = [a.toPay as number, b.toPay as number];
      expect(a).toMatchObject({ state: 'unpaid', weight: 1 });
      expect(b).toMatchObject({ state: 'unpaid', weight: 0.5 });
      expect(payA).toBeLessThanOrEqual(25);
      expect(payA + payB).toBeGreaterThan(25);

      const cp: CustomerPage = await openCustomerPage(world.browser, world.publicUrl, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t, mobile } = cp;
      const lari = (n: number) => t('account:money', { amount: money(n) });
      const kg = (n: number) => String(n);
      const payLabel = (n: number) => t('account:summary.payAmount', { amount: lari(n) });
      await page.goto(`${world.publicUrl}/home#sent`);

      // The phone opens with the account strip, the menu still closed; the desktop keeps its left panel.
      const strip = page.getByRole('region', { name: t('account:strip') });
      if (mobile) {
        await strip.waitFor();
        expect(await page.getByRole('button', { name: t('menu.label') }).getAttribute('aria-expanded')).toBe(
          'false',
        );
        expect(await strip.getByTestId('strip-room').textContent()).toContain(customer.AXID);
        await strip
          .getByRole('button', { name: t('widgets:copy.button', { label: t('account:summary.room') }) })
          .waitFor();
        expect(await strip.getByTestId('strip-balance').textContent()).toBe(lari(25));
        await expect.poll(() => strip.getByTestId('strip-debt').textContent()).toBe(lari(payA + payB));
        await strip.getByRole('button', { name: payLabel(payA + payB) }).waitFor();
        await strip.getByRole('button', { name: t('account:summary.addBalance') }).waitFor();
        // Both notices sit below it, folded to a line each on the phone.
        const more = page.getByRole('button', {
          name: t('parcels:notice.moreOf', { title: t('parcels:notice.title') }),
        });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        const stripBox = (await strip.boundingBox())!;
        expect(stripBox.y + stripBox.height).toBeLessThanOrEqual((await more.boundingBox())!.y);
        // The five tabs in one row.
        const tabs = page.getByRole('tab');
        const tops = await tabs.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
      } else {
        expect(await strip.count()).toBe(0);
        await page
          .locator('#left-panel')
          .getByRole('button', { name: payLabel(payA + payB) })
          .waitFor();
      }
      await expectNoSidewaysScroll(page);

      // Each unpaid flight says what it weighs and costs beside Pay.
      // By the code itself: a text match would also take US-261128-12 for US-261128-1.
      const cardA = page.locator(`[data-testid="account-flight"][data-flight="${codeA}"]`);
      const cardB = page.locator(`[data-testid="account-flight"][data-flight="${codeB}"]`);
      expect(await cardA.getByTestId('flight-figures').textContent()).toBe(
        t('account:flights.weightAmount', { weight: kg(1), amount: lari(payA) }),
      );
      expect(await cardB.getByTestId('flight-figures').textContent()).toBe(
        t('account:flights.weightAmount', { weight: kg(0.5), amount: lari(payB) }),
      );
      await screenshot(page, `money-panel-flights-${lang}-${size}`);

      // Pay asks first: the amount, the balance now and after. Escape leaves everything as it was.
      const payFlight = (code: string) =>
        page.getByRole('button', { name: t('account:flights.payFlight', { flight: code }), exact: true });
      await payFlight(codeA).click();
      let dialog = page.getByRole('dialog', { name: t('account:pay.confirmFlight', { flight: codeA }) });
      expect(await dialog.getByTestId('pay-amount').textContent()).toBe(lari(payA));
      expect(await dialog.getByTestId('pay-balance-now').textContent()).toBe(lari(25));
      expect(await dialog.getByTestId('pay-balance-after').textContent()).toBe(lari(25 - payA));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await sentFlights(customer)).get(codeA)!.state).toBe('unpaid');

      // Again, confirmed with the keyboard (the confirming button has the focus).
      await payFlight(codeA).click();
      dialog = page.getByRole('dialog', { name: t('account:pay.confirmFlight', { flight: codeA }) });
      const confirm = dialog.getByRole('button', { name: payLabel(payA) });
      await expect.poll(() => confirm.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, `money-panel-confirm-${lang}-${size}`);
      await page.keyboard.press('Enter');
      await expectToast(page, t('account:pay.succeeded'));
      await cardA.getByText(t('account:flights.state.paid')).waitFor();
      expect(await cardA.getByTestId('flight-figures').textContent()).toBe(
        t('account:flights.weight', { weight: kg(1) }),
      );
      const balance = (25 * 100 - tetri(payA)) / 100;
      if (mobile)
        await expect.poll(() => strip.getByTestId('strip-balance').textContent()).toBe(lari(balance));

      // The second flight costs more than is left: how much is missing, and a top-up of exactly that.
      const short = (tetri(payB) - tetri(balance)) / 100;
      await payFlight(codeB).click();
      dialog = page.getByRole('dialog', { name: t('account:pay.confirmFlight', { flight: codeB }) });
      expect(await dialog.getByTestId('pay-short').textContent()).toBe(
        t('account:pay.short', { amount: lari(short) }),
      );
      expect(await dialog.getByRole('button', { name: payLabel(payB) }).count()).toBe(0);
      await screenshot(page, `money-panel-short-${lang}-${size}`);
      await dialog
        .getByRole('button', { name: t('account:pay.topupShortfall', { amount: lari(short) }) })
        .click();
      const panel = page.getByRole('dialog', { name: t('panels.addBalance') });
      const [wholeLari, restTetri] = money(short).split('.');
      expect(await panel.getByLabel(new RegExp(`^${t('account:topup.lari')}`)).inputValue()).toBe(wholeLari);
      expect(await panel.getByLabel(new RegExp(`^${t('account:topup.tetri')}`)).inputValue()).toBe(restTetri);
      await panel.getByText(t('account:topup.total', { amount: money(short) })).waitFor();
      await screenshot(page, `money-panel-topup-${lang}-${size}`);
      // Through to the bank's (simulator's) page with that amount, paid, back on the success page.
      await panel.getByRole('button', { name: t('account:topup.submit') }).click();
      await page.waitForURL(/\/gateway-sim\/payment\/start\.wsm/);
      expect(await page.getByTestId('amount').textContent()).toBe(`${money(short)} ₾`);
      await page.getByRole('link', { name: SIMULATOR_PAY[lang] }).click();
      await page.waitForURL(/\/payments\/success\?order=/);
      await expect
        .poll(() => page.getByTestId('payment-result').getAttribute('data-outcome'))
        .toBe('success');

      // The summary's Pay (the strip on a phone, the left panel on a desktop) says what it pays and asks.
      await page.goto(`${world.publicUrl}/home#sent`);
      const summary = mobile ? strip : page.locator('#left-panel');
      await summary.getByRole('button', { name: payLabel(payB) }).click();
      dialog = page.getByRole('dialog', { name: t('account:pay.confirmAll') });
      expect(await dialog.getByTestId('pay-amount').textContent()).toBe(lari(payB));
      expect(await dialog.getByTestId('pay-balance-after').textContent()).toBe(lari(0));
      await dialog.getByRole('button', { name: payLabel(payB) }).click();
      await expectToast(page, t('account:pay.succeeded'));
      await cardB.getByText(t('account:flights.state.paid')).waitFor();
      const debt = await world.api.ok('GET', '/api/product/debtSum', { token: customer.token });
      expect(debt.deptSum).toBe(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `money-panel-paid-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
