// Insurance (issue 21 §4): the customer insures a declared parcel; its premium — the rules' percent of the
// declared value in lari, at least their minimum, by the set in force at the charge — is charged once, as
// an invoice line of its own with the flight's charges; paying the flight pays it; a re-weigh corrects the
// shipping only. Through HTTP: the declaration, the back office's intake and flight load, debt, invoice,
// payment; the re-weigh through the charging service, as the weight-dispute answer calls it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { ok, staffSession } from '../../test/staff-sessions.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { parcels } from '../../db/schema/index.ts';
import { chargeParcel } from './charging.service.ts';
import { post } from './ledger.ts';

const USA = 2;
const DAY = 864e5;
/** 1 kg to the USA, tariff type 1: 8.00 USD × 2.6999 = 21.5992 lari. */
const ONE_KG = 2160;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

describe.each(testDatabases)('insurance on %s', (kind) => {
  let t: TestApp;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await staffSession(t, 'operator')).token;
    admin = (await staffSession(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const debt = async (c: Customer) => (await ok(get('/api/product/debtSum', c.token))).deptSum as number;
  const invoice = (c: Customer, flightCode: string) => ok(get(`/api/invoice/get/${flightCode}`, c.token));
  const credit = (c: Customer, amountTetri: number) =>
    t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri, kind: 'adjustment', reason: 'test credit' }),
    );

  async function linesOf(parcelId: string) {
    const rows = await t.database.query<Record<string, unknown>>(
      `select kind, amount_tetri, tariff_usd, rate_usd, weight_kg, paid_by_ledger_id
         from invoice_lines where parcel_id = $1 order by created_at, kind`,
      [parcelId],
    );
    return rows.map((r) => ({
      kind: String(r.kind),
      amount: Number(r.amount_tetri),
      tariffUsd: String(r.tariff_usd),
      rateUsd: String(r.rate_usd),
      weightKg: String(r.weight_kg),
      settled: r.paid_by_ledger_id !== null,
    }));
  }
  const priceOf = async (id: string) =>
    Number(
      (
        await t.database.query<{ price_tetri: number }>('select price_tetri from parcels where id = $1', [id])
      )[0]!.price_tetri,
    );

  /** The customer declares a parcel from a shop of its own (no customs group), insured or not. */
  const declare = (c: Customer, value: { amount: string; currency: string }, insured: boolean) =>
    declareParcel(t.app, c.token, { ...value, insured });

  /** The operator receives the declared parcels (1 kg each), opens a flight and loads them on it. */
  async function fly(parcelsToFly: { _id: string; productOrderId: string }[]) {
    for (const p of parcelsToFly)
      await ok(
        postJson('/api/admin/intake/receive', operator, {
          tracking: p.productOrderId,
          country: USA,
          weightKg: '1.000',
        }),
      );
    const code = `US-${randomBytes(4).toString('hex').toUpperCase()}`;
    const flight = await ok(
      postJson('/api/admin/flights', operator, {
        country: USA,
        code,
        departedAt: new Date(),
        estimatedAt: new Date(Date.now() + 3 * DAY),
      }),
    );
    const loaded = await ok(
      postJson(`/api/admin/flights/${flight.flight._id}/parcels`, operator, {
        parcelIds: parcelsToFly.map((p) => p._id),
      }),
    );
    expect(loaded.added).toBe(parcelsToFly.length);
    return code;
  }

  const reweigh = (parcelId: string, weightKg: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.update(parcels).set({ weightKg }).where(eq(parcels.id, parcelId));
      return chargeParcel(tx, parcelId, null, 'reweighed');
    });

  describe('declaring', () => {
    it('refuses insurance without a declared value, and answers the choice on the product', async () => {
      const c = await signupCustomer(t.app);
      const refused = await postJson('/api/product/addProduct', c.token, {
        productOrderId: `INS${randomBytes(5).toString('hex').toUpperCase()}`,
        productName: '_SHOES_',
        quantity: '1',
        senderCountryId: USA,
        shop: '_AMAZON_',
        insured: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).errors).toMatchObject({ insured: MSG.insuranceNeedsValue });
      const products = await ok(get('/api/product/getswith/waiting/0/100', c.token));
      expect(products.products).toEqual([]);

      const insured = await declare(c, { amount: '20', currency: 'GEL' }, true);
      const plain = await declareParcel(t.app, c.token); // a client that never sends `insured`
      const list = (await ok(get('/api/product/getswith/waiting/0/100', c.token))).products as Json[];
      expect(list.find((p) => p._id === insured._id)?.insured).toBe(true);
      expect(list.find((p) => p._id === plain._id)?.insured).toBe(false);
    });

    it('may change until the parcel is charged; afterwards 409 insurance_locked, an update without it keeps it', async () => {
      const c = await signupCustomer(t.app);
      const p = await declare(c, { amount: '20', currency: 'GEL' }, false);
      const update = (extra: Json) =>
        postJson('/api/product/updateProduct', c.token, {
          productId: p._id,
          productOrderId: p.productOrderId,
          productName: '_SHOES_',
          quantity: '1',
          amount: '20',
          currency: 'GEL',
          shop: '_OTHER_SHOP_',
          ...extra,
        });
      expect(body(await update({ insured: true })).product.insured).toBe(true);
      // §7's mobile apps send no `insured`: the stored choice stays.
      expect(body(await update({})).product.insured).toBe(true);

      const flight = await createFlight(t.database, USA);
      await shipParcel(t.database, p._id, flight.id, '1.000');
      const locked = await update({ insured: false });
      expect(locked.statusCode).toBe(409);
      expect(body(locked).message).toBe(MSG.insuranceLocked);
      expect((await ok(get(`/api/product/get/${p._id}`, c.token))).product.insured).toBe(true);
      expect((await linesOf(p._id)).map((l) => l.kind)).toEqual(['charge', 'insurance']);
    });
  });

  describe('charging with the flight', () => {
    it('charges one premium line per insured parcel by the rules, none for an uninsured one; paying the flight pays it', async () => {
      const c = await signupCustomer(t.app);
      // 50 USD at 2.6999 = 134.995 → 135.00 lari; 3 % = 4.05 lari.
      const byPercent = await declare(c, { amount: '50', currency: 'USD' }, true);
      // 20 lari: 3 % = 0.60, under the 2-lari minimum.
      const byMinimum = await declare(c, { amount: '20', currency: 'GEL' }, true);
      const uninsured = await declare(c, { amount: '50', currency: 'USD' }, false);
      const code = await fly([byPercent, byMinimum, uninsured]);

      expect(await linesOf(byPercent._id)).toMatchObject([
        { kind: 'charge', amount: ONE_KG, settled: false },
        { kind: 'insurance', amount: 405, tariffUsd: '8.00', rateUsd: '2.6999', weightKg: '1.000' },
      ]);
      expect((await linesOf(byMinimum._id)).map((l) => [l.kind, l.amount])).toEqual([
        ['charge', ONE_KG],
        ['insurance', 200],
      ]);
      expect((await linesOf(uninsured._id)).map((l) => l.kind)).toEqual(['charge']);
      expect(await priceOf(byPercent._id)).toBe(ONE_KG + 405);

      const total = 3 * ONE_KG + 405 + 200;
      expect(await debt(c)).toBe(total / 100);
      const inv = await invoice(c, code);
      const product = (id: string) => (inv.products as Json[]).find((p) => p._id === id);
      expect(product(byPercent._id)).toMatchObject({ price: 25.65, insurance: 4.05, state: 'unpaid' });
      expect(product(byMinimum._id)).toMatchObject({ price: 23.6, insurance: 2 });
      expect(product(uninsured._id)).toMatchObject({ price: 21.6, insurance: null });
      expect(inv.invoice.transportPrice).toBe(total / 100);

      await credit(c, total);
      const paid = await ok(postJson('/api/payment/payFlightId', c.token, { flightId: code }));
      expect(paid.paid).toBe(total / 100);
      expect(await debt(c)).toBe(0);
      expect((await linesOf(byPercent._id)).every((l) => l.settled)).toBe(true);
      expect((await invoice(c, code)).invoice.state).toBe('paid');
    });

    it('a single charge (chargeParcel) writes the premium once; a re-weigh corrects the shipping only', async () => {
      const c = await signupCustomer(t.app);
      const p = await declare(c, { amount: '100', currency: 'GEL' }, true); // 3 % = 3.00
      const flight = await createFlight(t.database, USA);
      expect(await shipParcel(t.database, p._id, flight.id, '1.000')).toMatchObject({
        amountTetri: ONE_KG + 300,
        totalTetri: ONE_KG + 300,
      });

      // +1 kg: the correction is one more kilogram, the premium stays as charged.
      expect(await reweigh(p._id, '2.000')).toMatchObject({
        amountTetri: ONE_KG,
        totalTetri: 2 * ONE_KG + 300,
      });
      // Same weight again: nothing to correct (a correction against all lines would cancel the premium).
      expect(await reweigh(p._id, '2.000')).toMatchObject({ amountTetri: 0 });
      expect((await linesOf(p._id)).map((l) => [l.kind, l.amount])).toEqual([
        ['charge', ONE_KG],
        ['insurance', 300],
        ['correction', ONE_KG],
      ]);

      // Paid, then lighter: the refund is the shipping difference; the premium stays paid.
      await credit(c, 2 * ONE_KG + 300);
      await ok(postJson('/api/payment/payFlightId', c.token, { flightId: flight.code }));
      expect(await reweigh(p._id, '1.000')).toMatchObject({
        amountTetri: -ONE_KG,
        totalTetri: ONE_KG + 300,
        paid: true,
      });
      const [balance] = await t.database.query<{ balance_tetri: number }>(
        'select balance_tetri from accounts where id = $1',
        [c.candidate._id],
      );
      expect(Number(balance!.balance_tetri)).toBe(ONE_KG);
      expect((await invoice(c, flight.code)).products[0]).toMatchObject({
        price: 24.6,
        insurance: 3,
        state: 'paid',
      });
    });

    it('a new rule set effective today prices parcels charged afterwards, not those charged before', async () => {
      const c = await signupCustomer(t.app);
      const before = await declare(c, { amount: '100', currency: 'GEL' }, true);
      await fly([before]);
      expect((await linesOf(before._id)).find((l) => l.kind === 'insurance')?.amount).toBe(300);

      const current = (await ok(get('/api/service-rules/current', c.token))).rules as Json;
      const saved = await postJson('/api/admin/service-rules', admin, {
        rules: {
          ...current,
          effectiveFrom: tbilisiDay(new Date()),
          insurance: { percent: 5.5, minimumTetri: 700 },
        },
        note: 'insurance costs more',
      });
      expect(saved.statusCode).toBe(200);
      expect((await ok(get('/api/service-rules/current', c.token))).rules.insurance).toEqual({
        percent: 5.5,
        minimumTetri: 700,
      });

      const after = await declare(c, { amount: '100', currency: 'GEL' }, true); // 5.5 % = 5.50, under 7.00
      const bigger = await declare(c, { amount: '200', currency: 'GEL' }, true); // 5.5 % = 11.00
      await fly([after, bigger]);
      expect((await linesOf(after._id)).find((l) => l.kind === 'insurance')?.amount).toBe(700);
      expect((await linesOf(bigger._id)).find((l) => l.kind === 'insurance')?.amount).toBe(1100);
      // The parcel charged before keeps its premium: history is not repriced.
      expect((await linesOf(before._id)).map((l) => [l.kind, l.amount])).toEqual([
        ['charge', ONE_KG],
        ['insurance', 300],
      ]);
      expect(await priceOf(before._id)).toBe(ONE_KG + 300);
    });
  });

  it('answers the rules in force publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/service-rules/current' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, rules: { insurance: { percent: expect.any(Number) } } });
  });
});
