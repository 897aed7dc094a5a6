// Ordering a courier in a real Chromium (issue 8): branch → the flights with arrived parcels (unpaid
// ones cannot be chosen) → selection → the price from the shared tariff by region → an address in
// Georgian → the review (issue 17) → the order; the panel closes and the flight is no longer offered.
import { describe, expect, it } from 'vitest';
import { newCustomer, payFlight, topUp } from './support/api.ts';
import { expectToast, JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('courier order in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('orders a courier for a paid flight, with the price of the region, after reviewing it', async () => {
      const customer = await newCustomer(world.api);
      // Two arrived flights at the customer's branch: one paid (1.5 kg), one not.
      const { flight: paid } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '1.500' });
      await topUp(world.api, customer, '100');
      await payFlight(world.api, customer, paid!.flightId as string);
      const { flight: unpaid } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '3.000' });

      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      await page.getByRole('button', { name: t('parcels:home.delivery') }).click();
      const dialog = page.getByRole('dialog', { name: t('panels.courier') });
      // The customer's branch is chosen: its flights are listed.
      expect(await dialog.getByLabel(new RegExp(`^${t('courier:form.branch')}`)).inputValue()).toBe('didube');
      const flightBox = (code: string) =>
        dialog.getByRole('checkbox', { name: new RegExp(`^${t('courier:form.flight', { flight: code })} `) });
      await flightBox(paid!.flightId as string).waitFor();
      expect(await flightBox(unpaid!.flightId as string).isDisabled()).toBe(true);
      await dialog.getByText(t('courier:messages.noPaidWeight')).waitFor();
      await dialog.getByText(t('courier:price.choose')).waitFor();

      // Ordering without a flight is refused.
      const submit = dialog.getByRole('button', { name: t('courier:form.submit') });
      await submit.click();
      await dialog.getByText(t('panel-errors:select_flights')).waitFor();

      await flightBox(paid!.flightId as string).check();
      const price = dialog.getByTestId('courier-price');
      const lari = (p: string) => t('courier:price.amount', { price: p });
      await expect.poll(() => price.textContent()).toBe(lari('5.00'));
      await dialog.getByText(t('courier:price.note')).waitFor();
      await dialog.getByRole('radio', { name: t('courier:regions.outskirts'), exact: true }).check();
      await expect.poll(() => price.textContent()).toBe(lari('8.00'));
      await dialog.getByRole('radio', { name: t('courier:regions.village'), exact: true }).check();
      await expect.poll(() => price.textContent()).toBe(lari('9.00'));
      await dialog.getByRole('radio', { name: t('courier:regions.tbilisi'), exact: true }).check();
      await expect.poll(() => price.textContent()).toBe(lari('5.00'));

      // Receiver: the account's own, read-only; for someone else, blank and editable.
      const name = dialog.getByLabel(new RegExp(`^${t('courier:form.name')}`));
      expect(await name.inputValue()).toBe('ლევანი გელაშვილი');
      expect(await name.getAttribute('readonly')).not.toBeNull();
      await dialog.getByRole('switch', { name: t('courier:form.thirdParty') }).check();
      expect(await name.inputValue()).toBe('');
      expect(await name.getAttribute('readonly')).toBeNull();
      await name.fill('მარიამ კაპანაძე');
      // A phone pasted with dashes keeps its nine digits.
      const phone = dialog.getByLabel(new RegExp(`^${t('courier:form.phone')}`));
      await phone.fill('577-11-22-33');
      expect(await phone.inputValue()).toBe('577112233');

      // The address must be in Georgian letters: Latin key presses become Georgian ones as typed, and
      // another script is refused.
      const address = dialog.getByLabel(new RegExp(`^${t('courier:form.address')}`));
      await address.fill('');
      await address.pressSequentially('rustaveli 10');
      expect(await address.inputValue()).toBe('რუსტაველი 10');
      await address.fill('Руставели 10');
      await submit.click();
      await dialog.getByText(t('panel-errors:address_georgian_letters')).waitFor();
      await address.fill('ჭავჭავაძის გამზ. 37, ბ. 12');
      await submit.click();
      // Issue 17: a review step before the order is sent, then the panel closes with the order's number.
      const review = dialog.getByRole('region', { name: t('courier:review.title') });
      await review.getByText('ჭავჭავაძის გამზ. 37, ბ. 12').waitFor();
      await review.getByText('მარიამ კაპანაძე').waitFor();
      await review.getByText('577112233').waitFor();
      await review.getByRole('button', { name: t('courier:review.confirm') }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectToast(page, t('courier:messages.orderedPrice', { price: '5.00' }));
      // Opened again, the selection is empty and the ordered flight is no longer offered.
      await page.getByRole('button', { name: t('parcels:home.delivery'), exact: true }).click();
      await flightBox(unpaid!.flightId as string).waitFor();
      await dialog.getByText(t('courier:price.choose')).waitFor();
      expect(await flightBox(paid!.flightId as string).count()).toBe(0);

      const orders = await world.api.ok('GET', '/api/admin/courier-orders', {
        token: await world.api.signIn('operator@amanati.ge', 'operator12345'),
      });
      expect(JSON.stringify(orders)).toContain('577112233');
      await screenshot(page, `courier-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
