// Bill-pay by AX code (issue 20 §3) in a real Chromium (Georgian on a desktop, English on a phone): the
// customer pays at the simulated kiosk with their room code — the kiosk shows the masked name, takes the
// amount and prints the receipt; reloading the receipt pays nothing more — and the panel's balance and
// the statement show the payment with the kiosk as its method.
import { describe, expect, it } from 'vitest';
import { KIOSK_TEXTS } from '../packages/server/src/modules/bill-pay/kiosk-simulator.texts.ts';
import { newCustomer } from './support/api.ts';
import { JOURNEY_VARIANTS, openCustomerPage, openLeftPanel, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('bill-pay at a kiosk in Chromium', () => {
  const world = useWorld();

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('pays by room code at the kiosk and sees the balance and the statement change', async () => {
      const customer = await newCustomer(world.api);
      const cp = await openCustomerPage(world.browser, world.publicUrl, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      const lari = (n: number) => t('account:money', { amount: n.toFixed(2) });
      await page.goto(`${world.publicUrl}/home`);
      await openLeftPanel(cp);
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe(lari(0));

      // The kiosk, in another tab of the same phone or computer.
      const text = KIOSK_TEXTS[lang];
      const kiosk = await cp.context.newPage();
      await kiosk.goto(`${world.publicUrl}/billpay-sim/?lang=${lang}`);
      await kiosk.getByLabel(text.code).fill(` ${customer.AXID.toLowerCase()} `);
      await kiosk.getByRole('button', { name: text.next }).click();
      expect(await kiosk.getByTestId('kiosk-name').textContent()).toContain(customer.AXID);
      expect(await kiosk.getByTestId('kiosk-due').textContent()).toBe('0.00 ₾');
      await kiosk.getByLabel(text.amount).fill('15,50');
      await screenshot(kiosk, `kiosk-amount-${lang}-${size}`);
      await kiosk.getByRole('button', { name: text.pay }).click();
      await kiosk.getByTestId('kiosk-paid').waitFor();
      expect(await kiosk.getByTestId('kiosk-amount').textContent()).toBe('15.50');
      const reference = await kiosk.getByTestId('kiosk-reference').textContent();
      await screenshot(kiosk, `kiosk-paid-${lang}-${size}`);
      // A reload repeats the same transaction: the kiosk shows the receipt again, nothing more is credited.
      await kiosk.reload();
      expect(await kiosk.getByTestId('kiosk-reference').textContent()).toBe(reference);
      await kiosk.close();

      await page.reload();
      await openLeftPanel(cp);
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe(lari(15.5));

      await page.goto(`${world.publicUrl}/statement`);
      const rows = page.getByTestId('statement-entry');
      await expect.poll(() => rows.count()).toBe(1);
      const row = (await rows.nth(0).textContent()) ?? '';
      expect(row).toContain(`${t('statement:methods.billpay')} (Kiosk simulator)`);
      expect(row).toContain(t('statement:money', { amount: '+15.50' }));
      await screenshot(page, `kiosk-statement-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
