import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';

describe.each(testDatabases)('charges, top-up and payment on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ledger = async (accountId: string) => {
    const [row] = await t.database.query<{ sum: string; balance: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum, (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    return { sum: Number(row!.sum), balance: Number(row!.balance) };
  };

  /** Follows the browser: our redirect → the simulator's page → Pay → back to our success page. */
  async function topUpThroughSimulator(
    token: string,
    lari: string,
    tetri: string,
    decision: 'pay' | 'decline' = 'pay',
  ) {
    const start = await postJson('/api/merchant/georgiancard/pay', token, { lari, tetri });
    expect(start.statusCode).toBe(200);
    const { redirectUrl, result } = body(start);
    const url = new URL(redirectUrl);
    expect(url.pathname).toBe('/gateway-sim/payment/start.wsm');
    expect(url.searchParams.get('o.order_id')).toBe(result._id);
    expect(url.searchParams.get('o.currency')).toBe('981');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const complete = /href="(\/gateway-sim\/payment\/complete\?[^"]*decision=pay)"/
      .exec(page.body)![1]!
      .replace('decision=pay', `decision=${decision}`);
    const back = await t.app.inject({ method: 'GET', url: complete.replace(/&amp;/g, '&') });
    expect(back.statusCode).toBe(303);
    return { orderId: result._id as string, location: String(back.headers.location) };
  }

  it('charges on the flight, shows debt and invoice, tops up through the simulator and pays the flight', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const a = await declareParcel(t.app, token, { quantity: '2' });
    const b = await declareParcel(t.app, token);
    const flight = await createFlight(t.database, 2);
    // 1.2 kg actual vs 30×20×15/6000 = 1.5 kg volume: the volume wins. USA individual tariff 8.00, USD 2.6999.
    const chargeA = await shipParcel(t.database, a._id, flight.id, '1.200', {
      lengthCm: 30,
      widthCm: 20,
      heightCm: 15,
    });
    expect(chargeA.amountTetri).toBe(3240); // 1.5 × 8 × 2.6999 = 32.3988
    const chargeB = await shipParcel(t.database, b._id, flight.id, '0.450');
    expect(chargeB.amountTetri).toBe(972); // 0.45 × 8 × 2.6999 = 9.71964

    expect(body(await get('/api/product/debtSum', token)).deptSum).toBe(42.12);
    const sent = body(await get('/api/product/getswith/sent/0/100', token));
    expect(sent.flights).toHaveLength(1);
    expect(sent.flights[0]).toMatchObject({ flightId: flight.code, state: 'unpaid' });
    expect(sent.products.map((p: { state: string }) => p.state)).toEqual(['unpaid', 'unpaid']);

    const inv = await get(`/api/invoice/get/${flight.code}`, token);
    expect(inv.statusCode).toBe(200);
    const invoice = body(inv);
    expect(invoice.invoice).toMatchObject({
      state: 'unpaid',
      flightId: flight.code,
      additionalInformation: { allQuantity: 3, allWeight: 1.95, allSum: 42.12, passport: expect.any(String) },
    });
    expect(invoice.invoice.invoiceUnicId).toMatch(/^INV-\d+$/);
    expect(invoice.products).toHaveLength(2);
    expect(invoice.products[0]).toMatchObject({
      productOrderId: a.productOrderId,
      weight: 1.5,
      actualWeight: 1.2,
      tariff: 8,
      rate: { USD: 2.6999 },
      price: 32.4,
    });
    expect((await get(`/api/invoice/get/${flight.code}/didube`, token)).statusCode).toBe(200);
    expect((await get(`/api/invoice/get/${flight.code}/gldani`, token)).statusCode).toBe(404);
    expect((await get(`/api/invoice/get/${flight.code}/nowhere`, token)).statusCode).toBe(404);
    expect((await get('/api/invoice/get/NO-SUCH-FLIGHT', token)).statusCode).toBe(404);

    const short = await postJson('/api/payment/payFlightId', token, { flightId: flight.code });
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe(MSG.notEnoughMoney);

    const topup = await topUpThroughSimulator(token, '50', '00');
    expect(topup.location).toContain('/payments/success');
    expect(body(await get('/api/authorization/userInformation', token)).candidate.balance).toBe(50);
    const state = await postJson('/api/merchant/georgiancard/update', token, { orderId: topup.orderId });
    expect(body(state).result).toMatchObject({ state: 'paid', amountDB: 50, userAXID: candidate.AXID });
    const notes = body(await get('/api/notification/gets', token));
    expect(notes.nonotificationLength).toBe(1);
    expect(notes.notifications[0]).toMatchObject({
      kind: 'payment_received',
      status: '1',
      descriptionEn: '50.00 GEL has been added to your balance.',
    });

    await landFlight(t.database, flight.id);
    const pay = await postJson('/api/payment/payFlightId', token, { flightId: flight.code });
    expect(pay.statusCode).toBe(200);
    expect(body(pay)).toMatchObject({ paid: 42.12, balance: 7.88 });
    expect(body(await get('/api/product/debtSum', token)).deptSum).toBe(0);
    const arrived = body(await get('/api/product/getswith/arrived/0/1000', token));
    expect(arrived.flights[0].state).toBe('paid');
    expect(body(await get(`/api/invoice/get/${flight.code}`, token)).invoice.state).toBe('paid');
    expect(await ledger(candidate._id)).toEqual({ sum: 788, balance: 788 });
    const again = await postJson('/api/payment/payall', token);
    expect(again.statusCode).toBe(409);
  });

  it('returns the browser to the failure page and credits nothing when the customer declines', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const topup = await topUpThroughSimulator(token, '10', '50', 'decline');
    expect(topup.location).toContain('/payments/failed');
    expect(
      body(await postJson('/api/merchant/georgiancard/update', token, { orderId: topup.orderId })).result
        .state,
    ).toBe('failed');
    expect(await ledger(candidate._id)).toEqual({ sum: 0, balance: 0 });
  });
});
