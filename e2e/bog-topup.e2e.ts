// Bank of Georgia top-ups (issue 20 §2) in a real Chromium, one journey per method of the bank's
// simulator — card (Georgian, desktop), Apple Pay (Russian, phone), Google Pay (English, phone): the
// add-balance panel offers the methods with Georgian Card chosen by default; the bank's page offers the
// method chosen; paying there brings the customer back to /payments/success with the money on the
// balance; the statement names the bank and the wallet, and the receipt PDF, read back, has the amount
// and the payment order.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BOG_SIMULATOR_TEXTS } from '../packages/server/src/modules/gateway/bog-simulator.texts.ts';
import { pdfText } from '../packages/server/src/test/pdf-text.ts';
import { newCustomer } from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { openCustomerPage, openLeftPanel, screenshot, type Size } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const JOURNEYS: {
  method: 'bogCard' | 'applePay' | 'googlePay';
  bog: 'card' | 'apple_pay' | 'google_pay';
  wallet: string;
  lang: Lang;
  size: Size;
}[] = [
  { method: 'bogCard', bog: 'card', wallet: '', lang: 'ka', size: 'desktop' },
  { method: 'applePay', bog: 'apple_pay', wallet: ', Apple Pay', lang: 'ru', size: 'mobile' },
  { method: 'googlePay', bog: 'google_pay', wallet: ', Google Pay', lang: 'en', size: 'mobile' },
];

describeWithBrowser('Bank of Georgia top-ups in Chromium', () => {
  const world = useWorld();

  describe.each(JOURNEYS)('$method in $lang at $size', ({ method, bog, wallet, lang, size }) => {
    it('chooses the method, pays on the bank’s page and sees the balance, the statement and the receipt', async () => {
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
      await page
        .locator('#left-panel')
        .getByRole('button', { name: t('account:summary.addBalance') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('panels.addBalance') });
      // Georgian Card is the default; the bank's three methods follow it.
      const georgianCard = dialog.getByRole('radio', { name: t('account:topup.card') });
      await expect.poll(() => dialog.getByRole('radio').count()).toBe(4);
      expect(await georgianCard.isChecked()).toBe(true);
      await dialog.getByRole('radio', { name: t(`account:topup.${method}`) }).check();
      await dialog.getByLabel(new RegExp(`^${t('account:topup.lari')}`)).fill('33');
      await dialog.getByLabel(new RegExp(`^${t('account:topup.tetri')}`)).fill('40');
      await screenshot(page, `bog-topup-panel-${method}-${lang}-${size}`);
      await dialog.getByRole('button', { name: t('account:topup.submit') }).click();

      // The bank's page speaks ka and en: a Russian reader gets English.
      await page.waitForURL(/\/bog-sim\/pay\/[0-9a-f-]{36}$/);
      const text = BOG_SIMULATOR_TEXTS[lang === 'ka' ? 'ka' : 'en'];
      await page.getByRole('heading', { name: text.title }).waitFor();
      expect(await page.getByTestId('amount').textContent()).toBe('33.40 ₾');
      // Only the method chosen is offered.
      expect(
        await page
          .locator('[data-method]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('data-method'))),
      ).toEqual([bog]);
      await screenshot(page, `bog-topup-bank-${method}-${lang}-${size}`);
      await page.getByRole('link', { name: text[bog] }).click();

      await page.waitForURL(/\/payments\/success\?order=/);
      const result = page.getByTestId('payment-result');
      await expect.poll(() => result.getAttribute('data-outcome')).toBe('success');
      await expect.poll(() => page.getByTestId('result-balance').textContent()).toBe(lari(33.4));
      await screenshot(page, `bog-topup-success-${method}-${lang}-${size}`);

      await page.goto(`${world.publicUrl}/statement`);
      const rows = page.getByTestId('statement-entry');
      await expect.poll(() => rows.count()).toBe(1);
      const row = (await rows.nth(0).textContent()) ?? '';
      expect(row).toContain(`${t('statement:methods.card')} (Bank of Georgia${wallet})`);
      expect(row).toContain(t('statement:money', { amount: '+33.40' }));
      // The reference is our payment order's id.
      const { entries } = await world.api.ok('GET', '/api/money/statement', { token: customer.token });
      const reference = (entries as { reference: string }[])[0]!.reference;
      expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
      const [receipt] = await Promise.all([
        page.waitForEvent('download'),
        rows.nth(0).getByRole('button').click(),
      ]);
      const pdf = await pdfText(await readFile(await receipt.path()));
      expect(pdf).toContain('33.40 GEL');
      expect(pdf).toContain(reference);
      expect(pdf).toContain('Bank of Georgia');
      await screenshot(page, `bog-topup-statement-${method}-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
