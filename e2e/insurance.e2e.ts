// Insurance (issue 21 §4) in a real Chromium: the customer declares a parcel of 150 lari and insures it,
// seeing the premium of the rules in force while declaring (3 % = 4.50 ₾); the list marks it insured;
// after the operator puts it on a flight, the flight's invoice shows the premium within the parcel's price.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { newCustomer, uniqueTracking } from './support/api.ts';
import { expectToast, JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

describeWithBrowser('insurance in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('insures a parcel while declaring it, then finds the premium on the flight’s invoice', async () => {
      const customer = await newCustomer(world.api);
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      await page.getByText(t('parcels:empty.waiting.title')).waitFor();
      await page.getByRole('button', { name: t('parcels:home.addParcel') }).click();
      const dialog = page.getByRole('dialog', { name: t('panels.addParcel') });
      const tracking = uniqueTracking('INS');
      await field(dialog, t('parcels:form.country')).selectOption('2');
      await field(dialog, t('parcels:form.tracking')).fill(tracking);
      await field(dialog, t('parcels:form.category')).selectOption('_SHOES_');
      await field(dialog, t('parcels:form.quantity')).fill('1');
      await field(dialog, t('parcels:form.shop')).selectOption('_AMAZON_');
      await field(dialog, t('parcels:form.amount')).fill('150');
      await field(dialog, t('parcels:form.currency')).selectOption('GEL');
      const terms = t('insurance:terms', { percent: 3, minimum: '2.00' });
      await dialog.getByText(`${terms}: 4.50 ₾`, { exact: true }).waitFor();
      await dialog.getByRole('checkbox', { name: t('insurance:insure') }).check();
      await screenshot(page, `insurance-declare-${lang}-${size}`);
      await dialog.getByRole('button', { name: t('parcels:form.add'), exact: true }).click();
      await expectToast(page, t('parcels:form.added', { tracking }));
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(t('parcels:list.insured'), { exact: true }).first().waitFor();

      // The warehouse weighs it and the operator puts it on a flight: charged with its premium.
      const { operator } = world;
      await operator.receive(tracking, 2, '1.000');
      const flight = await operator.createFlight(2);
      await operator.load(flight._id as string, [tracking]);

      await page.goto(`${world.server.url}/invoice/${flight.flightId as string}`);
      await page.getByRole('heading', { name: new RegExp(t('account:invoice.title')) }).waitFor();
      await expect
        .poll(() => page.getByTestId('invoice-insurance').textContent())
        .toBe(t('insurance:invoiceLine', { amount: '4.50' }));
      await screenshot(page, `insurance-invoice-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
