// Weight disputes (issue 21 §2) in a real Chromium: the customer, in Georgian on a phone, opens a parcel
// at the warehouse, sees its weight, sizes and intake photo and disputes the weight; a flight refuses the
// parcel meanwhile; the operator, on a desktop, re-weighs it with a new photo and answers; the customer
// sees the answer with both measurements; once loaded, the parcel's charge is that of the corrected weight.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, chargeTetri } from '@amanati/shared/charges';
import { formatLari } from '@amanati/shared/money';
import { DEMO, newCustomer, declare, type Json } from './support/api.ts';
import type { Lang } from './support/i18n.ts';
import { exact } from './support/i18n.ts';
import { openCustomerPage, screenshot, type CustomerPage } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const USA = 2;
const SIZES = { lengthCm: 30, widthCm: 20, heightCm: 10 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (text: string) => new RegExp(`^${escape(text)}`);

describeWithBrowser('weight dispute in Chromium', () => {
  const world = useWorld({ operator: true });
  const VARIANTS: { customerLang: Lang; staffLang: Lang }[] = [{ customerLang: 'ka', staffLang: 'ru' }];

  describe.each(VARIANTS)('customer in $customerLang, staff in $staffLang', ({ customerLang, staffLang }) => {
    it('takes a dispute from the parcel’s photos to the charge of the corrected weight', async () => {
      const client = world.api;
      const customer = await newCustomer(client);
      const opToken = await client.signIn(DEMO.operator.login, DEMO.operator.password);
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang: customerLang,
        size: 'mobile',
        token: customer.token,
      });
      const { page, t } = cp;

      // Received at the warehouse: 2.4 kg, measured, the label photographed (any picture will do).
      const parcel = await declare(client, customer, { senderCountryId: USA });
      const tracking = parcel.productOrderId as string;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-dispute-'));
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await page.screenshot())], { type: 'image/png' }),
        'label.png',
      );
      form.append('inputs', JSON.stringify({ tracking, country: USA, weightKg: '2.400', ...SIZES }));
      await client.ok('POST', '/api/admin/intake/receive', { token: opToken, form });

      // The customer opens the parcel: its measurements and the photo, which opens full size.
      const dialog = await openParcel(cp, 'stock', tracking);
      const section = dialog.getByRole('region', { name: t('disputes:title') });
      await section.getByText(t('disputes:weight', { weight: '2.4' })).waitFor();
      await section.getByText(t('disputes:sizes', { l: 30, w: 20, h: 10 })).waitFor();
      const photoLink = section.getByRole('link').first();
      expect(await photoLink.getAttribute('href')).toMatch(/^\/uploads\/labels\/[\w-]+\.png$/);
      expect(await photoLink.getAttribute('target')).toBe('_blank');
      await expect
        .poll(() =>
          section
            .locator('img')
            .first()
            .evaluate((i: HTMLImageElement) => i.naturalWidth),
        )
        .toBeGreaterThan(0);
      await screenshot(page, `dispute-parcel-${customerLang}-mobile`);

      // Disputes the weight.
      await section.getByRole('button', { name: t('disputes:open') }).click();
      await section
        .getByLabel(labelled(t('disputes:reason')))
        .fill('მაღაზიის მიხედვით ამანათი 1,9 კგ-ს იწონის.');
      await section.getByLabel(labelled(t('disputes:expected'))).fill('1.9');
      await section.getByRole('button', { name: t('disputes:submit') }).click();
      await section.getByText(t('disputes:heldTitle')).waitFor();
      await dialog.getByText(t('parcels:timeline.kinds.disputed'), { exact: true }).waitFor();
      await screenshot(page, `dispute-held-${customerLang}-mobile`);

      // Meanwhile the flight refuses it.
      const flight = await world.operator.createFlight(USA);
      const refused = await client.ok('POST', `/api/admin/flights/${flight._id as string}/parcels`, {
        token: opToken,
        body: { trackings: [tracking] },
      });
      expect(refused).toMatchObject({ added: 0, refused: [{ tracking, reason: 'parcel_disputed' }] });

      // The operator, on a desktop, re-weighs it with a new photo and answers.
      const sp = await openCustomerPage(world.browser, world.server.url, {
        lang: staffLang,
        size: 'desktop',
        token: opToken,
      });
      const staff = sp.page;
      await staff.goto(`${world.server.url}/admin/disputes`);
      await staff.getByRole('heading', { level: 1, name: sp.t('admin:disputes.title') }).waitFor();
      const card = staff.getByRole('article', { name: tracking });
      await card.getByText(sp.t('admin:disputes.kind.weight')).waitFor();
      expect(await card.getByRole('link').count()).toBe(1); // the intake photo
      const scales = path.join(dir, 'scales.png');
      writeFileSync(scales, await staff.screenshot());
      await card.getByLabel(labelled(sp.t('admin:disputes.weight'))).fill('1.9');
      await card.locator('input[type="file"]').setInputFiles(scales);
      const answer = 'Перевзвесили: 1,9 кг, вы правы. Приносим извинения.';
      await card.getByLabel(labelled(sp.t('admin:disputes.answer'))).fill(answer);
      await screenshot(staff, `dispute-staff-${staffLang}-desktop`);
      await card.getByRole('button', { name: sp.t('admin:disputes.submit') }).click();
      await staff.getByText(sp.t('admin:disputes.answered', { tracking })).waitFor();
      await card.waitFor({ state: 'detached' });

      // The customer sees the answer and both measurements; the timeline keeps them.
      await page.reload();
      const after = await openParcel(cp, 'stock', tracking);
      const answered = after.getByRole('region', { name: t('disputes:title') });
      await answered.getByText(t('disputes:answeredTitle')).waitFor();
      await answered.getByText(answer).waitFor();
      await answered.getByText(t('disputes:weight', { weight: '2.4' })).waitFor();
      expect(await answered.getByText(t('disputes:weight', { weight: '1.9' })).count()).toBe(2); // now, and "after"
      expect(await answered.getByRole('link').count()).toBe(2); // the intake photo and the new one
      await after.getByText(t('parcels:timeline.kinds.dispute_answered'), { exact: true }).waitFor();
      await after.getByText(t('disputes:event.change', { before: '2.4', after: '1.9' })).waitFor();
      await screenshot(page, `dispute-answered-${customerLang}-mobile`);
      await after.getByRole('button', { name: t('actions.close') }).click();

      // Loaded: charged for 1.9 kg at today's rate and tariff.
      await world.operator.load(flight._id as string, [tracking]);
      const rates = (await client.ok('GET', '/api2/rate/get')).rates as Json;
      const tariff = ((await client.ok('GET', '/api/tariffs/gets')).tariffs as Json[]).find(
        (x) => x.country === USA && x.type === 1,
      )!;
      const expected = chargeTetri(
        chargeableWeightKg('1.900', SIZES),
        String(tariff.amount),
        String(rates.USD),
      );
      expect(expected).not.toBe(
        chargeTetri(chargeableWeightKg('2.400', SIZES), String(tariff.amount), String(rates.USD)),
      );
      await page.reload();
      const sent = await openParcel(cp, 'sent', tracking);
      await sent.getByText(t('parcels:timeline.charge', { charge: formatLari(expected) })).waitFor();
      await screenshot(page, `dispute-charged-${customerLang}-mobile`);

      expect(cp.errors).toEqual([]);
      expect(sp.errors).toEqual([]);
      await cp.context.close();
      await sp.context.close();
    });
  });
});

/** The customer's parcel dialog, opened from its tracking number on the tab of its status. */
async function openParcel(cp: CustomerPage, status: 'stock' | 'sent', tracking: string) {
  const { page, t } = cp;
  const base = new URL(page.url()).origin;
  await page.goto(`${base}/home#${status}`);
  // A hash change on /home may land before the tabs listen for it (a loaded machine): the tab says where.
  const tab = page.getByRole('tab', { name: t(`parcels:tabs.${status}`) });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  try {
    await page.getByRole('button', { name: exact(t('parcels:timeline.open', { tracking })) }).click();
  } catch (e) {
    await screenshot(page, 'dispute-FAIL');
    console.log('ERRORS', JSON.stringify(cp.errors).slice(0, 3000));
    throw e;
  }
  const dialog = page.getByRole('dialog', { name: t('parcels:timeline.title', { tracking }) });
  await dialog.waitFor();
  return dialog;
}
