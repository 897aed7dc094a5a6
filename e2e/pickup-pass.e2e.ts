// Pickup passes (issue 21 §1) in a real Chromium: the customer, on a phone, makes a pass for the parcels
// ready at Didube naming a trusted person and shows its QR code; at the branch the operator reads the QR
// (its image fed to the back office's "photo of the QR" reader, as a camera would see it), checks the
// trusted person's personal number and hands over exactly those parcels; the pass then opens nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, newCustomer, payFlight, topUp } from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { openCustomerPage, screenshot } from './support/pages.ts';
import { api } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const TRUSTEE = { name: 'ნინო ბერიძე', personalId: '01020304050' };

describeWithBrowser('pickup pass in Chromium', () => {
  const world = useWorld({ operator: true });

  const VARIANTS: { customerLang: Lang; staffLang: Lang }[] = [
    { customerLang: 'ka', staffLang: 'ru' },
    { customerLang: 'ru', staffLang: 'ka' },
  ];
  describe.each(VARIANTS)('customer in $customerLang, staff in $staffLang', ({ customerLang, staffLang }) => {
    it('shows a pass on a phone; the operator reads its QR and hands over to the trusted person', async () => {
      const { operator } = world;
      const client = world.api;
      const customer = await newCustomer(client);
      const { parcel: a, flight } = await operator.parcelIn(customer, 'arrived', { weightKg: '1.200' });
      const { parcel: b, flight: second } = await operator.parcelIn(customer, 'arrived', {
        weightKg: '0.400',
      });
      await topUp(client, customer, '100');
      await payFlight(client, customer, flight!.flightId as string);
      await payFlight(client, customer, second!.flightId as string);

      // The customer, on a phone.
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang: customerLang,
        size: 'mobile',
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/pickup`);
      await page.getByRole('heading', { level: 1, name: t('pickup:title') }).waitFor();
      await expect.poll(() => page.getByTestId('pickup-parcel').count()).toBe(2);
      await page.getByRole('checkbox', { name: t('pickup:form.withTrustee') }).check();
      await page.getByLabel(new RegExp(`^${t('pickup:form.trusteeName')}`)).fill(TRUSTEE.name);
      await page.getByLabel(new RegExp(`^${t('pickup:form.trusteeId')}`)).fill(TRUSTEE.personalId);
      await screenshot(page, `pickup-form-${customerLang}-mobile`);
      await page.getByRole('button', { name: t('pickup:form.submit') }).click();
      const code = (await page.getByTestId('pickup-code').textContent())!.replace(/\s/g, '');
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      await page.getByTestId('pickup-trustee').getByText(TRUSTEE.personalId).waitFor();
      const qr = page.getByTestId('pickup-qr');
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(220); // large enough to scan from a phone
      await screenshot(page, `pickup-pass-${customerLang}-mobile`);
      // The QR as a camera would see it: a picture of the screen, once the image is decoded and painted.
      // Shown as the customer holds it up: in the middle of the screen, clear of the sticky header (an
      // element screenshot scrolls only as far as needed, which could leave the header over its top).
      await qr.evaluate((img: HTMLImageElement) => img.decode());
      await qr.evaluate((img: HTMLImageElement) => img.scrollIntoView({ block: 'center' }));
      const image = path.join(mkdtempSync(path.join(os.tmpdir(), 'amanati-pass-')), 'pass.png');
      writeFileSync(image, await qr.screenshot());

      // The operator at Didube reads the photo of the QR.
      const opToken = await client.signIn(DEMO.operator.login, DEMO.operator.password);
      const sp = await openCustomerPage(world.browser, world.server.url, {
        lang: staffLang,
        size: 'desktop',
        token: opToken,
      });
      const staff = sp.page;
      await staff.goto(`${world.server.url}/admin/handover`);
      await staff.getByRole('heading', { level: 1, name: sp.t('admin:handover.title') }).waitFor();
      await staff.getByRole('combobox', { name: sp.t('admin:common.branch') }).selectOption('didube');
      await staff.getByTestId('pickup-qr-file').setInputFiles(image);
      const parcels = staff.getByTestId('pickup-pass-parcel');
      try {
        await expect.poll(() => parcels.count()).toBe(2);
      } catch (e) {
        await screenshot(staff, `pickup-staff-FAIL-${staffLang}`);
        console.log('STAFFTEXT', (await staff.locator('main').textContent())?.slice(0, 1500));
        throw e;
      }
      const listed = (await parcels.allTextContents()).join(' ');
      for (const p of [a, b]) expect(listed).toContain(p.productOrderId as string);
      await staff.getByTestId('pickup-pass-trustee').getByText(TRUSTEE.personalId).waitFor();
      await screenshot(staff, `pickup-staff-pass-${staffLang}-desktop`);

      // A wrong number on the document is refused; the right one hands the parcels over.
      sp.allow({
        url: api(/\/api\/admin\/pickup\/passes\/[0-9a-f-]+\/handover/),
        status: 409,
        why: 'the trusted person shows a document with another personal number',
      });
      await staff.getByRole('button', { name: sp.t('admin:handover.pass.toTrustee') }).click();
      const documentId = staff.getByLabel(new RegExp(`^${sp.t('admin:handover.pass.documentId')}`));
      await documentId.fill('01020304051');
      await staff.getByRole('button', { name: sp.t('admin:handover.pass.confirmTrustee') }).click();
      await staff.getByText(sp.t('admin:errors.pickup_trustee_mismatch')).waitFor();
      await documentId.fill(TRUSTEE.personalId);
      await staff.getByRole('button', { name: sp.t('admin:handover.pass.confirmTrustee') }).click();
      await staff.getByText(sp.t('admin:handover.pass.done', { count: 2 })).waitFor();
      await screenshot(staff, `pickup-staff-done-${staffLang}-desktop`);

      // Handed over, to the trusted person, on the record; the pass opens nothing any more.
      const info = await client.ok('GET', `/api/product/get/${a._id as string}`, { token: customer.token });
      const obtained = (
        info.product as { events: { kind: string; data: Record<string, unknown> }[] }
      ).events.find((e) => e.kind === 'obtained');
      expect(obtained?.data).toMatchObject({
        by: 'branch',
        pass: code,
        collector: 'trustee',
        trustee: TRUSTEE,
      });
      const again = await client.call('GET', `/api/admin/pickup/passes/lookup?code=${code}&branch=didube`, {
        token: opToken,
      });
      expect(again.status).toBe(409);
      await page.reload();
      await page.getByText(t('pickup:empty.title')).waitFor();
      expect(cp.errors).toEqual([]);
      expect(sp.errors).toEqual([]);
      await cp.context.close();
      await sp.context.close();
    });
  });
});
