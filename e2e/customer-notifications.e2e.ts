// Notifications in a real Chromium (issue 8): the bell's badge follows a new notification live,
// without a reload; the dropdown (title, first 50 characters, unread in bold, link to all); one
// notification's page; /notification-all marks everything read; the announcement popup's show-again rule.
import { describe, expect, it } from 'vitest';
import { newCustomer } from './support/api.ts';
import { type Lang } from './support/i18n.ts';
import { JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const texts = (n: number) => ({
  title: {
    ka: `შეტყობინება ${n}`,
    en: `Notice ${n}`,
    ru: `Уведомление ${n}`,
  } as Record<Lang, string>,
  description: {
    ka: `რეისი CN-${n} ჩამოვიდა თბილისში. ამანათების გატანა შეგიძლიათ ხვალიდან, ფილიალის სამუშაო საათებში.`,
    en: `Flight CN-${n} has landed in Tbilisi. You can collect your parcels from tomorrow during branch hours.`,
    ru: `Рейс CN-${n} прибыл в Тбилиси. Забрать посылки можно с завтрашнего дня в часы работы филиала.`,
  } as Record<Lang, string>,
});

describeWithBrowser('customer notifications in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    it('updates the badge live, reads one from the bell and marks all read on the list', async () => {
      const customer = await newCustomer(world.api);
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      const unread = async () =>
        (await world.api.ok('GET', '/api/notification/gets', { token: customer.token }))
          .nonotificationLength as number;
      const bellNamed = (count: number) =>
        page.getByRole('button', {
          name: count > 0 ? t('notifications:bell.labelCount', { count }) : t('notifications:bell.label'),
          exact: true,
        });
      const before = await unread();
      await bellNamed(before).waitFor();

      // The operator writes: the badge follows while the page stays as it is.
      const marker = await page.evaluate(
        () => ((window as unknown as { marker: number }).marker = Math.random()),
      );
      const first = texts(1);
      await world.operator.notify(customer.AXID, first.title, first.description);
      await bellNamed(before + 1).waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
      await world.operator.notify(customer.AXID, texts(2).title, texts(2).description);
      await bellNamed(before + 2).waitFor();

      // The dropdown: the newest first, title in bold while unread, the first 50 characters.
      await bellNamed(before + 2).click();
      const menu = page.getByRole('menu');
      const item = menu.getByRole('menuitem').filter({ hasText: texts(2).title[lang] });
      await item.waitFor();
      expect(await item.getAttribute('data-unread')).toBe('true');
      const weight = await item
        .getByTestId('bell-title')
        .evaluate((el) => Number(getComputedStyle(el).fontWeight));
      expect(weight).toBeGreaterThanOrEqual(700);
      const preview = await item.getByTestId('bell-preview').textContent();
      const full = texts(2).description[lang];
      expect(preview).toBe(`${Array.from(full).slice(0, 50).join('').trimEnd()}…`);
      await screenshot(page, `notifications-bell-${lang}-${size}`);

      // One notification: its whole text; reading it takes one off the count.
      await item.click();
      await page.waitForURL(/\/notification-detail\//);
      await page.getByRole('heading', { name: texts(2).title[lang] }).waitFor();
      await page.getByText(full).waitFor();
      await bellNamed(before + 1).waitFor();

      // All: every notification, then none unread.
      await bellNamed(before + 1).click();
      await page.getByRole('menuitem', { name: t('notifications:bell.all') }).click();
      await page.waitForURL(/\/notification-all$/);
      await page.getByRole('heading', { name: t('notifications:all.title'), level: 1 }).waitFor();
      await page.getByRole('link', { name: first.title[lang] }).waitFor();
      await page.getByText(first.description[lang]).waitFor();
      await bellNamed(0).waitFor();
      await expect.poll(unread).toBe(0);
      await screenshot(page, `notifications-all-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });

    it('shows the announcement popup until closed, and not again for the same one', async () => {
      const customer = await newCustomer(world.api);
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
        keepPopup: true,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      const popup = page.getByTestId('announcement-popup');
      await popup.waitFor();
      await popup.getByRole('button', { name: t('notifications:popup.ok') }).click();
      await popup.waitFor({ state: 'hidden' });
      // Closing is remembered with the popup's id; the same popup stays closed after a reload.
      const { popap } = await world.api.ok('GET', '/api/popap/get');
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('amanati.popup'))) ?? 'null'),
      ).toEqual({ closed: true, popapId: popap.popapId });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/popap/get'));
      await page.reload();
      await answered;
      await page.getByRole('button', { name: t('parcels:home.addParcel') }).waitFor();
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      expect(await popup.isVisible()).toBe(false);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    });
  });
});
