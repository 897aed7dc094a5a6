// Corrections of a charge (issue 4, architecture §5): a re-weigh keeps the rate and tariff of the first
// charge; a customer's change of `personalParcel` on a charged parcel re-applies the tariff type; lines
// that net to zero settle the parcel. Through HTTP where the product has a route (declaration, debt,
// invoice, payments, back office), through the charging service where only staff tooling would call it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { ok, staffSession } from '../../test/staff-sessions.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { parcels } from '../../db/schema/index.ts';
import { chargeParcel } from './charging.service.ts';
import { post } from './ledger.ts';

const USA = 2;
const DAY = 864e5;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

describe.each(testDatabases)('corrections of charges on %s', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = (await staffSession(t, 'operator')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const debt = async (c: Customer) => (await ok(get('/api/product/debtSum', c.token))).deptSum as number;
  const invoice = (c: Customer, flightCode: string) => ok(get(`/api/invoice/get/${flightCode}`, c.token));
  const flightState = async (c: Customer, status: string, flightCode: string) =>
    ((await ok(get(`/api/product/getswith/${status}/0/100`, c.token))).flights as Json[]).find(
      (f) => f.flightId === flightCode,
    )?.state;
  const credit = (c: Customer, amountTetri: number) =>
    t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri, kind: 'adjustment', reason: 'test credit' }),
    );

  async function ledger(c: Customer) {
    const [row] = await t.database.query<{ sum: string; balance: string; rows: string; refunds: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1) as rows,
              coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1 and kind = 'refund'), 0) as refunds,
              (select balance_tetri from accounts where id = $1) as balance`,
      [c.candidate._id],
    );
    const out = {
      balance: Number(row!.balance),
      rows: Number(row!.rows),
      refunds: Number(row!.refunds),
    };
    expect(out.balance, 'balance == sum(ledger)').toBe(Number(row!.sum));
    return out;
  }
  async function linesOf(parcelId: string) {
    const rows = await t.database.query<Record<string, unknown>>(
      `select kind, amount_tetri, tariff_type, tariff_usd, rate_usd, weight_kg, paid_by_ledger_id
         from invoice_lines where parcel_id = $1 order by created_at, kind`,
      [parcelId],
    );
    return rows.map((r) => ({
      kind: String(r.kind),
      amount: Number(r.amount_tetri),
      tariffType: Number(r.tariff_type),
      tariffUsd: String(r.tariff_usd),
      rateUsd: String(r.rate_usd),
      weightKg: String(r.weight_kg),
      settled: r.paid_by_ledger_id !== null,
    }));
  }
  const parcelRow = async (id: string) =>
    (
      await t.database.query<{ price_tetri: number | null; paid: boolean }>(
        'select price_tetri, paid from parcels where id = $1',
        [id],
      )
    ).map((r) => ({ priceTetri: r.price_tetri === null ? null : Number(r.price_tetri), paid: r.paid }))[0]!;

  /** The warehouse weighs a shipped parcel again; the charging service writes the correction. */
  const reweigh = (parcelId: string, weightKg: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.update(parcels).set({ weightKg }).where(eq(parcels.id, parcelId));
      return chargeParcel(tx, parcelId, null, 'reweighed');
    });

  /** Today's USD rate and the USA tariffs moved; put back afterwards (the file shares one database). */
  async function withMovedPrices<T>(rateUsd: string, tariffs: Record<number, string>, run: () => Promise<T>) {
    const [rate] = await t.database.query<{ id: string }>(
      `insert into rates (currency, rate, valid_on, source, created_at)
       values ('USD', $1, '2099-01-01', 'manual', now() + interval '1 minute') returning id`,
      [rateUsd],
    );
    const before = await t.database.query<{ type: number; amount_usd: string }>(
      'select type, amount_usd from tariffs where country = 2',
    );
    for (const [type, usd] of Object.entries(tariffs))
      await t.database.query('update tariffs set amount_usd = $1 where country = 2 and type = $2', [
        usd,
        Number(type),
      ]);
    try {
      return await run();
    } finally {
      await t.database.query('delete from rates where id = $1', [rate!.id]);
      for (const row of before)
        await t.database.query('update tariffs set amount_usd = $1 where country = 2 and type = $2', [
          row.amount_usd,
          row.type,
        ]);
    }
  }

  // --- the back office, as the operator uses it ---
  const receive = (input: Json) => ok(postJson('/api/admin/intake/receive', operator, input));
  async function openFlight() {
    const code = `US-${randomBytes(4).toString('hex').toUpperCase()}`;
    const res = await ok(
      postJson('/api/admin/flights', operator, {
        country: USA,
        code,
        departedAt: new Date(),
        estimatedAt: new Date(Date.now() + 3 * DAY),
      }),
    );
    return { id: res.flight._id as string, code };
  }
  const UNDECLARED_FLIES = 'declared while in flight (test)';
  const load = async (flightId: string, parcelIds: string[]) =>
    expect(
      // Parcels received undeclared fly by the operator's word here (the customs gate's override).
      (
        await ok(
          postJson(`/api/admin/flights/${flightId}/parcels`, operator, {
            parcelIds,
            overrideReason: UNDECLARED_FLIES,
          }),
        )
      ).added,
    ).toBe(parcelIds.length);
  const arrive = (flightId: string) => ok(postJson(`/api/admin/flights/${flightId}/arrive`, operator));
  const handover = (parcelIds: string[]) =>
    postJson('/api/admin/handover', operator, { parcelIds, branch: 'didube' });

  /** A parcel the customer never declared: created at intake from the AXID on its label, then shipped. */
  async function labelParcelOnFlight(c: Customer, weightKg: string) {
    const tracking = `LBL${randomBytes(6).toString('hex').toUpperCase()}`;
    const received = await receive({ tracking, country: USA, weightKg, axid: c.candidate.AXID });
    expect(received.outcome).toBe('created_for_customer');
    const flight = await openFlight();
    await load(flight.id, [received.parcel._id]);
    return { parcel: { _id: received.parcel._id as string, productOrderId: tracking }, flight };
  }
  const declare = (c: Customer, parcel: { _id: string; productOrderId: string }, personal: boolean) =>
    postJson('/api/product/updateProduct', c.token, {
      productId: parcel._id,
      productOrderId: parcel.productOrderId,
      productName: '_SHOES_',
      quantity: '1',
      amount: '50',
      currency: 'USD',
      ...(personal ? { personalParcel: true, senderName: 'Nino Beridze' } : { shop: '_AMAZON_' }),
    });

  describe('a re-weigh', () => {
    it('keeps the rate and tariff of the first charge when both have moved since', async () => {
      const c = await signupCustomer(t.app);
      const flight = await createFlight(t.database, USA);
      const parcel = await declareParcel(t.app, c.token);
      expect((await shipParcel(t.database, parcel._id, flight.id, '1.000')).amountTetri).toBe(2160); // 8.00 × 2.6999

      await withMovedPrices('3.1000', { 1: '10.00', 3: '12.00' }, async () => {
        // +1 kg × 8.00 USD × 2.6999 = 21.5992 → 2160; today's figures would make it 2 × 10 × 3.1 − 21.60 = 40.40.
        expect(await reweigh(parcel._id, '2.000')).toMatchObject({ amountTetri: 2160, totalTetri: 4320 });
        expect(await linesOf(parcel._id)).toMatchObject([
          { kind: 'charge', amount: 2160, tariffUsd: '8.00', rateUsd: '2.6999' },
          { kind: 'correction', amount: 2160, tariffType: 1, tariffUsd: '8.00', rateUsd: '2.6999' },
        ]);
        // The same weight again after the move: nothing to correct, no line.
        expect(await reweigh(parcel._id, '2.000')).toMatchObject({ amountTetri: 0, totalTetri: 4320 });
        expect(await linesOf(parcel._id)).toHaveLength(2);
        // Half-up on the figures of the charge: 0.75 × 8.00 × 2.6999 = 16.1994 → 1620, so −2700.
        expect(await reweigh(parcel._id, '0.750')).toMatchObject({ amountTetri: -2700, totalTetri: 1620 });
        expect((await linesOf(parcel._id)).at(-1)).toMatchObject({ rateUsd: '2.6999', tariffUsd: '8.00' });

        const inv = await invoice(c, flight.code);
        expect(inv.products).toMatchObject([
          { _id: parcel._id, weight: 0.75, tariff: 8, rate: { USD: 2.6999 }, price: 16.2, state: 'unpaid' },
        ]);
        expect(inv.invoice.transportPrice).toBe(16.2);
        expect(await debt(c)).toBe(16.2);
      });
    });

    it('settles a never-paid parcel whose lines net to zero, without money, so it can be handed over', async () => {
      const c = await signupCustomer(t.app);
      const { parcel, flight } = await labelParcelOnFlight(c, '1.000');
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 2160, paid: false });
      expect(await debt(c)).toBe(21.6);

      // Charge 2160, correction −2160 (nothing to charge after all): nothing is owed, nothing was paid.
      expect(await reweigh(parcel._id, '0.000')).toMatchObject({ amountTetri: -2160, totalTetri: 0 });
      expect((await linesOf(parcel._id)).map((l) => [l.kind, l.amount, l.settled])).toEqual([
        ['charge', 2160, true],
        ['correction', -2160, true],
      ]);
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 0, paid: true });
      expect(await debt(c)).toBe(0);
      const inv = await invoice(c, flight.code);
      expect(inv.invoice).toMatchObject({ state: 'paid', transportPrice: 0 });
      expect(inv.products).toMatchObject([{ _id: parcel._id, price: 0, state: 'paid' }]);
      expect(await flightState(c, 'sent', flight.code)).toBe('paid');
      const payall = await postJson('/api/payment/payall', c.token);
      expect(payall.statusCode).toBe(409);
      expect(body(payall).message).toBe('nothing_to_pay');
      expect(await ledger(c)).toEqual({ balance: 0, rows: 0, refunds: 0 });

      await arrive(flight.id);
      expect(await flightState(c, 'arrived', flight.code)).toBe('paid');
      expect(await ok(handover([parcel._id]))).toMatchObject({ handedOver: 1 });
      expect(await ledger(c)).toEqual({ balance: 0, rows: 0, refunds: 0 });
    });

    it('settles a first charge of 0 tetri at once when the flight is loaded', async () => {
      const c = await signupCustomer(t.app);
      // 0.001 kg × 1.00 USD × 2.6999 = 0.0027 lari: rounds to 0 tetri.
      const { parcel, flight } = await withMovedPrices('2.6999', { 1: '1.00' }, () =>
        labelParcelOnFlight(c, '0.001'),
      );
      expect(await linesOf(parcel._id)).toMatchObject([{ kind: 'charge', amount: 0, settled: true }]);
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 0, paid: true });
      expect((await invoice(c, flight.code)).invoice.state).toBe('paid');
      expect(await flightState(c, 'sent', flight.code)).toBe('paid');
      await arrive(flight.id);
      expect(await ok(handover([parcel._id]))).toMatchObject({ handedOver: 1 });
      expect(await ledger(c)).toEqual({ balance: 0, rows: 0, refunds: 0 });
    });
  });

  describe("the customer's declaration", () => {
    it('re-applies the tariff type when a sent, charged parcel is declared personal, at the rate of the charge', async () => {
      const c = await signupCustomer(t.app);
      const { parcel, flight } = await labelParcelOnFlight(c, '1.000');
      expect(await linesOf(parcel._id)).toMatchObject([
        { kind: 'charge', amount: 2160, tariffType: 1, tariffUsd: '8.00', rateUsd: '2.6999' },
      ]);
      expect(await debt(c)).toBe(21.6);

      await withMovedPrices('3.1000', {}, async () => {
        // Declared (the first time) as personal: type 3 at 9.00 USD/kg, the charge's rate → 24.2991 → 2430.
        const declared = await ok(declare(c, parcel, true));
        expect(declared.product).toMatchObject({ _id: parcel._id, personalParcel: true, price: 24.3 });
        expect(await linesOf(parcel._id)).toMatchObject([
          { kind: 'charge', amount: 2160, tariffType: 1 },
          { kind: 'correction', amount: 270, tariffType: 3, tariffUsd: '9.00', rateUsd: '2.6999' },
        ]);
        expect(await debt(c)).toBe(24.3);
        const inv = await invoice(c, flight.code);
        expect(inv.products).toMatchObject([
          { _id: parcel._id, tariffType: 3, tariff: 9, rate: { USD: 2.6999 }, price: 24.3, state: 'unpaid' },
        ]);
        expect(inv.invoice.additionalInformation.allSum).toBe(24.3);

        // Saving it again unchanged writes nothing.
        await ok(declare(c, parcel, true));
        expect(await linesOf(parcel._id)).toHaveLength(2);
      });
    });

    it('turns a paid parcel unpaid for the difference when it gets dearer, and refunds it when it gets cheaper', async () => {
      const c = await signupCustomer(t.app);
      const { parcel, flight } = await labelParcelOnFlight(c, '2.000'); // 2 × 8.00 × 2.6999 = 43.1984
      await ok(declare(c, parcel, false));
      expect(await linesOf(parcel._id)).toHaveLength(1);
      await credit(c, 10_000);
      expect(
        await ok(postJson('/api/payment/payFlightId', c.token, { flightId: flight.code })),
      ).toMatchObject({
        paid: 43.2,
      });
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 4320, paid: true });

      // Personal: 2 × 9.00 × 2.6999 = 48.5982 → 4860, +540 owed; what was paid stays paid.
      const dearer = await ok(declare(c, parcel, true));
      expect(dearer.product).toMatchObject({ price: 48.6, state: 'unpaid' });
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 4860, paid: false });
      expect(await debt(c)).toBe(5.4);
      expect((await invoice(c, flight.code)).invoice.state).toBe('unpaid');
      expect(await flightState(c, 'sent', flight.code)).toBe('unpaid');
      expect(await ok(postJson('/api/payment/payall', c.token))).toMatchObject({ paid: 5.4, balance: 51.4 });
      expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 4860, paid: true });

      // Not personal after all: back to 43.20, the 5.40 paid above the price returns to the balance.
      const cheaper = await ok(declare(c, parcel, false));
      expect(cheaper.product).toMatchObject({ price: 43.2, state: 'paid' });
      expect((await linesOf(parcel._id)).map((l) => [l.kind, l.amount, l.tariffType, l.settled])).toEqual([
        ['charge', 4320, 1, true],
        ['correction', 540, 3, true],
        ['correction', -540, 1, true],
      ]);
      expect(await ledger(c)).toEqual({ balance: 10_000 - 4320, rows: 4, refunds: 540 });
      expect(await debt(c)).toBe(0);
      expect((await invoice(c, flight.code)).invoice).toMatchObject({ state: 'paid', transportPrice: 43.2 });
      expect((await postJson('/api/payment/payall', c.token)).statusCode).toBe(409);

      await arrive(flight.id);
      expect(await ok(handover([parcel._id]))).toMatchObject({ handedOver: 1 });
    });

    it('leaves the charge alone when the declaration changes without changing the tariff type', async () => {
      const c = await signupCustomer(t.app);
      const { parcel } = await labelParcelOnFlight(c, '1.000');
      await withMovedPrices('3.1000', { 1: '10.00' }, async () => {
        await ok(declare(c, parcel, false));
        const edited = await postJson('/api/product/updateProduct', c.token, {
          productId: parcel._id,
          productOrderId: parcel.productOrderId,
          productName: '_BAGS_',
          quantity: '2',
          amount: '80',
          currency: 'USD',
          shop: '_AMAZON_',
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(body(edited).product).toMatchObject({ price: 21.6, state: 'unpaid' });
      });
      expect(await linesOf(parcel._id)).toHaveLength(1);
      expect(await debt(c)).toBe(21.6);
    });
  });
});
