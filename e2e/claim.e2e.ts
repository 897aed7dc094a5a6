// Claims (issue 21 §3) in a real Chromium: the customer, in Russian on a phone, opens a parcel handed over
// the same day, files a claim for damage with a photo (the cap shown: 2.5 kg uninsured × 20 ₾); the admin,
// in Georgian on a desktop, finds it in the queue and asks for more; the customer adds it; the admin
// approves 32.50 ₾; the customer sees the claim approved, the balance credited and the statement line
// under the claim's reference.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCustomer, payFlight, topUp } from './support/api.ts';
import { exact, type Lang } from './support/i18n.ts';
import { openCustomerPage, screenshot, type CustomerPage } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const ADMIN = { login: 'admin@amanati.ge', password: 'admin12345' };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (text: string) => new RegExp(`^${escape(text)}`);

async function openParcel(cp: CustomerPage, tracking: string) {
  const { page, t } = cp;
  await page.goto(`${new URL(page.url()).origin}/home#obtained`);
  // A hash change alone does not reload: the tab's list is read afresh.
  await page.reload();
  await page.getByRole('button', { name: exact(t('parcels:timeline.open', { tracking })) }).click();
  const dialog = page.getByRole('dialog', { name: t('parcels:timeline.title', { tracking }) });
  await dialog.waitFor();
  return dialog.getByRole('region', { name: t('claims:title') });
}

describeWithBrowser('claim in Chromium', () => {
  const world = useWorld({ operator: true });
  const VARIANTS: { customerLang: Lang; staffLang: Lang }[] = [{ customerLang: 'ru', staffLang: 'ka' }];

  describe.each(VARIANTS)('customer in $customerLang, staff in $staffLang', ({ customerLang, staffLang }) => {
    it('takes a claim from filing to the credited amount', async () => {
      const client = world.api;
      const customer = await newCustomer(client);
      const adminToken = await client.signIn(ADMIN.login, ADMIN.password);
      // Arrived, paid and handed over at Didube today.
      const { parcel, flight } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '2.500' });
      const tracking = parcel.productOrderId as string;
      await topUp(client, customer, '100');
      await payFlight(client, customer, flight!.flightId as string);
      await client.ok('POST', '/api/admin/handover', {
        token: adminToken,
        body: { parcelIds: [parcel._id], branch: 'didube' },
      });

      // The customer, on a phone, files a claim for damage with a photo.
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang: customerLang,
        size: 'mobile',
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/home`);
      let section = await openParcel(cp, tracking);
      await section.getByRole('button', { name: t('claims:file.damaged') }).click();
      expect(await section.getByTestId('claim-cap').textContent()).toBe(
        `${t('claims:cap', { amount: '50.00' })} — ${t('claims:uninsured')}`,
      );
      await section
        .getByLabel(labelled(t('claims:form.description')))
        .fill('Коробка смята, стекло внутри разбито.');
      const photo = path.join(mkdtempSync(path.join(os.tmpdir(), 'amanati-claim-')), 'damage.png');
      writeFileSync(photo, await page.screenshot());
      await section.locator('input[type="file"]').setInputFiles(photo);
      await section.getByTestId('claim-photo-preview').waitFor();
      await screenshot(page, `claim-form-${customerLang}-mobile`);
      await section.getByRole('button', { name: t('claims:form.submit') }).click();
      const card = section.getByTestId('claim-card');
      await card.getByTestId('claim-state').getByText(t('claims:state.submitted')).waitFor();
      const reference = (await card.getAttribute('aria-label'))!;
      expect(reference).toMatch(/^CL-\d+$/);

      // The admin, on a desktop, finds it in the queue and asks for more.
      const sp = await openCustomerPage(world.browser, world.server.url, {
        lang: staffLang,
        size: 'desktop',
        token: adminToken,
      });
      const staff = sp.page;
      await staff.goto(`${world.server.url}/admin/claims`);
      await staff.getByRole('heading', { level: 1, name: sp.t('admin:claims.title') }).waitFor();
      await staff.getByRole('link', { name: reference, exact: true }).click();
      await staff.getByTestId('claim-photo').first().waitFor();
      await staff.getByRole('button', { name: sp.t('admin:claims.askMore') }).click();
      await staff
        .getByLabel(labelled(sp.t('admin:claims.text.request-info')))
        .fill('გთხოვთ, ატვირთოთ ყუთის ეტიკეტის ფოტო.');
      await staff.getByRole('button', { name: sp.t('admin:claims.confirm.request-info') }).click();
      await staff.getByTestId('claim-state').getByText(sp.t('admin:claims.states.info_requested')).waitFor();

      // The customer sees the request and adds the information.
      section = await openParcel(cp, tracking);
      await section.getByText('გთხოვთ, ატვირთოთ ყუთის ეტიკეტის ფოტო.').waitFor();
      await section.getByLabel(labelled(t('claims:info.note'))).fill('Фото этикетки прилагаю.');
      await section.locator('input[type="file"]').setInputFiles(photo);
      await section.getByRole('button', { name: t('claims:info.submit') }).click();
      await section.getByTestId('claim-state').getByText(t('claims:state.submitted')).waitFor();

      // The admin approves 32.50 ₾.
      await staff.reload();
      await staff.getByText('Фото этикетки прилагаю.').waitFor();
      await staff.getByRole('button', { name: sp.t('admin:claims.approve') }).click();
      await staff.getByLabel(labelled(sp.t('admin:claims.amount'))).fill('32.50');
      await staff.getByRole('button', { name: sp.t('admin:claims.confirm.approve') }).click();
      await staff.getByTestId('claim-state').getByText(sp.t('admin:claims.states.approved')).waitFor();
      await screenshot(staff, `claim-staff-approved-${staffLang}-desktop`);

      // The customer sees it approved and credited, and the statement's line.
      section = await openParcel(cp, tracking);
      await section.getByTestId('claim-state').getByText(t('claims:state.approved')).waitFor();
      await section.getByText(t('claims:credited', { amount: '32.50' })).waitFor();
      await screenshot(page, `claim-approved-${customerLang}-mobile`);
      await page.goto(`${world.server.url}/statement`);
      await page.getByRole('heading', { name: t('statement:title') }).waitFor();
      const line = page.getByTestId('statement-entry').filter({ hasText: reference });
      await line.waitFor();
      expect(await line.textContent()).toContain(t('statement:money', { amount: '+32.50' }));
      // The ledger's line: +32.50 on top of the balance before it (the entries newest first).
      const { entries } = await client.ok('GET', '/api/money/statement', { token: customer.token });
      const list = entries as { reference: string | null; amount: number; balanceAfter: number }[];
      const at = list.findIndex((e) => e.reference === reference);
      expect(list[at]!.amount).toBe(32.5);
      expect(list[at]!.balanceAfter).toBeCloseTo(list[at + 1]!.balanceAfter + 32.5, 2);
      expect(cp.errors).toEqual([]);
      expect(sp.errors).toEqual([]);
      await cp.context.close();
      await sp.context.close();
    });
  });
});
