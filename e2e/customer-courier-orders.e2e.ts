// Issue 17 §4 in a real Chromium, at 390 and 1280 px in Georgian and Russian: the courier address flags
// pasted Latin text instead of converting it; a review step shows the order before it is sent; the
// panel closes with the order's number and a link to "My courier orders", where the order is listed
// and cancelled (after a confirmation) — its flight is then offered again and no money moved.
import { describe, expect, it } from 'vitest';
import { newCustomer, payFlight, topUp, type Json } from './support/api.ts';
import { expectToast, openCustomerPage, screenshot, type Size } from './support/pages.ts';
import type { Lang } from './support/i18n.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const VARIANTS: { lang: Lang; size: Size }[] = [
  { lang: 'ka', size: 'mobile' },
  { lang: 'ka', size: 'desktop' },
  { lang: 'ru', size: 'mobile' },
  { lang: 'ru', size: 'desktop' },
];

describeWithBrowser('courier orders in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('reviews the order, shows its number, lists it under My courier orders and cancels it there', async () => {
      const customer = await newCustomer(world.api);
      const { flight } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '1.500' });
      const code = flight!.flightId as string;
      await topUp(world.api, customer, '100');
      await payFlight(world.api, customer, code);
      const me = async () =>
        (await world.api.ok('GET', '/api/authorization/userInformation', { token: customer.token }))
          .candidate as Json;
      const { balance: before, phone } = await me();
      expect(before).toEqual(expect.any(Number));

      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await cp.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: world.server.url,
      });
      await page.goto(`${world.server.url}/home`);
      // One name for the action: the dashboard button, the panel and its form.
      const call = t('courier:form.title');
      expect(t('parcels:home.delivery')).toBe(call);
      expect(t('panels.courier')).toBe(call);
      await page.getByRole('button', { name: call, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: call });
      const box = dialog.getByRole('checkbox', {
        name: new RegExp(`^${t('courier:form.flight', { flight: code })} `),
      });
      await box.check();

      // Pasted Latin text stays as it came and is flagged; typed keys still become Georgian letters.
      const address = dialog.getByLabel(new RegExp(`^${t('courier:form.address')}`));
      await dialog.getByText(t('courier:form.addressHint')).waitFor();
      await address.fill('');
      await page.evaluate(() => navigator.clipboard.writeText('Vazha-Pshavela ave 12'));
      await address.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect.poll(() => address.inputValue()).toBe('Vazha-Pshavela ave 12');
      await dialog.getByText(t('courier:form.addressLatin')).waitFor();
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `courier-orders-latin-${lang}-${size}`);
      const submit = dialog.getByRole('button', { name: t('courier:form.submit') });
      await submit.click();
      const review = dialog.getByRole('region', { name: t('courier:review.title') });
      expect(await review.count()).toBe(0);
      await address.fill('');
      await address.pressSequentially('vaJa-fSavelas 12');
      expect(await address.inputValue()).toBe('ვაჟა-ფშაველას 12');
      expect(await dialog.getByText(t('courier:form.addressLatin')).count()).toBe(0);
      await screenshot(page, `courier-orders-panel-${lang}-${size}`);

      // The review: flights, parcels, address and city, receiver, price; Back keeps everything.
      await submit.click();
      await review.waitFor();
      await review.getByText(t('courier:form.flight', { flight: code }), { exact: false }).waitFor();
      await review.getByText('ვაჟა-ფშაველას 12').waitFor();
      await review.getByText('ლევანი გელაშვილი').waitFor();
      await review.getByText(phone as string).waitFor();
      expect(await review.getByTestId('courier-price').textContent()).toBe(
        t('courier:price.amount', { price: '5.00' }),
      );
      await screenshot(page, `courier-orders-review-${lang}-${size}`);
      await review.getByRole('button', { name: t('courier:review.back') }).click();
      expect(await box.isChecked()).toBe(true);
      expect(await address.inputValue()).toBe('ვაჟა-ფშაველას 12');
      await submit.click();
      await review.getByRole('button', { name: t('courier:review.confirm') }).click();

      // Sent: the panel closes, the toast gives the number and the way to the list.
      await dialog.waitFor({ state: 'detached' });
      const [order] = (await world.api.ok('GET', '/api/courier/orders', { token: customer.token }))
        .orders as Json[];
      const ref = `№ ${order!.number as number}`;
      await expectToast(page, t('courier:messages.orderedTitle', { ref }));
      await expectToast(page, t('courier:messages.orderedPrice', { price: '5.00' }));
      await page
        .locator('.mantine-Notification-root')
        .getByRole('link', { name: t('courier:orders.link') })
        .click();
      await page.waitForURL(/\/courier-orders$/);

      // Listed with its number, status, flight, address and fee.
      await page.getByRole('heading', { level: 1, name: t('courier:orders.title') }).waitFor();
      const card = page.getByRole('listitem', { name: t('courier:orders.number', { ref }) });
      await card.getByText(t('courier:orders.status.new')).waitFor();
      await card.getByText(code).waitFor();
      await card.getByText('ვაჟა-ფშაველას 12').waitFor();
      await card.getByText(t('courier:price.amount', { price: '5.00' })).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `courier-orders-list-${lang}-${size}`);

      // Cancelled after a confirmation.
      await card.getByRole('button', { name: t('courier:orders.cancel') }).click();
      const confirm = page.getByRole('dialog', { name: t('courier:orders.cancelTitle', { ref }) });
      await confirm.getByText(t('courier:orders.cancelText')).waitFor();
      await screenshot(page, `courier-orders-cancel-${lang}-${size}`);
      await confirm.getByRole('button', { name: t('courier:orders.confirmCancel') }).click();
      await confirm.waitFor({ state: 'detached' });
      await expectToast(page, t('courier:orders.cancelled', { ref }));
      await card.getByText(t('courier:orders.status.cancelled')).waitFor();
      expect(await card.getByRole('button', { name: t('courier:orders.cancel') }).count()).toBe(0);

      // The flight is offered again and no money moved.
      const offered = await world.api.ok('GET', '/api/courier/getFlights/didube', { token: customer.token });
      expect((offered.flightArray as Json[]).map((f) => f.flightId)).toEqual([code]);
      expect((await me()).balance).toBe(before);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
