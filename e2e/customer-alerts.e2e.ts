// Notification settings in a real Chromium (issue 19 §3–4, §7): the customer asks for an SMS code, the
// back office's SMS simulator shows what was "sent", the customer types the code and the phone is
// confirmed; a changed cell of the event × channel matrix is saved and still there after a reload.
import { expect, it } from 'vitest';
import { DEMO, newCustomer } from './support/api.ts';
import { expectToast, JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('notification settings in Chromium', () => {
  const world = useWorld();

  it.each(JOURNEY_VARIANTS)(
    'confirms the phone by SMS code and saves the matrix ($lang, $size)',
    async ({ lang, size }) => {
      const customer = await newCustomer(world.api);
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/profile`);
      const matrix = page.getByRole('table', { name: t('profile:alerts.title') });
      await matrix.waitFor();
      const cell = (event: string, channel: string) =>
        page.getByRole('checkbox', {
          name: `${t(`profile:alerts.events.${event}`)} — ${t(`profile:alerts.channels.${channel}`)}`,
        });
      expect(await cell('courier', 'sms').isDisabled()).toBe(true);

      await page.getByRole('button', { name: t('profile:alerts.phone.send') }).click();
      await page.getByText(t('profile:alerts.phone.enter')).waitFor();

      // Staff read the code where the simulator keeps what it would have sent.
      const staffToken = await world.api.signIn(DEMO.operator.login, DEMO.operator.password);
      const staff = await openCustomerPage(world.browser, world.server.url, {
        lang: 'en',
        size: 'desktop',
        token: staffToken,
      });
      await staff.page.goto(`${world.server.url}/admin/payments/outbox`);
      // The segmented control's radio is visually hidden: staff press its label.
      await staff.page.locator('label', { hasText: /^SMS$/ }).click();
      const row = staff.page
        .getByRole('row')
        .filter({ hasText: customer.AXID })
        .filter({ hasText: /:\s*\d{6}\./ })
        .first();
      await row.waitFor();
      // The code follows a colon in every language ("Amanati code: 123456."); the phone number has more digits.
      const code = /:\s*(\d{6})\./.exec((await row.textContent()) ?? '')![1]!;
      await screenshot(staff.page, `alerts-sms-simulator-en-desktop`);
      expect(staff.errors).toEqual([]);
      await staff.context.close();

      for (const [i, digit] of [...code].entries())
        await page.getByRole('textbox', { name: t('profile:alerts.phone.digit', { n: i + 1 }) }).fill(digit);
      await page.getByText(t('profile:alerts.phone.isVerified'), { exact: true }).waitFor();

      await cell('courier', 'sms').check();
      await page.getByRole('button', { name: t('profile:alerts.save') }).click();
      await expectToast(page, t('profile:alerts.saved'));
      await screenshot(page, `alerts-profile-${lang}-${size}`);
      await page.reload();
      await matrix.waitFor();
      expect(await cell('courier', 'sms').isChecked()).toBe(true);
      expect(await cell('received', 'sms').isChecked()).toBe(false);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    },
  );
});
