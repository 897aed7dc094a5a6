// Accessibility of the customer's side (issue 8): axe-core on every customer route and on the open
// customer panels (add parcel, courier, add balance) plus the bell and user menus, in Georgian,
// English and Russian, at 1280 px and 390 px: no serious or critical violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uncheckedRoutes } from './support/a11y-routes.ts';
import { seriousViolations, type AxeViolation } from './support/axe.ts';
import { declare, newCustomer, payFlight, PDF_BYTES, topUp, type Customer } from './support/api.ts';
import { type Lang } from './support/i18n.ts';
import { openCustomerPage, type CustomerPage, type Size } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const VARIANTS: { lang: Lang; size: Size }[] = (['ka', 'en', 'ru'] as const).flatMap((lang) =>
  (['desktop', 'mobile'] as const).map((size) => ({ lang, size })),
);

/** The page once its content has settled: no spinner left. */
async function settled(page: Page): Promise<void> {
  await page.locator('#main, main').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'));
}

describeWithBrowser('customer pages and panels have no serious accessibility violations', () => {
  const world = useWorld({ operator: true });
  let customer: Customer;
  let arrivedFlight: string;
  let notificationId: string;
  let orderId: string;

  beforeAll(async () => {
    const { api, operator } = world;
    // A customer with something everywhere: parcels in each status, a paid arrived flight (courier),
    // an unpaid one (Pay, invoice), notifications and a top-up order.
    customer = await newCustomer(api);
    await operator.parcelIn(customer, 'stock');
    await operator.receive(`AX${Date.now()}`, 1, '0.300', customer.AXID);
    const { flight: paid } = await operator.parcelIn(customer, 'arrived');
    await topUp(api, customer, '100');
    await payFlight(api, customer, paid!.flightId as string);
    const { flight } = await operator.parcelIn(customer, 'arrived', { country: 3 });
    arrivedFlight = flight!.flightId as string;
    await operator.parcelIn(customer, 'sent', { country: 1 });
    // One over 300 lari, highlighted for customs with its invoice file.
    await declare(api, customer, { amount: '400', currency: 'USD' }, PDF_BYTES);
    const note = await operator.notify(
      customer.AXID,
      { ka: 'რეისი ჩამოვიდა', en: 'Your flight has landed', ru: 'Рейс прибыл' },
      {
        ka: 'თქვენი ამანათები თბილისშია და ხვალიდან შეგიძლიათ გაიტანოთ.',
        en: 'Your parcels are in Tbilisi and can be collected from tomorrow.',
        ru: 'Ваши посылки в Тбилиси, забрать их можно с завтрашнего дня.',
      },
    );
    notificationId = note.notificationId as string;
    const order = await api.ok('POST', '/api/merchant/georgiancard/pay', {
      token: customer.token,
      body: { lari: '5', tetri: '00', lang: 'en' },
    });
    orderId = order.result._id as string;
  });

  describe.each(VARIANTS)('$lang at $size', ({ lang, size }) => {
    let cp: CustomerPage;
    beforeAll(async () => {
      cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
        bypassCsp: true,
      });
    });
    afterAll(async () => {
      await cp?.context.close();
    });

    it('on every customer route', async () => {
      const { page } = cp;
      const routes = [
        '/home',
        '/home#stock',
        '/home#sent',
        '/home#arrived',
        '/home#obtained',
        '/profile',
        '/change-password',
        '/add-branches',
        '/notification-all',
        '/statement',
        '/pickup',
        '/claims',
        '/courier-orders',
        '/developers',
        `/notification-detail/${notificationId}`,
        `/invoice/${arrivedFlight}`,
        `/invoice/${arrivedFlight}/didube`,
        `/payments/success?order=${orderId}`,
        `/payments/failed?order=${orderId}`,
      ];
      const found: Record<string, AxeViolation[]> = {};
      for (const route of routes) {
        await page.goto(`${world.server.url}${route}`);
        // A hash change alone does not reload: make sure the tab's list is the one checked.
        if (route.includes('#')) await page.reload();
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[route] = violations;
      }
      expect(found).toEqual({});
      expect(cp.errors).toEqual([]);
    });

    it('in the open panels and menus', async () => {
      const { page, t } = cp;
      const found: Record<string, AxeViolation[]> = {};
      const check = async (name: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      };
      const panel = async (button: string, title: string, ready: string) => {
        await page.goto(`${world.server.url}/home`);
        await settled(page);
        // A phone has Top up in the dashboard's account strip (issue 17 §2), no need for the menu.
        const scope =
          button === 'account:summary.addBalance' && cp.mobile
            ? page.getByRole('region', { name: t('account:strip') })
            : page;
        await scope.getByRole('button', { name: t(button) }).click();
        const dialog = page.getByRole('dialog', { name: t(title) });
        await dialog.getByText(t(ready)).first().waitFor();
        await settled(page);
        await check(title);
      };
      await panel('parcels:home.addParcel', 'panels.addParcel', 'parcels:form.tracking');
      await panel('parcels:home.delivery', 'panels.courier', 'courier:form.flights');
      await panel('account:summary.addBalance', 'panels.addBalance', 'account:topup.lari');

      await page.goto(`${world.server.url}/home`);
      await settled(page);
      // Menus fade in: checked once fully opaque (colours are judged with their opacity).
      const openMenu = async (button: string | RegExp) => {
        await page.getByRole('button', { name: button }).click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        await page.waitForFunction(() => {
          const el = document.querySelector('[role="menu"]');
          return el !== null && getComputedStyle(el).opacity === '1';
        });
        return menu;
      };
      const bell = await openMenu(new RegExp(`^${t('notifications:bell.label')}`));
      await check('bell');
      await page.keyboard.press('Escape');
      await bell.waitFor({ state: 'detached' });
      await openMenu(t('userMenu.label'));
      await check('user menu');
      expect(found).toEqual({});
      expect(cp.errors).toEqual([]);
    });
  });

  it('ran axe on a page of every route given to the customer run', () => {
    expect(uncheckedRoutes('customer')).toEqual([]);
  });
});
