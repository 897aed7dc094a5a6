// The customer's parcels in a real Chromium (issue 8): the five tabs by URL hash, empty states and
// Show more; declaring under and over 300 lari (the invoice file required live while typing, a PDF
// uploaded with progress); edit, declare and delete exactly as spec §4 rules them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, declare, newCustomer, pdfOfSize, uniqueTracking } from './support/api.ts';
import { exact, type Translate } from './support/i18n.ts';
import {
  expectToast,
  JOURNEY_VARIANTS,
  openCustomerPage,
  screenshot,
  type CustomerPage,
} from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const STATUSES = ['waiting', 'stock', 'sent', 'arrived', 'obtained'] as const;

/** The row (table) or card (phone) of a parcel, found by its tracking button. */
const parcelRow = (page: Page, t: Translate, tracking: string): Locator =>
  page.locator('tr, li').filter({
    has: page.getByRole('button', { name: t('parcels:timeline.open', { tracking }), exact: true }),
  });

/** Every parcel on the page, counted by the tracking buttons. */
const trackingButtons = (page: Page, t: Translate): Locator =>
  page.getByRole('button', {
    name: new RegExp(`^${t('parcels:timeline.open', { tracking: '§' }).replace('§', '.+')}$`),
  });

const panel = (page: Page, t: Translate, name: 'addParcel' | 'updateParcel') =>
  page.getByRole('dialog', { name: t(`panels.${name}`) });

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

describeWithBrowser('customer parcels in Chromium', () => {
  const world = useWorld({ operator: true });
  let demoToken: string;
  beforeAll(async () => {
    demoToken = await world.api.signIn(DEMO.customer.login, DEMO.customer.password);
  });

  describe.each(JOURNEY_VARIANTS)('$lang at $size', ({ lang, size }) => {
    let cp: CustomerPage;
    const open = async (token: string) => {
      cp = await openCustomerPage(world.browser, world.server.url, { lang, size, token });
      return cp;
    };
    const finish = async (name: string) => {
      await screenshot(cp.page, `parcels-${name}-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    };

    it('chooses the tab by the URL hash (waiting by default), with the columns of each status', async () => {
      const { page, t, mobile } = await open(demoToken);
      await page.goto(`${world.server.url}/home`);
      const tab = (s: string) => page.getByRole('tab', { name: t(`parcels:tabs.${s}`) });
      await expect.poll(() => tab('waiting').getAttribute('aria-selected')).toBe('true');
      await parcelRow(page, t, 'LP00512345678CN').waitFor();

      await page.goto(`${world.server.url}/home#stock`);
      await expect.poll(() => tab('stock').getAttribute('aria-selected')).toBe('true');
      // A parcel the warehouse has but the customer has not declared (no quantity): Declare, no Delete.
      const undeclared = parcelRow(page, t, 'YT2300114477881');
      await undeclared
        .getByRole('button', { name: t('parcels:actions.declareOf', { tracking: 'YT2300114477881' }) })
        .waitFor();
      expect(await undeclared.getByRole('button', { name: t('parcels:actions.delete') }).count()).toBe(0);
      expect(await parcelRow(page, t, 'LP00512345678CN').count()).toBe(0);

      for (const s of ['sent', 'arrived', 'obtained'] as const) {
        await tab(s).click();
        await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${s}`);
        await expect.poll(() => tab(s).getAttribute('aria-selected')).toBe('true');
        await trackingButtons(page, t).first().waitFor();
        const header = (c: string) =>
          mobile
            ? page.locator('dt').filter({ hasText: exact(t(`parcels:columns.${c}`)) })
            : page.getByRole('columnheader', { name: t(`parcels:columns.${c}`), exact: true });
        expect(await header('flight').count()).toBeGreaterThan(0);
        // The obtained list has no branch column (spec §2).
        expect(await header('branch').count()).toBe(s === 'obtained' ? 0 : await header('flight').count());
      }
      // Arrived and obtained parcels offer neither Declare/Edit nor Delete (spec §4).
      for (const tracking of ['LP00498877665CN', 'KT5512009933'])
        expect(await parcelRow(page, t, tracking).getByRole('button').count()).toBe(1);
      await tab('arrived').click();
      await parcelRow(page, t, 'HB7730012299').waitFor();
      expect(await parcelRow(page, t, 'HB7730012299').getByRole('button').count()).toBe(1);
      // Grouped by country with its count.
      const group = t('parcels:list.groupTitle', { country: t('countries.3'), count: 1 });
      await page.getByRole('heading', { name: group }).waitFor();

      // A parcel's history opens from its tracking number.
      await page
        .getByRole('button', { name: t('parcels:timeline.open', { tracking: 'HB7730012299' }) })
        .click();
      const history = page.getByRole('dialog', {
        name: t('parcels:timeline.title', { tracking: 'HB7730012299' }),
      });
      for (const kind of ['declared', 'received', 'sent', 'arrived'])
        await history.getByText(t(`parcels:timeline.kinds.${kind}`), { exact: true }).waitFor();
      await history.getByRole('button', { name: t('actions.close') }).click();
      await history.waitFor({ state: 'detached' });

      // The dashboard's tools: currency converter and volume weight, each in a dialog.
      await page.getByRole('button', { name: t('parcels:tools.converter') }).click();
      const converter = page.getByRole('dialog', { name: t('parcels:tools.converter') });
      // The modal holds the public converter widget (one set of rules and rounding).
      await converter.getByLabel(t('widgets:converter.amount')).fill('100');
      await converter.getByLabel(t('widgets:converter.currency')).selectOption('CNY');
      // CNY is quoted per 10 yuan (spec §5): 100 yuan at the default 3.7519 is 37.52 lari.
      await expect.poll(() => converter.getByTestId('gel-result').textContent()).toBe('37.52 ₾');
      await page.keyboard.press('Escape');
      await converter.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: t('parcels:tools.volume') }).click();
      const volume = page.getByRole('dialog', { name: t('parcels:tools.volume') });
      await volume.getByLabel(t('widgets:calculator.length')).fill('45');
      await volume.getByLabel(t('widgets:calculator.width')).fill('35');
      await volume.getByLabel(t('widgets:calculator.height')).fill('25');
      await expect
        .poll(() => volume.getByTestId('volume-result').textContent())
        .toBe(`${t('widgets:calculator.result')} ${t('widgets:calculator.kg', { weight: '6.56' })}`);
      await page.keyboard.press('Escape');
      await volume.waitFor({ state: 'detached' });
      await finish('tabs');
    });

    it('shows the empty state of every tab, then Show more after the first 100 parcels', async () => {
      const customer = await newCustomer(world.api);
      const { page, t } = await open(customer.token);
      await page.goto(`${world.server.url}/home`);
      for (const s of STATUSES) {
        await page.getByRole('tab', { name: t(`parcels:tabs.${s}`) }).click();
        await page.getByText(t(`parcels:empty.${s}.title`)).waitFor();
        await page.getByText(t(`parcels:empty.${s}.text`)).waitFor();
      }
      // 101 awaited parcels: the first page holds 100 (spec §9), Show more loads the rest.
      for (let i = 0; i < 101; i += 20)
        await Promise.all(
          Array.from({ length: Math.min(20, 101 - i) }, () => declare(world.api, customer, { amount: '10' })),
        );
      await page.goto(`${world.server.url}/home#waiting`);
      await expect.poll(() => trackingButtons(page, t).count()).toBe(100);
      const more = page.getByRole('button', { name: t('actions.showMore') });
      await more.click();
      await expect.poll(() => trackingButtons(page, t).count()).toBe(101);
      expect(await more.count()).toBe(0);
      await finish('show-more');
    });

    it('declares a parcel under 300 lari without a file', async () => {
      const customer = await newCustomer(world.api);
      const { page, t } = await open(customer.token);
      await page.goto(`${world.server.url}/home`);
      await page.getByText(t('parcels:empty.waiting.title')).waitFor();
      await page.getByRole('button', { name: t('parcels:home.addParcel') }).click();
      const dialog = panel(page, t, 'addParcel');
      const tracking = uniqueTracking('UA');
      await field(dialog, t('parcels:form.tracking')).fill(tracking);
      await field(dialog, t('parcels:form.category')).selectOption('_SHOES_');
      await field(dialog, t('parcels:form.quantity')).fill('2');
      await field(dialog, t('parcels:form.amount')).fill('85.50');
      await field(dialog, t('parcels:form.currency')).selectOption('USD');
      await field(dialog, t('parcels:form.country')).selectOption('2');
      await field(dialog, t('parcels:form.shop')).selectOption('_AMAZON_');
      // The customer's branch is chosen for them.
      expect(await field(dialog, t('parcels:form.branch')).inputValue()).toBe('didube');
      await dialog.getByText(t('parcels:form.fileOptional')).waitFor();
      await dialog.getByRole('button', { name: t('parcels:form.add'), exact: true }).click();
      await expectToast(page, t('parcels:form.added', { tracking }));
      await dialog.waitFor({ state: 'detached' });
      const row = parcelRow(page, t, tracking);
      await row.waitFor();
      // Two decimals, with its currency where the list has no currency column (issue 17, review #16).
      await row
        .getByText(/^85\.50( USD)?$/)
        .first()
        .waitFor();
      expect(await row.getByText(t('parcels:customs.badge')).count()).toBe(0);
      await finish('declare-under-300');
    });

    it('declares a parcel over 300 lari: the file becomes required while typing, a PDF uploads with progress', async () => {
      const customer = await newCustomer(world.api);
      const { page, t, context } = await open(customer.token);
      await page.goto(`${world.server.url}/home`);
      await page.getByRole('button', { name: t('parcels:home.addParcel') }).click();
      const dialog = panel(page, t, 'addParcel');
      const tracking = uniqueTracking('OV');
      await field(dialog, t('parcels:form.tracking')).fill(tracking);
      await field(dialog, t('parcels:form.category')).selectOption('_COMPUTERS_AND_LAPTOPS_');
      await field(dialog, t('parcels:form.quantity')).fill('1');
      await field(dialog, t('parcels:form.currency')).selectOption('USD');
      await field(dialog, t('parcels:form.country')).selectOption('2');
      await field(dialog, t('parcels:form.shop')).selectOption('_OTHER_SHOP_');
      await field(dialog, t('parcels:form.otherShopName')).fill('newegg.com');
      // 12 USD is far below 300 lari; 120 USD (about 324 lari) reaches it: typed one key at a time.
      const amount = field(dialog, t('parcels:form.amount'));
      await amount.pressSequentially('12');
      await dialog.getByText(t('parcels:form.fileOptional')).waitFor();
      expect(await dialog.getByText(t('customs-groups:estimate.title')).count()).toBe(0);
      await amount.pressSequentially('0');
      await dialog.getByText(t('parcels:form.fileRequired.threshold')).waitFor();
      await dialog.getByText(t('customs-groups:estimate.title')).waitFor();
      await dialog.getByText(t('parcels:penalty.title')).waitFor();
      // Without the file nothing is sent.
      const submit = dialog.getByRole('button', { name: t('parcels:form.add'), exact: true });
      await submit.click();
      await dialog.getByText(t('errors:file_required')).waitFor();
      // Back under the threshold the requirement goes away, and comes back.
      await amount.fill('12');
      await dialog.getByText(t('parcels:form.fileOptional')).waitFor();
      await amount.pressSequentially('0');
      await dialog.getByText(t('parcels:form.fileRequired.threshold')).waitFor();

      // A 1.5 MB invoice over a slow uplink, so the progress shows.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 256 * 1024,
      });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize(1_500_000),
      });
      await submit.click();
      const bar = dialog.getByRole('progressbar');
      await bar.waitFor();
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await screenshot(page, `parcels-upload-progress-${lang}-${size}`);
      await expectToast(page, t('parcels:form.added', { tracking }));
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await dialog.waitFor({ state: 'detached' });

      const row = parcelRow(page, t, tracking);
      await row.waitFor();
      // Highlighted for customs, with the reason in a tooltip (hover, or a tap on a phone).
      expect(await row.getAttribute('data-customs')).toBe('true');
      const badge = row.getByRole('button', {
        name: `${t('parcels:customs.badge')}: ${t('parcels:customs.tooltip')}`,
      });
      if (cp.mobile) await badge.tap();
      else await badge.hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: t('parcels:customs.tooltip') })
        .waitFor();
      const file = row.getByRole('link', { name: t('parcels:list.invoiceOf', { tracking }) });
      expect(await file.getAttribute('target')).toBe('_blank');
      const href = await file.getAttribute('href');
      const served = await page.request.get(`${world.server.url}${href}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('application/pdf');
      expect((await served.body()).length).toBe(1_500_000);
      await finish('declare-over-300');
    });

    it('edits and deletes by the rules: delete only awaited parcels, after "Are you sure?"', async () => {
      const customer = await newCustomer(world.api);
      const waiting = await declare(world.api, customer, { quantity: '1', amount: '40' });
      const { parcel: stock } = await world.operator.parcelIn(customer, 'stock');
      const unknown = uniqueTracking('UN');
      await world.operator.receive(unknown, 2, '0.700', customer.AXID);
      const { parcel: arrived } = await world.operator.parcelIn(customer, 'arrived');
      const open1 = await world.operator.createFlight(2);
      const { parcel: sentOpen } = await world.operator.parcelIn(customer, 'sent', { flight: open1 });
      const closed = await world.operator.createFlight(2, { updateStatus: false });
      const { parcel: sentClosed } = await world.operator.parcelIn(customer, 'sent', { flight: closed });

      const { page, t } = await open(customer.token);
      const button = (tracking: string, action: 'edit' | 'declare' | 'delete') =>
        parcelRow(page, t, tracking).getByRole('button', {
          name: t(`parcels:actions.${action}Of`, { tracking }),
        });
      await page.goto(`${world.server.url}/home`);

      // Waiting: Edit and Delete.
      const w = waiting.productOrderId as string;
      await button(w, 'edit').click();
      const dialog = panel(page, t, 'updateParcel');
      expect(await field(dialog, t('parcels:form.tracking')).inputValue()).toBe(w);
      await field(dialog, t('parcels:form.quantity')).fill('3');
      await dialog.getByRole('button', { name: t('parcels:form.save'), exact: true }).click();
      await expectToast(page, t('parcels:form.updated', { tracking: w }));
      await dialog.waitFor({ state: 'detached' });
      // A card's quantity field; on a laptop's table, under the tracking number ("Shoes × 3 · Amazon").
      await parcelRow(page, t, w)
        .getByText(/^3$|× 3 ·/)
        .first()
        .waitFor();

      await button(w, 'delete').click();
      let confirm = page.getByRole('dialog', { name: t('parcels:confirmDelete.title') });
      await confirm.getByRole('button', { name: t('actions.cancel') }).click();
      await confirm.waitFor({ state: 'detached' });
      await parcelRow(page, t, w).waitFor();
      await button(w, 'delete').click();
      confirm = page.getByRole('dialog', { name: t('parcels:confirmDelete.title') });
      await confirm.getByRole('button', { name: t('parcels:confirmDelete.yes') }).click();
      await expectToast(page, t('parcels:actions.deleted', { tracking: w }));
      await page.getByText(t('parcels:empty.waiting.title')).waitFor();

      // At the warehouse: Edit for the declared one, Declare for the one nobody declared; no Delete.
      await page.getByRole('tab', { name: t('parcels:tabs.stock') }).click();
      const s = stock.productOrderId as string;
      await button(s, 'edit').waitFor();
      expect(await button(s, 'delete').count()).toBe(0);
      expect(await button(unknown, 'delete').count()).toBe(0);
      await button(unknown, 'declare').click();
      const declareDialog = panel(page, t, 'updateParcel');
      await field(declareDialog, t('parcels:form.category')).selectOption('_BAGS_');
      await field(declareDialog, t('parcels:form.quantity')).fill('1');
      await field(declareDialog, t('parcels:form.amount')).fill('35');
      await field(declareDialog, t('parcels:form.currency')).selectOption('USD');
      // Another shop than the Amazon parcel above: together they would reach the customs threshold.
      await field(declareDialog, t('parcels:form.shop')).selectOption('_EBAY_');
      await declareDialog.getByRole('button', { name: t('parcels:form.save'), exact: true }).click();
      await expectToast(page, t('parcels:form.updated', { tracking: unknown }));
      await declareDialog.waitFor({ state: 'detached' });
      // Declared now: the button says Edit.
      await button(unknown, 'edit').waitFor();

      // Sent: Edit while the flight's declaration is open, nothing once it is closed and complete.
      await page.getByRole('tab', { name: t('parcels:tabs.sent') }).click();
      await button(sentOpen.productOrderId as string, 'edit').waitFor();
      await parcelRow(page, t, sentClosed.productOrderId as string).waitFor();
      expect(
        await parcelRow(page, t, sentClosed.productOrderId as string)
          .getByRole('button')
          .count(),
      ).toBe(1);
      // Arrived: nothing to edit or delete.
      await page.getByRole('tab', { name: t('parcels:tabs.arrived') }).click();
      await parcelRow(page, t, arrived.productOrderId as string).waitFor();
      expect(
        await parcelRow(page, t, arrived.productOrderId as string)
          .getByRole('button')
          .count(),
      ).toBe(1);
      await finish('edit-delete');
    });
  });
});
