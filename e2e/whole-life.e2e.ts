// The whole life of a customer in Chromium (issue 9 §1), with the operator working beside them in the
// back office, each in a browser context of their own, on one server: sign-up → two declarations (one
// over 300 lari with its invoice PDF) → intake, a flight, both loaded → the debt and the invoice → the
// flight arrives → a top-up through the gateway simulator, the flight paid, a courier for one parcel →
// the laptop's customs hold cleared (the state-fee receipt sent, staff clear it) → the laptop handed over
// at its branch, the courier order delivered → both obtained, balance = ledger.
//
// The journey runs twice, whole, once per width: at 1280 px in Georgian and at 390 px in English (the
// phone run drives the same steps through the phone layouts: menu buttons, cards, the back office's
// collapsed navigation). Every page visited is kept as a screenshot, `NN-actor-what-width.png` in step
// order, under e2e/artifacts/whole-life/.
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courierPriceTetri } from '@amanati/shared/courier';
import { SIMULATOR_TEXTS } from '../packages/server/src/modules/gateway/simulator.texts.ts';
import { DEMO, pdfOfSize, uniqueTracking, type Json } from './support/api.ts';
import { type Lang } from './support/i18n.ts';
import { expectToast, openCustomerPage, type CustomerPage, type Size } from './support/pages.ts';
import {
  Album,
  chooseSegment,
  clearAlbum,
  expectOperatorToast,
  fillDeclaration,
  fillSignUp,
  leftPanel,
  newSignUpDetails,
  openSection,
  parcelRow,
  signInOperator,
  startsWith,
  submitOperatorSignIn,
  summaryFigures,
  type OperatorPage,
} from './support/whole-life.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

const RUNS: { lang: Lang; size: Size; width: number }[] = [
  { lang: 'ka', size: 'desktop', width: 1280 },
  { lang: 'en', size: 'mobile', width: 390 },
];

/** Both parcels come from the USA warehouse; the top-up covers their charges with room to spare. */
const USA = 2;
const TOP_UP_LARI = 100;
const money = (n: number) => n.toFixed(2);
/** Waits for what the page shows (the machine may be busy: other journeys run beside this one). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const day = (offset: number) => tbilisiDay(Date.now() + offset * 864e5);

describeWithBrowser('the whole life of a customer, with the operator (Chromium)', () => {
  beforeAll(() => clearAlbum());
  const world = useWorld();

  describe.each(RUNS)('at $width px in $lang', ({ lang, size, width }) => {
    const album = new Album(width);
    let cp: CustomerPage;
    let op: OperatorPage;
    /** What the steps learn and hand on. */
    const state = {
      token: '',
      AXID: '',
      customerId: '',
      /** Under 300 lari, picked up at Didube (the customer's branch): it goes by courier. */
      small: { tracking: uniqueTracking('WLS'), weightKg: '1.2', id: '' },
      /** Over 300 lari with its invoice PDF, picked up at Gldani: handed over at that counter. */
      large: { tracking: uniqueTracking('WLL'), weightKg: '2.5', id: '' },
      flightCode: '',
      debt: 0,
    };

    // A journey: once a step fails, the later ones have nothing to stand on.
    let broken = false;
    beforeEach((ctx) => {
      if (broken) ctx.skip();
      ctx.onTestFailed(async () => {
        broken = true;
        // What each actor had on screen when the step failed, for the person reading the failure.
        await cp?.page.screenshot({ path: album.failurePath('customer'), fullPage: true }).catch(() => {});
        await op?.page.screenshot({ path: album.failurePath('operator'), fullPage: true }).catch(() => {});
      });
    });
    // Each step ends with no script or console error in either actor's pages (support/problems.ts).
    afterEach(() => {
      const found = { customer: cp?.errors.splice(0) ?? [], operator: op?.errors.splice(0) ?? [] };
      expect(found).toEqual({ customer: [], operator: [] });
    });
    afterAll(async () => {
      await cp?.context.close();
      await op?.context.close();
    });

    const customerApi = (method: string, url: string) => world.api.ok(method, url, { token: state.token });
    /**
     * The customer comes back to the site later: a full page load, also when only the hash differs from
     * where the page is (a same-document navigation would keep what the page had already loaded).
     */
    const comeBack = async (path: string) => {
      const { page } = cp;
      const target = new URL(`${world.publicUrl}${path}`);
      const here = new URL(page.url());
      await page.goto(target.href);
      if (here.origin === target.origin && here.pathname === target.pathname && here.search === target.search)
        await page.reload();
    };
    const lari = (n: number) => cp.t('account:money', { amount: money(n) });

    it('1. a new customer signs up through the sign-up panel', async () => {
      cp = await openCustomerPage(world.browser, world.publicUrl, { lang, size });
      const { page, t } = cp;
      await page.goto(`${world.publicUrl}/home`);
      await (await leftPanel(cp)).getByRole('button', { name: t('auth:signin.signup') }).waitFor();
      await album.shot(page, 'customer-home');

      const who = newSignUpDetails();
      const drawer = await fillSignUp(cp, who);
      await album.shot(page, 'customer-signup-panel');
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();
      await drawer.waitFor({ state: 'detached' });

      const panel = await leftPanel(cp);
      await panel.getByText(t('account:summary.greeting', { name: 'Tamar' })).waitFor();
      const axid = panel.getByText(/^AX\d+$/);
      await axid.waitFor();
      state.AXID = (await axid.textContent())!;
      expect(await summaryFigures(cp)).toEqual({ balance: lari(0), debt: lari(0) });
      await album.shot(page, 'customer-signed-up');

      // The account the panel made: signed in (token kept), the names as typed, Didube, no money yet.
      // Kept for this browser session, as after a sign-in without "remember me".
      state.token = (await page.evaluate(() => sessionStorage.getItem('amanati.token')))!;
      expect(state.token).toBeTruthy();
      const me = (await customerApi('GET', '/api/authorization/userInformation')).candidate as Json;
      expect(me).toMatchObject({ AXID: state.AXID, email: who.email, phone: who.phone, balance: 0 });
      expect(me.information).toMatchObject({ nameKa: 'თამარ', lastNameKa: 'კაპანაძე', nameEn: 'tamar' });
      expect(me.takedPlaced).toMatchObject({ address: 'didube' });
      state.customerId = me._id as string;
      // A new customer has auto-pay on (issue 20 §4); this journey pays its flight by hand, so it is turned off.
      expect((await customerApi('GET', '/api/money/auto-pay')).enabled).toBe(true);
      await world.api.ok('PUT', '/api/money/auto-pay', { token: state.token, body: { enabled: false } });
    });

    it('2. declares two parcels: one under 300 lari, one over 300 lari with its invoice PDF', async () => {
      const { page, t } = cp;
      await page.getByText(t('parcels:empty.waiting.title')).waitFor();

      // From eBay: with the laptop from Amazon it would be one customs group (issue 16), both held.
      let dialog = await fillDeclaration(cp, {
        tracking: state.small.tracking,
        category: '_SHOES_',
        amount: '45',
        currency: 'USD',
        country: String(USA) as '2',
        shop: '_EBAY_',
        branch: 'didube',
      });
      await dialog.getByText(t('parcels:form.fileOptional')).waitFor();
      await album.shot(page, 'customer-declare-under-300');
      await dialog.getByRole('button', { name: t('parcels:form.add'), exact: true }).click();
      await expectToast(page, t('parcels:form.added', { tracking: state.small.tracking }));
      await dialog.waitFor({ state: 'detached' });
      await parcelRow(cp, state.small.tracking).waitFor();

      // 400 USD is over 300 lari: the panel asks for the invoice file, and the PDF goes with it.
      dialog = await fillDeclaration(cp, {
        tracking: state.large.tracking,
        category: '_COMPUTERS_AND_LAPTOPS_',
        amount: '400',
        currency: 'USD',
        country: String(USA) as '2',
        shop: '_AMAZON_',
        branch: 'gldani',
        invoice: { name: 'laptop-invoice.pdf', buffer: pdfOfSize(40_000) },
      });
      await dialog.getByText(t('parcels:form.fileRequired.threshold')).waitFor();
      await album.shot(page, 'customer-declare-over-300');
      await dialog.getByRole('button', { name: t('parcels:form.add'), exact: true }).click();
      await expectToast(page, t('parcels:form.added', { tracking: state.large.tracking }));
      await dialog.waitFor({ state: 'detached' });

      const large = parcelRow(cp, state.large.tracking);
      await large.waitFor();
      expect(await large.getAttribute('data-customs')).toBe('true');
      await large
        .getByRole('link', { name: t('parcels:list.invoiceOf', { tracking: state.large.tracking }) })
        .waitFor();
      await album.shot(page, 'customer-waiting-list');

      const waiting = (await customerApi('GET', '/api/product/gets/waiting/0/10')).products as Json[];
      const byTracking = new Map(waiting.map((p) => [p.productOrderId as string, p]));
      const small = byTracking.get(state.small.tracking)!;
      const largeWire = byTracking.get(state.large.tracking)!;
      expect(small).toMatchObject({ status: 'waiting', branches: 'didube', amount: 45 });
      expect(largeWire).toMatchObject({ status: 'waiting', branches: 'gldani', amount: 400 });
      expect(largeWire.file).toBeTruthy();
      const served = await fetch(`${world.server.url}/uploads/invoices/${largeWire.file as string}`);
      expect(served.headers.get('content-type')).toContain('application/pdf');
      expect((await served.arrayBuffer()).byteLength).toBe(40_000);
      state.small.id = small._id as string;
      state.large.id = largeWire._id as string;
    });

    it('3. the operator signs in at /admin, receives and weighs both, creates a flight and puts both on it', async () => {
      op = await signInOperator(world.browser, world.publicUrl, { lang, size });
      const { page, t } = op;
      await album.shot(page, 'operator-signin');
      await submitOperatorSignIn(op);

      // Warehouse intake in the USA: tracking + Enter, weight + Enter, for each parcel.
      await openSection(op, 'intake');
      await chooseSegment(page, t(`admin:country.${USA}`));
      const scan = page.getByLabel(startsWith(t('admin:intake.tracking')));
      const session = page.getByRole('region', { name: t('admin:intake.session') });
      for (const parcel of [state.small, state.large]) {
        await scan.fill(parcel.tracking);
        await scan.press('Enter');
        await page.getByText(t('admin:intake.found.declared'), { exact: true }).waitFor();
        await page.getByText(t('admin:intake.owner', { axid: state.AXID })).waitFor();
        const weight = page.getByLabel(startsWith(t('admin:intake.weight')));
        await eventually(() => weight.evaluate((el) => el === document.activeElement)).toBe(true);
        if (parcel === state.large) await album.shot(page, 'operator-intake-lookup');
        await weight.fill(parcel.weightKg);
        await weight.press('Enter');
        await session.getByRole('cell', { name: parcel.tracking }).waitFor();
        await eventually(() => scan.evaluate((el) => el === document.activeElement)).toBe(true);
      }
      expect(await session.getByText(t('admin:intake.result.received'), { exact: true }).count()).toBe(2);
      await album.shot(page, 'operator-intake-received');
      for (const parcel of [state.small, state.large])
        expect(((await customerApi('GET', `/api/product/get/${parcel.id}`)).product as Json).status).toBe(
          'stock',
        );

      // A new USA flight departing today.
      await openSection(op, 'flights');
      await album.shot(page, 'operator-flights');
      await page.getByRole('button', { name: t('admin:flights.new') }).click();
      const dialog = page.getByRole('dialog', { name: t('admin:flights.newTitle') });
      await dialog.getByLabel(startsWith(t('admin:common.country'))).selectOption(String(USA));
      await dialog.getByLabel(startsWith(t('admin:flights.number'))).fill('QR8315');
      await dialog.getByLabel(startsWith(t('admin:flights.departure'))).fill(day(0));
      await dialog.getByLabel(startsWith(t('admin:flights.estimated'))).fill(day(3));
      await album.shot(page, 'operator-new-flight');
      await dialog.getByRole('button', { name: t('admin:common.save') }).click();
      const heading = page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^${t('admin:flights.flightTitle', { code: '(US-\\S+)' })}$`),
      });
      await heading.waitFor();
      state.flightCode = /(US-\S+)$/.exec((await heading.textContent())!)![1]!;

      // Both are in the USA stock; each scan + Enter puts one on the flight.
      const onFlight = page.getByRole('region', { name: t('admin:flights.onFlight') });
      const flightScan = page.getByLabel(startsWith(t('admin:flights.scan')));
      for (const parcel of [state.small, state.large]) {
        await page.getByRole('cell', { name: parcel.tracking }).first().waitFor();
        await flightScan.fill(parcel.tracking);
        await flightScan.press('Enter');
        await onFlight.getByRole('cell', { name: parcel.tracking }).waitFor();
      }
      expect(await onFlight.getByText(t('admin:status.sent'), { exact: true }).count()).toBe(2);
      await album.shot(page, 'operator-flight-loaded');

      for (const parcel of [state.small, state.large]) {
        const wire = (await customerApi('GET', `/api/product/get/${parcel.id}`)).product as Json;
        expect(wire).toMatchObject({
          status: 'sent',
          flightId: state.flightCode,
          state: 'unpaid',
          weight: Number(parcel.weightKg),
        });
        expect(wire.price).toBeGreaterThan(0);
      }
    });

    it('4. the customer sees the debt in the account summary and opens the flight invoice', async () => {
      const { page, t } = cp;
      const charges = await Promise.all(
        [state.small, state.large].map(
          async (p) =>
            ((await customerApi('GET', `/api/product/get/${p.id}`)).product as Json).price as number,
        ),
      );
      state.debt = Math.round((charges[0]! + charges[1]!) * 100) / 100;
      expect((await customerApi('GET', '/api/product/debtSum')).deptSum).toBe(state.debt);
      expect(state.debt).toBeLessThan(TOP_UP_LARI);

      await comeBack('/home#sent');
      await eventually(() => summaryFigures(cp)).toEqual({ balance: lari(0), debt: lari(state.debt) });
      await (
        await leftPanel(cp)
      )
        // Pay says what it will pay (issue 17 §1).
        .getByRole('button', { name: t('account:summary.payAmount', { amount: lari(state.debt) }) })
        .waitFor();
      const flight = page.getByTestId('account-flight').filter({ hasText: state.flightCode });
      await flight.getByText(t('account:flights.state.unpaid')).waitFor();
      for (const parcel of [state.small, state.large]) await parcelRow(cp, parcel.tracking).waitFor();
      await album.shot(page, 'customer-debt-sent-list');

      await flight
        .getByRole('link', { name: t('account:flights.invoiceOf', { flight: state.flightCode }) })
        .click();
      await page.waitForURL(new RegExp(`/invoice/${state.flightCode}$`));
      await page.getByRole('heading', { name: new RegExp(t('account:invoice.title')) }).waitFor();
      const lines = page.getByRole('region', { name: t('account:invoice.parcels') });
      for (const parcel of [state.small, state.large])
        await lines.getByRole('cell', { name: parcel.tracking, exact: true }).waitFor();
      expect(await page.getByTestId('invoice-receiver').textContent()).toContain(state.AXID);
      expect(await page.getByTestId('invoice-total').textContent()).toBe(money(state.debt));
      await page
        .getByRole('button', { name: t('account:flights.payFlight', { flight: state.flightCode }) })
        .waitFor();
      await album.shot(page, 'customer-invoice');
    });

    it('5. the operator marks the flight arrived', async () => {
      const { page, t } = op;
      await page.getByRole('button', { name: t('admin:flights.markArrived') }).click();
      const confirm = page.getByRole('dialog', { name: t('admin:flights.arriveTitle') });
      await confirm.getByText(t('admin:flights.arriveText', { code: state.flightCode, count: 2 })).waitFor();
      await album.shot(page, 'operator-arrive-confirm');
      await confirm.getByRole('button', { name: t('admin:flights.markArrived') }).click();
      await expectOperatorToast(
        op,
        t('admin:flights.arrived', { code: state.flightCode, count: 2, customers: 1 }),
      );
      await page.getByText(t('admin:flights.arrivedBadge'), { exact: true }).first().waitFor();
      const onFlight = page.getByRole('region', { name: t('admin:flights.onFlight') });
      await eventually(() => onFlight.getByText(t('admin:status.arrived'), { exact: true }).count()).toBe(2);
      await album.shot(page, 'operator-flight-arrived');
      for (const parcel of [state.small, state.large])
        expect(((await customerApi('GET', `/api/product/get/${parcel.id}`)).product as Json).status).toBe(
          'arrived',
        );
    });

    it('6. the customer tops up through the gateway simulator, pays the flight and orders a courier for one parcel', async () => {
      const { page, t } = cp;
      const simulator = SIMULATOR_TEXTS[lang];

      // The add-balance panel → the bank's (simulator's) page → Pay → /payments/success.
      await comeBack('/home#arrived');
      await parcelRow(cp, state.large.tracking).waitFor();
      await album.shot(page, 'customer-arrived-list');
      await (await leftPanel(cp)).getByRole('button', { name: t('account:summary.addBalance') }).click();
      const topUp = page.getByRole('dialog', { name: t('panels.addBalance') });
      await topUp.getByLabel(startsWith(t('account:topup.lari'))).fill(String(TOP_UP_LARI));
      await topUp.getByLabel(startsWith(t('account:topup.tetri'))).fill('00');
      await topUp.getByText(t('account:topup.total', { amount: `${TOP_UP_LARI}.00` })).waitFor();
      await album.shot(page, 'customer-topup-panel');
      await topUp.getByRole('button', { name: t('account:topup.submit') }).click();
      await page.waitForURL(/\/gateway-sim\/payment\/start\.wsm/);
      await page.getByRole('heading', { name: simulator.title }).waitFor();
      expect(await page.getByTestId('amount').textContent()).toBe(`${TOP_UP_LARI}.00 ₾`);
      await album.shot(page, 'customer-gateway-simulator');
      await page.getByRole('link', { name: simulator.pay }).click();
      await page.waitForURL(/\/payments\/success\?order=/);
      const result = page.getByTestId('payment-result');
      await eventually(() => result.getAttribute('data-outcome')).toBe('success');
      await eventually(() => page.getByTestId('result-balance').textContent()).toBe(lari(TOP_UP_LARI));
      await album.shot(page, 'customer-payment-success');

      // The unpaid flight is offered right there: Pay takes its charges from the balance.
      const flight = page.getByTestId('account-flight').filter({ hasText: state.flightCode });
      await flight
        .getByRole('button', { name: t('account:flights.payFlight', { flight: state.flightCode }) })
        .click();
      // It asks first, with the amount (issue 17 §1).
      await page
        .getByRole('dialog', { name: t('account:pay.confirmFlight', { flight: state.flightCode }) })
        .getByRole('button', { name: t('account:summary.payAmount', { amount: lari(state.debt) }) })
        .click();
      await expectToast(page, t('account:pay.succeeded'));
      await eventually(() => summaryFigures(cp)).toEqual({
        balance: lari(TOP_UP_LARI - state.debt),
        debt: lari(0),
      });
      await album.shot(page, 'customer-flight-paid');

      // The courier from Didube: only the small parcel is there (the large one waits at Gldani).
      await comeBack('/home');
      await page.getByRole('button', { name: t('parcels:home.delivery') }).click();
      const courier = page.getByRole('dialog', { name: t('panels.courier') });
      expect(await courier.getByLabel(startsWith(t('courier:form.branch'))).inputValue()).toBe('didube');
      const box = courier.getByRole('checkbox', {
        name: new RegExp(`^${t('courier:form.flight', { flight: state.flightCode })} `),
      });
      await box.check();
      await courier
        .getByText(t('courier:form.flightWeight', { weight: Number(state.small.weightKg), parcels: 1 }))
        .waitFor();
      const price = courierPriceTetri(Number(state.small.weightKg), 'tbilisi')! / 100;
      await eventually(() => courier.getByTestId('courier-price').textContent()).toBe(
        t('courier:price.amount', { price: money(price) }),
      );
      // The address from sign-up is in Georgian letters: it is taken as it is.
      expect(await courier.getByLabel(startsWith(t('courier:form.address'))).inputValue()).toBe(
        'ვაჟა-ფშაველას გამზ. 12',
      );
      await album.shot(page, 'customer-courier-panel');
      await courier.getByRole('button', { name: t('courier:form.submit') }).click();
      // The order as it will be sent, then confirmed: the panel closes with the order's number.
      const review = courier.getByRole('region', { name: t('courier:review.title') });
      await review.getByText('ვაჟა-ფშაველას გამზ. 12').waitFor();
      await album.shot(page, 'customer-courier-review');
      await review.getByRole('button', { name: t('courier:review.confirm') }).click();
      await courier.waitFor({ state: 'detached' });
      await expectToast(page, t('courier:messages.orderedPrice', { price: money(price) }));
      await album.shot(page, 'customer-courier-ordered');
    });

    it('7. the laptop is on a customs hold: the customer sends the state-fee receipt, the operator clears it', async () => {
      const { page, t } = cp;
      await comeBack('/home#arrived');
      const holds = page.getByRole('region', { name: t('parcels:hold.sectionTitle') });
      await holds.getByText(t('parcels:hold.state.held')).waitFor();
      await holds.getByRole('button', { name: t('parcels:hold.whatToDo') }).click();
      const modal = page.getByRole('dialog', { name: t('parcels:hold.state.held') });
      // 400 USD is in the first band of the state fee: 20 lari to the treasury code of the rule set.
      await modal.getByText('20.00 ₾').first().waitFor();
      await modal.getByText('707017021').waitFor();
      await album.shot(page, 'customer-customs-hold');
      await modal.locator('input[type="file"]').setInputFiles({
        name: 'treasury-receipt.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize(30_000),
      });
      await modal.getByRole('button', { name: t('parcels:hold.send') }).click();
      await holds.getByText(t('parcels:hold.state.receipt')).waitFor();
      await album.shot(page, 'customer-customs-receipt-sent');
      expect(cp.errors).toEqual([]);

      await openSection(op, 'customsQueue');
      const row = op.page.getByRole('row').filter({ hasText: state.AXID });
      await row.getByText(state.large.tracking).waitFor();
      await album.shot(op.page, 'operator-customs-queue');
      await row.getByRole('button', { name: op.t('admin:customsQueue.clear') }).click();
      await expectOperatorToast(op, op.t('admin:customsQueue.clearedDone', { axid: state.AXID }));
      expect(op.errors).toEqual([]);
    });

    it('8. the operator hands the other parcel over at its branch and marks the courier order delivered', async () => {
      const { page, t } = op;
      await openSection(op, 'handover');
      await page.getByLabel(startsWith(t('admin:common.branch'))).selectOption('gldani');
      const find = page.getByLabel(startsWith(t('admin:handover.find')));
      await find.fill(state.AXID);
      await find.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(state.large.tracking) });
      await row.waitFor();
      // Only the large parcel waits at Gldani; it is paid, so it is ticked for handing over.
      expect(await row.getByText(t('admin:common.paid'), { exact: true }).count()).toBe(1);
      expect(await row.getByRole('checkbox').isChecked()).toBe(true);
      expect(await page.getByRole('row', { name: new RegExp(state.small.tracking) }).count()).toBe(0);
      await album.shot(page, 'operator-handover');
      await page.getByRole('button', { name: t('admin:handover.submit', { count: 1 }) }).click();
      await expectOperatorToast(op, t('admin:handover.done', { count: 1 }));
      await row.waitFor({ state: 'detached' });
      await page.getByText(t('admin:handover.nothingHere', { branch: t('admin:branch.gldani') })).waitFor();
      await album.shot(page, 'operator-handed-over');

      // The courier order: a courier assigned to it, then delivered.
      await openSection(op, 'courier');
      const order = page.getByRole('row').filter({ hasText: state.AXID });
      await order.getByText(t('admin:courier.status.new'), { exact: true }).waitFor();
      await order.getByRole('textbox', { name: t('admin:courier.courierName') }).fill('გიორგი ბერიძე');
      await album.shot(page, 'operator-courier-new');
      await order.getByRole('button', { name: t('admin:courier.assign') }).click();
      await expectOperatorToast(op, t('admin:courier.done.assign'));
      await chooseSegment(page, t('admin:courier.status.assigned'));
      await order.getByText('გიორგი ბერიძე').waitFor();
      await album.shot(page, 'operator-courier-assigned');
      await order.getByRole('button', { name: t('admin:courier.deliver') }).click();
      await expectOperatorToast(op, t('admin:courier.done.deliver'));
      await chooseSegment(page, t('admin:courier.status.delivered'));
      await order.getByText(t('admin:courier.status.delivered'), { exact: true }).waitFor();
      await album.shot(page, 'operator-courier-delivered');
      expect(op.errors).toEqual([]);
    });

    it('9. the obtained tab shows both parcels; balance, debt and ledger agree', async () => {
      const { page, t } = cp;
      await comeBack('/home#obtained');
      await eventually(() =>
        page.getByRole('tab', { name: t('parcels:tabs.obtained') }).getAttribute('aria-selected'),
      ).toBe('true');
      for (const parcel of [state.small, state.large]) await parcelRow(cp, parcel.tracking).waitFor();
      const balance = TOP_UP_LARI - state.debt;
      await eventually(() => summaryFigures(cp)).toEqual({ balance: lari(balance), debt: lari(0) });
      await album.shot(page, 'customer-obtained');
      expect(cp.errors).toEqual([]);

      // Through the API: the customer's own view…
      const me = (await customerApi('GET', '/api/authorization/userInformation')).candidate as Json;
      expect(me.balance).toBe(balance);
      expect((await customerApi('GET', '/api/product/debtSum')).deptSum).toBe(0);
      const obtained = (await customerApi('GET', '/api/product/gets/obtained/0/10')).products as Json[];
      expect(obtained.map((p) => p.productOrderId).sort()).toEqual(
        [state.small.tracking, state.large.tracking].sort(),
      );
      expect(obtained.every((p) => p.state === 'paid')).toBe(true);

      // …and the ledger the back office keeps: the top-up in, the flight's charges out, nothing else.
      const operatorToken = await world.api.signIn(DEMO.operator.login, DEMO.operator.password);
      const profile = await world.api.ok('GET', `/api/admin/customers/${state.customerId}`, {
        token: operatorToken,
      });
      const ledger = (profile.ledger as Json[]).map((e) => ({
        kind: e.kind as string,
        amount: e.amount as number,
      }));
      expect(ledger.sort((a, b) => b.amount - a.amount)).toEqual([
        { kind: 'topup', amount: TOP_UP_LARI },
        { kind: 'payment', amount: -state.debt },
      ]);
      const sum = Math.round(ledger.reduce((s, e) => s + e.amount * 100, 0)) / 100;
      expect(sum).toBe(me.balance);
      expect(profile.candidate).toMatchObject({ balance, deptSum: 0 });
      const orders = profile.courierOrders as Json[];
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'delivered',
        branches: 'didube',
        weight: Number(state.small.weightKg),
        ids: [state.flightCode],
      });
    });
  });
});
