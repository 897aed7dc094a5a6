// Customs without surprises (issue 16 "Done when"), in Chromium at 1280 px in Georgian, with the operator
// in the back office beside the customer: two parcels of 200 and 101 lari from one shop — the group
// warning appears while the second amount is typed — the flight refuses them without invoices (the
// customer is told), the missing invoice is uploaded, they fly and land on a customs hold; the customer
// uploads the state-fee receipt, staff clear the group and the parcels are handed over.
import { afterAll, beforeEach, expect, it } from 'vitest';
import {
  DEMO,
  newCustomer,
  payFlight,
  pdfOfSize,
  topUp,
  uniqueTracking,
  type Customer,
  type Json,
} from './support/api.ts';
import {
  artifactsDir,
  expectToast,
  openCustomerPage,
  screenshot,
  type CustomerPage,
} from './support/pages.ts';
import { parcelRow, signInOperator, submitOperatorSignIn, type OperatorPage } from './support/whole-life.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const USA = 2;
/** Waits for what the page shows (the machine may be busy: other journeys run beside this one). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const field = (cp: CustomerPage, label: string) =>
  cp.page.getByRole('dialog').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

describeWithBrowser('customs from declaration to hand-over (Chromium)', () => {
  const world = useWorld({ operator: true });
  let customer: Customer;
  let cp: CustomerPage;
  let op: OperatorPage;
  let flight: Json;
  const first = { tracking: uniqueTracking('CU2'), id: '' };
  const second = { tracking: uniqueTracking('CU1'), id: '' };

  beforeEach((ctx) => {
    // What each actor had on screen when a step failed, for the person reading the failure.
    const step = ctx.task.name.slice(0, 40).replace(/[^a-z]+/gi, '-');
    ctx.onTestFailed(async () => {
      for (const [who, page] of [
        ['customer', cp?.page],
        ['operator', op?.page],
      ] as const)
        await page
          ?.screenshot({ path: `${artifactsDir}/customs-failed-${step}-${who}.png`, fullPage: true })
          .catch(() => {});
    });
  });
  afterAll(async () => {
    await cp?.context.close();
    await op?.context.close();
  });

  /** The add panel filled for a parcel from Amazon in lari; the amount typed key by key. */
  async function declareAmazon(tracking: string, amount: string) {
    const { page, t } = cp;
    await page.getByRole('button', { name: t('parcels:home.addParcel') }).click();
    await page.getByRole('dialog', { name: t('panels.addParcel') }).waitFor();
    await field(cp, t('parcels:form.tracking')).fill(tracking);
    await field(cp, t('parcels:form.category')).selectOption('_SHOES_');
    await field(cp, t('parcels:form.quantity')).fill('1');
    await field(cp, t('parcels:form.country')).selectOption(String(USA));
    await field(cp, t('parcels:form.currency')).selectOption('GEL');
    await field(cp, t('parcels:form.shop')).selectOption('_AMAZON_');
    await field(cp, t('parcels:form.amount')).pressSequentially(amount);
  }

  it('warns while the second amount is typed that the shop’s parcels together need clearance', async () => {
    customer = await newCustomer(world.api);
    cp = await openCustomerPage(world.browser, world.server.url, {
      lang: 'ka',
      size: 'desktop',
      token: customer.token,
    });
    const { page, t } = cp;
    await page.goto(`${world.server.url}/home`);
    await declareAmazon(first.tracking, '200');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('parcels:form.add'), exact: true })
      .click();
    await expectToast(page, t('parcels:form.added', { tracking: first.tracking }));
    await parcelRow(cp, first.tracking).waitFor();

    await declareAmazon(second.tracking, '10');
    const groupLine = page.getByTestId('group-total');
    // 200 + 10: with the other Amazon parcel, under the limit.
    await eventually(() => groupLine.textContent()).toContain('210.00');
    expect(await groupLine.textContent()).toContain(
      t('customs-groups:groupTotal.under', { threshold: '300.00' }),
    );
    await field(cp, t('parcels:form.amount')).pressSequentially('1');
    await eventually(() => groupLine.textContent()).toContain('301.00');
    expect(await groupLine.textContent()).toContain(t('customs-groups:groupTotal.needs'));
    await page.getByText(t('parcels:form.fileRequired.group')).waitFor();
    await screenshot(page, 'customs-group-warning-ka-desktop');
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize(20_000),
      });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('parcels:form.add'), exact: true })
      .click();
    await expectToast(page, t('parcels:form.added', { tracking: second.tracking }));
    await parcelRow(cp, second.tracking).waitFor();
  });

  it('refuses to load the group without every invoice, and tells the customer', async () => {
    for (const p of [first, second])
      p.id = (await world.operator.receive(p.tracking, USA, '1.000')).parcel._id as string;
    flight = await world.operator.createFlight(USA);
    op = await signInOperator(world.browser, world.server.url, { lang: 'ka', size: 'desktop' });
    await submitOperatorSignIn(op);
    const { page, t } = op;
    await page.goto(`${world.server.url}/admin/flights/${flight._id}`);
    const scan = page.getByRole('textbox', { name: t('admin:flights.scan') });
    await scan.fill(first.tracking);
    await scan.press('Enter');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: t('admin:flights.refusedTitle', { count: 1 }) });
    await refusal
      .getByText(`${first.tracking}: ${t('admin:flights.refused.customs_invoice_missing')}`)
      .waitFor();
    // The operator could let it through with a reason; here they do not.
    await refusal.getByRole('button', { name: t('admin:flights.override') }).waitFor();
    await screenshot(page, 'customs-gate-refused-ka-desktop');
    const notes = await world.api.ok('GET', '/api/notification/all', { token: customer.token });
    expect((notes.notifications as Json[]).map((n) => n.kind)).toContain('held_invoice_missing');
  });

  it('flies once the customer uploads the missing invoice, and lands on a customs hold', async () => {
    const { page, t } = cp;
    await page.reload();
    // At the warehouse, the readiness banner names the group and the invoice still missing.
    await page.getByText(t('customs-groups:groupTotal.bannerTitle')).waitFor();
    await screenshot(page, 'customs-readiness-group-ka-desktop');
    await page.getByRole('tab', { name: t('parcels:tabs.stock') }).click();
    await parcelRow(cp, first.tracking)
      .getByRole('button', { name: t('parcels:actions.editOf', { tracking: first.tracking }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('panels.updateParcel') });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'invoice-200.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize(20_000),
    });
    await dialog.getByRole('button', { name: t('parcels:form.save'), exact: true }).click();
    await expectToast(page, t('parcels:form.updated', { tracking: first.tracking }));

    const loaded = await world.operator.load(flight._id as string, [first.tracking, second.tracking]);
    expect(loaded.refused).toEqual([]);
    await world.operator.arrive(flight._id as string);
    // Paid, but on hold: the counter may not hand it over yet.
    await topUp(world.api, customer, '50');
    await payFlight(world.api, customer, flight.flightId as string);
  });

  it('shows the state fee and its payment details, and takes the receipt', async () => {
    const { page, t } = cp;
    await page.goto(`${world.server.url}/home#arrived`);
    const holds = page.getByRole('region', { name: t('parcels:hold.sectionTitle') });
    await holds.getByText(t('parcels:hold.state.held')).waitFor();
    await holds.getByRole('button', { name: t('parcels:hold.whatToDo') }).click();
    const modal = page.getByRole('dialog', { name: t('parcels:hold.state.held') });
    await modal.getByText('20.00 ₾').first().waitFor();
    await modal.getByText('707017021').waitFor();
    await modal.getByText(t('parcels:hold.payer.personal')).waitFor();
    await screenshot(page, 'customs-hold-ka-desktop');
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'treasury-receipt.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize(40_000),
    });
    await modal.getByRole('button', { name: t('parcels:hold.send') }).click();
    await holds.getByText(t('parcels:hold.state.receipt')).waitFor();
  });

  it('is cleared by staff from the customs queue, then handed over', async () => {
    const opToken = await world.api.signIn(DEMO.operator.login, DEMO.operator.password);
    const handover = () =>
      world.api.call('POST', '/api/admin/handover', {
        token: opToken,
        body: { parcelIds: [first.id, second.id], branch: 'didube' },
      });
    const refused = await handover();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('parcel_on_customs_hold');

    const { page, t } = op;
    await page.goto(`${world.server.url}/admin/customs/queue`);
    const row = page.getByRole('row').filter({ hasText: customer.AXID });
    await row.getByText(first.tracking).waitFor();
    await row.getByRole('button', { name: t('admin:customsQueue.clear') }).click();
    await page
      .getByText(t('admin:customsQueue.clearedDone', { axid: customer.AXID }))
      .first()
      .waitFor();
    await screenshot(page, 'customs-queue-cleared-ka-desktop');

    const done = await handover();
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const obtained = await world.api.ok('GET', '/api/product/getswith/obtained/0/100', {
      token: customer.token,
    });
    expect((obtained.products as Json[]).map((p) => p.productOrderId).sort()).toEqual(
      [first.tracking, second.tracking].sort(),
    );
    expect(cp.errors).toEqual([]);
    expect(op.errors).toEqual([]);
  });
});
