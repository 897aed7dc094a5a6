/**
 * The customer's customs context (issue 16 §2, §3): the rules and the rates of today, and their parcels
 * not yet landed with each value in tetri converted at those rates, unrounded — what the panel groups
 * and estimates with; weighed parcels bring their weight and shipping charge; `flight` adds a landed
 * flight's parcels; nobody else's parcels; a token is required.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { declareParcel, multipart, PDF_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, ok, staffSession } from '../../test/staff-sessions.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';

describe.each(testDatabases)('customs context on %s', (kind) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signupCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await staffSession(t, 'admin');
    // A lira rate of 4 decimals: 3579.95 lira is 299.99981 lari, under 300 though it shows as 300.00.
    await ok(
      call(t, admin.token, 'POST', '/api/admin/rates', {
        rates: [
          { currency: 'TRY', rate: '0.0838' },
          { currency: 'USD', rate: '2.5' },
        ],
      }),
    );
    customer = await signupCustomer(t.app);
  });
  afterAll(() => t.close());

  const context = async (token: string, query = '') =>
    ok(t.app.inject({ method: 'GET', url: `/api/customs/context${query}`, headers: bearer(token) }));

  it('answers the rules and rates of today and the open parcels with exact values', async () => {
    const lira = await declareParcel(t.app, customer.token, {
      amount: '3579.95',
      currency: 'TRY',
      senderCountryId: 3,
      shop: '_OTHER_SHOP_',
      otherShop: 'Zara',
    });
    const dollars = await declareParcel(t.app, customer.token, { amount: '100', currency: 'USD' });
    const other = await signupCustomer(t.app);
    await declareParcel(t.app, other.token, { amount: '1', currency: 'GEL' });

    const answer = await context(customer.token);
    expect(answer.rules).toEqual(CUSTOMS_RULES_2022);
    expect(answer.rates).toMatchObject({ TRY: '0.0838', USD: '2.5000' });
    expect(answer.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.parcels).toEqual([
      {
        id: lira._id,
        tracking: lira.productOrderId,
        status: 'waiting',
        category: '_SHOES_',
        shop: '_OTHER_SHOP_',
        otherShop: 'Zara',
        personal: false,
        senderName: null,
        country: 3,
        flightId: null,
        valueTetri: 29_999.981,
        weightGrams: null,
        hasFile: false,
        priceTetri: null,
      },
      expect.objectContaining({ id: dollars._id, valueTetri: 250_00, country: 2 }),
    ]);
  });

  it('a weighed parcel on a flight brings its flight, weight and shipping charge; an invoice shows as hasFile', async () => {
    const c = await signupCustomer(t.app);
    const form = multipart(
      {
        productOrderId: 'CTXFILE1',
        productName: '_SHOES_',
        quantity: '1',
        amount: '400',
        currency: 'GEL',
        senderCountryId: 2,
        shop: '_AMAZON_',
        branches: 'didube',
      },
      { name: 'invoice.pdf', data: PDF_BYTES, type: 'application/pdf' },
    );
    const added = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/product/addProductWithFile',
        headers: { ...bearer(c.token), ...form.headers },
        payload: form.payload,
      }),
    );
    const flight = await createFlight(t.database, 2, `CTX-${Date.now() % 1e6}`);
    const charged = await shipParcel(t.database, added.product._id, flight.id, '1.250');

    const [parcel] = (await context(c.token)).parcels;
    expect(parcel).toMatchObject({
      id: added.product._id,
      status: 'sent',
      flightId: flight.code,
      valueTetri: 400_00,
      weightGrams: 1250,
      hasFile: true,
      priceTetri: charged.totalTetri,
    });
    expect(charged.totalTetri).toBeGreaterThan(0);

    // Landed, it leaves the open parcels; asked for by its flight, it is there again.
    await landFlight(t.database, flight.id);
    expect((await context(c.token)).parcels).toEqual([]);
    const byFlight = await context(c.token, `?flight=${encodeURIComponent(flight.code)}`);
    expect(byFlight.parcels).toMatchObject([{ id: added.product._id, status: 'arrived' }]);
    // Another customer naming that flight gets none of them.
    expect((await context(customer.token, `?flight=${flight.code}`)).parcels).toHaveLength(2);
  });

  it('needs a token (401) and refuses a malformed flight (400)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customs/context' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/customs/context?flight=${'x'.repeat(41)}`,
      headers: bearer(customer.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ success: false, message: 'fill_all_fields' });
  });
});
