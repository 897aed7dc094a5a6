// The customer's account in a real Chromium (issue 8): /profile edit and save, the e-mail preference,
// /change-password, /add-branches; customer-only routes sending a visitor to /home with the sign-in
// panel; the declaration-readiness banner; the addresses widget with the receiver line of each kind
// of account (spec §3).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { declare, newCustomer, uniqueTracking, type AccountKind } from './support/api.ts';
import { type Translate } from './support/i18n.ts';
import {
  expectToast,
  JOURNEY_VARIANTS,
  openCustomerPage,
  openLeftPanel,
  screenshot,
  type CustomerPage,
} from './support/pages.ts';
import { api } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const label = (t: Translate, key: string) => new RegExp(`^${t(key)}`);

/** Through the user menu in the top bar, as a customer goes there. */
async function viaUserMenu(page: Page, t: Translate, item: 'profile' | 'changePassword' | 'branch') {
  await page.getByRole('button', { name: t('userMenu.label') }).click();
  await page.getByRole('menuitem', { name: t(`userMenu.${item}`) }).click();
}

describeWithBrowser('customer account in Chromium', () => {
  const world = useWorld({ operator: true });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    let cp: CustomerPage;
    const finish = async (name: string) => {
      await screenshot(cp.page, `account-${name}-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    };

    it('edits and saves the profile, and switches the e-mail preference', async () => {
      const customer = await newCustomer(world.api);
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      await viaUserMenu(page, t, 'profile');
      await page.waitForURL(/\/profile$/);
      await page.getByRole('heading', { name: t('profile:title'), level: 1 }).waitFor();
      expect(await page.getByTestId('profile-axid').textContent()).toBe(customer.AXID);

      const phone = page.getByLabel(label(t, 'profile:fields.phone'));
      const address = page.getByLabel(label(t, 'profile:fields.address'));
      const city = page.getByRole('combobox', { name: label(t, 'profile:fields.city') });
      // View mode: the contact data as text, no inputs until Edit (review #18).
      expect(await phone.count()).toBe(0);
      expect(await page.getByTestId('profile-phone').textContent()).toMatch(/^5\d{8}$/);
      expect(await page.getByRole('button', { name: t('profile:save'), exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: t('profile:edit') }).click();
      expect(await phone.isEditable()).toBe(true);

      // Save only when city, phone and address are all filled.
      await address.fill('');
      const save = page.getByRole('button', { name: t('profile:save'), exact: true });
      expect(await save.isDisabled()).toBe(true);
      await page.getByText(t('profile:saveHint')).waitFor();
      await address.fill('აღმაშენებლის გამზ. 150');
      await phone.fill('599-11-22-33');
      expect(await phone.inputValue()).toBe('599112233');
      await city.click();
      await city.fill(lang === 'ka' ? 'ქუთაის' : 'Kutai');
      await page.getByRole('option', { name: lang === 'ka' ? 'ქუთაისი' : 'Kutaisi' }).click();
      await save.click();
      await expectToast(page, t('profile:updated'));
      // Back to view mode, and kept.
      await page.getByRole('button', { name: t('profile:edit') }).waitFor();
      expect(await phone.count()).toBe(0);
      expect(await page.getByTestId('profile-phone').textContent()).toBe('599112233');
      const me = (await world.api.ok('GET', '/api/authorization/userInformation', { token: customer.token }))
        .candidate;
      expect([me.phone, me.information.city, me.information.address]).toEqual([
        '599112233',
        '_KUTAISI_',
        'აღმაშენებლის გამზ. 150',
      ]);
      await page.reload();
      await page.getByRole('button', { name: t('profile:edit') }).waitFor();
      expect(await page.getByTestId('profile-phone').textContent()).toBe('599112233');

      // E-mail notifications: on by default; off, and it stays off.
      const emails = page.getByRole('switch', { name: t('profile:email.label') });
      expect(await emails.isChecked()).toBe(true);
      await emails.click({ force: true });
      await expectToast(page, t('profile:email.off'));
      await page.reload();
      expect(await page.getByRole('switch', { name: t('profile:email.label') }).isChecked()).toBe(false);
      await finish('profile');
    });

    it('changes the password: all three required, the new one repeated, the old one checked', async () => {
      const customer = await newCustomer(world.api);
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      await viaUserMenu(page, t, 'changePassword');
      await page.waitForURL(/\/change-password$/);
      const old = page.getByLabel(label(t, 'profile:password.old'));
      const next = page.getByLabel(label(t, 'profile:password.new'));
      const again = page.getByLabel(label(t, 'profile:password.confirm'));
      const submit = page.getByRole('button', { name: t('profile:password.submit') });
      cp.allow({
        url: api('/api/authorization/changePassword'),
        status: 400,
        why: 'a wrong old password',
      });

      await submit.click();
      expect(await page.getByText(t('errors:required'), { exact: true }).count()).toBe(3);
      await old.fill(customer.password);
      await next.fill('newsecret456');
      await again.fill('newsecret457');
      await submit.click();
      await page.getByText(t('errors:password_mismatch')).waitFor();
      await old.fill('not-my-password');
      await again.fill('newsecret456');
      await submit.click();
      await page.getByText(t('errors:old_password_incorrect')).first().waitFor();
      await old.fill(customer.password);
      await submit.click();
      await expectToast(page, t('profile:password.changed'));
      expect(await old.inputValue()).toBe('');

      // Still signed in here; the new password works, the old one no longer does.
      await page.reload();
      await page.getByRole('button', { name: t('userMenu.label') }).waitFor();
      const refused = await world.api.call('POST', '/api/authorization/signin', {
        body: { email: customer.email, password: customer.password },
      });
      expect(refused.json.message).toBe('incorrect_password_or_ax_code');
      await world.api.signIn(customer.AXID, 'newsecret456');
      await finish('password');
    });

    it('chooses the branch: city, then a branch of that city (the only one chosen with it); one warning without one', async () => {
      const customer = await newCustomer(world.api);
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      await viaUserMenu(page, t, 'branch');
      await page.waitForURL(/\/add-branches$/);
      const current = page.getByTestId('current-branch');
      expect(await current.textContent()).toContain(t('branches.didube'));
      const cities = page.getByRole('radiogroup', { name: t('profile:branch.city') });
      const branches = page.getByRole('radiogroup', { name: t('profile:branch.branch') });
      await cities.getByRole('radio', { name: t('cities.kutaisi') }).check();
      await cities.getByRole('radio', { name: t('cities.tbilisi') }).check();
      // The city changed to one with several branches: its branch has to be chosen; one warning, beside it.
      await page.getByRole('button', { name: t('profile:branch.save') }).click();
      await page.getByText(t('errors:choose_branch')).first().waitFor();
      expect(await page.getByText(t('errors:choose_branch')).count()).toBe(1);
      // Kutaisi has one branch: it is chosen with the city (review #19).
      await cities.getByRole('radio', { name: t('cities.kutaisi') }).check();
      expect(await branches.getByRole('radio', { name: t('branches.didube') }).count()).toBe(0);
      expect(await branches.getByRole('radio', { name: t('branches.kutaisi_1') }).isChecked()).toBe(true);
      await page.getByRole('button', { name: t('profile:branch.save') }).click();
      await expectToast(page, t('profile:branch.saved'));
      await expect.poll(() => current.textContent()).toContain(t('branches.kutaisi_1'));
      const me = (await world.api.ok('GET', '/api/authorization/userInformation', { token: customer.token }))
        .candidate;
      expect(me.takedPlaced).toEqual({ city: 'kutaisi', address: 'kutaisi_1' });
      await finish('branch');
    });

    it('sends a visitor from every customer-only route to /home with the sign-in panel', async () => {
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size });
      const { page, t } = cp;
      for (const route of [
        '/profile',
        '/change-password',
        '/add-branches',
        '/notification-all',
        '/courier-orders',
        '/notification-detail/00000000-0000-4000-8000-000000000000',
        '/invoice/CN-000000',
        '/invoice/CN-000000/didube',
      ]) {
        await page.goto(`${world.server.url}${route}`);
        await page.waitForURL(/\/home$/);
        const asked = page.getByRole('status').filter({ hasText: t('auth:signin.requested') });
        await asked.waitFor();
        expect(await asked.isVisible()).toBe(true);
        // The login field has the focus, ready to type.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
          .toBe('username');
      }
      await finish('customer-only');
    });

    it('lists the parcels that still need a declaration, with the time left before the flight closes', async () => {
      const customer = await newCustomer(world.api);
      // Two parcels the warehouse received for the customer's AXID that nobody declared: one still at
      // the warehouse, one already on a flight whose declaration closes in 2 days 5 hours.
      const unknown = uniqueTracking('RB');
      await world.operator.receive(unknown, 1, '0.400', customer.AXID);
      const flying = uniqueTracking('RF');
      await world.operator.receive(flying, 2, '0.900', customer.AXID);
      const flight = await world.operator.createFlight(2, {
        declarationDeadline: new Date(Date.now() + (2 * 24 + 5) * 3600_000 + 600_000).toISOString(),
      });
      // Undeclared, it flies only by the operator's word (the customs gate's override).
      await world.operator.load(flight._id as string, [flying], 'the customer declares it in flight');
      // A declared parcel needs nothing.
      await world.operator.parcelIn(customer, 'stock');
      await declare(world.api, customer);
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token: customer.token });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      const banner = page.getByRole('region', { name: t('parcels:readiness.title', { count: 2 }) });
      await banner.waitFor();
      // A phone shows the notice folded to its title line (issue 17 §2): unfold it.
      if (size === 'mobile')
        await banner
          .getByRole('button', {
            name: t('parcels:notice.moreOf', { title: t('parcels:readiness.title', { count: 2 }) }),
          })
          .click();
      const item = (tracking: string) => banner.getByRole('listitem').filter({ hasText: tracking });
      await item(unknown).getByText(t('parcels:readiness.issues.undeclared')).waitFor();
      await item(unknown).getByText(t('parcels:readiness.beforeFlight')).waitFor();
      const onFlight = item(flying);
      await onFlight.getByText(t('parcels:readiness.issues.undeclared')).waitFor();
      await onFlight.getByText(t('parcels:readiness.leftDays', { days: 2, hours: 5 })).waitFor();
      await onFlight
        .getByText(t('parcels:readiness.flight', { flight: flight.flightId as string }))
        .waitFor();
      // Declare straight from the banner.
      await item(unknown).getByRole('button').click();
      await page.getByRole('dialog', { name: t('panels.updateParcel') }).waitFor();
      await finish('readiness');
    });

    it.each<AccountKind>(['individual', 'entrepreneur', 'organisation'])(
      'shows our addresses with the receiver line of an %s, each line with a copy button',
      async (kind) => {
        const customer = await newCustomer(world.api, kind);
        cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token: customer.token });
        const { page, t, context } = cp;
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.server.url });
        await page.goto(`${world.server.url}/home`);
        const section = page.getByRole('region', { name: t('widgets:home.addresses') });
        await section.scrollIntoViewIfNeeded();
        const receiver = section.locator('[data-line="receiver"]').first();
        await receiver.waitFor();
        const expected =
          kind === 'organisation'
            ? `Amanati Test LLC ${customer.AXID}`
            : // Typed "levan" at sign-up: printed with a capital, as shops expect (review #15).
              `Levan ${customer.lastNameEn} ${customer.AXID}`;
        await receiver.getByText(expected, { exact: true }).waitFor();
        expect(await section.getByText(t('widgets:addresses.signInHint')).count()).toBe(0);
        await receiver.getByRole('button').click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        // Every line of the address can be copied.
        const lines = section.locator('[data-line]:visible');
        const count = await lines.count();
        expect(count).toBeGreaterThanOrEqual(5);
        for (let i = 0; i < count; i++) expect(await lines.nth(i).getByRole('button').count()).toBe(1);
        await openLeftPanel(cp);
        await finish(`addresses-${kind}`);
      },
    );
  });
});
