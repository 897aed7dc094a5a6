// Issue 20 §5 in a real Chromium (Georgian on a desktop, English on a phone): from the user menu to the
// statement, which lists the card top-up and the flight payment with the balance after each; the
// top-up's PDF receipt downloads and, read back, says the amount, the payment order and the room code;
// the CSV downloads with its byte order mark.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/test/pdf-text.ts';
import { newCustomer, payFlight, topUp } from './support/api.ts';
import { JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('the statement in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('opens the statement from the user menu and downloads a receipt and the CSV', async () => {
      const customer = await newCustomer(world.api);
      await topUp(world.api, customer, '40');
      const { flight } = await world.operator.parcelIn(customer, 'sent', { weightKg: '1.000' });
      await payFlight(world.api, customer, flight!.flightId as string);
      const statement = await world.api.ok('GET', '/api/money/statement', { token: customer.token });
      const [payment, topup] = statement.entries as { id: string; reference: string; amount: number }[];

      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/profile`);
      await page.getByRole('button', { name: t('userMenu.label') }).click();
      await page.getByRole('menuitem', { name: t('statement:menu') }).click();
      await page.waitForURL(/\/statement$/);
      await page.getByRole('heading', { name: t('statement:title') }).waitFor();

      const rows = page.getByTestId('statement-entry');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain(flight!.flightId as string);
      expect(await rows.nth(0).textContent()).toContain(
        t('statement:money', { amount: `−${(-payment!.amount).toFixed(2)}` }),
      );
      const topupRow = rows.nth(1);
      expect(await topupRow.textContent()).toContain(topup!.reference);
      expect(await topupRow.textContent()).toContain(t('statement:money', { amount: '+40.00' }));
      await screenshot(page, `statement-${lang}-${size}`);

      const [receipt] = await Promise.all([
        page.waitForEvent('download'),
        topupRow.getByRole('button').click(),
      ]);
      expect(receipt.suggestedFilename()).toBe(`amanati-receipt-${topup!.id}.pdf`);
      const text = await pdfText(await readFile(await receipt.path()));
      expect(text).toContain('40.00 GEL');
      expect(text).toContain(topup!.reference);
      expect(text).toContain(customer.AXID);
      expect(text).toContain(lang === 'ka' ? 'ქვითარი' : 'Receipt');

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('statement:csv') }).click(),
      ]);
      const bytes = await readFile(await csv.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8').trim().split('\r\n')).toHaveLength(3);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
