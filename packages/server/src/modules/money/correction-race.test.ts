// Payments racing corrections (issue 4, architecture §5): re-weighs by the warehouse and the customer's
// personal-parcel switch write correction lines while the same customer pays, round after round. After
// every round: a parcel is paid exactly when none of its lines is unpaid, its price is the sum of its
// lines, the balance is the sum of the ledger, the debt is the sum of the unpaid lines, and every
// payment or refund row settles exactly the lines that point at it. Meaningful on PostgreSQL, where the
// transactions really overlap; PGlite runs them one after another and must agree all the same.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { parcels } from '../../db/schema/index.ts';
import { chargeParcel } from './charging.service.ts';
import { post } from './ledger.ts';

const USA = 2;
const ROUNDS = 30;
const WEIGHTS = ['1.000', '2.000', '0.500', '1.500', '0.750'];

describe.each(testDatabases)('payments racing corrections on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const reweigh = (parcelId: string, weightKg: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.update(parcels).set({ weightKg }).where(eq(parcels.id, parcelId));
      return chargeParcel(tx, parcelId, null, 'reweighed');
    });

  async function assertConsistent(accountId: string, token: string, round: number) {
    const at = `round ${round}`;
    const rows = await t.database.query<{
      id: string;
      paid: boolean;
      price: string | null;
      total: string;
      unpaid_lines: string;
      unpaid_sum: string;
    }>(
      `select p.id, p.paid, p.price_tetri as price,
              coalesce(sum(il.amount_tetri), 0) as total,
              count(il.id) filter (where il.paid_by_ledger_id is null) as unpaid_lines,
              coalesce(sum(il.amount_tetri) filter (where il.paid_by_ledger_id is null), 0) as unpaid_sum
         from parcels p left join invoice_lines il on il.parcel_id = p.id
        where p.account_id = $1 group by p.id`,
      [accountId],
    );
    let unpaidTotal = 0;
    for (const r of rows) {
      expect(r.paid, `${at}: parcel ${r.id} paid ⇔ no unpaid line`).toBe(Number(r.unpaid_lines) === 0);
      expect(Number(r.price), `${at}: price = sum of lines`).toBe(Number(r.total));
      // Unpaid lines are a debt: they never net to zero or below (those are settled at once).
      if (Number(r.unpaid_lines) > 0) expect(Number(r.unpaid_sum), at).toBeGreaterThan(0);
      unpaidTotal += Number(r.unpaid_sum);
    }
    const [ledger] = await t.database.query<{ sum: string; balance: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    expect(Number(ledger!.balance), `${at}: balance = sum(ledger)`).toBe(Number(ledger!.sum));
    const debt = body(await t.app.inject({ url: '/api/product/debtSum', headers: bearer(token) })).deptSum;
    expect(Math.round(debt * 100), `${at}: debt = sum(unpaid lines)`).toBe(unpaidTotal);
    const settled = await t.database.query<{ id: string; kind: string; amount: string; lines: string }>(
      `select l.id, l.kind, l.amount_tetri as amount, coalesce(sum(il.amount_tetri), 0) as lines
         from ledger_entries l left join invoice_lines il on il.paid_by_ledger_id = l.id
        where l.account_id = $1 and l.kind in ('payment', 'refund') group by l.id, l.kind, l.amount_tetri`,
      [accountId],
    );
    for (const s of settled)
      expect(Number(s.amount), `${at}: ${s.kind} ${s.id} settles its lines`).toBe(-Number(s.lines));
  }

  it(`keeps paid flags, debt and ledger exact over ${ROUNDS} rounds of payments racing corrections`, async () => {
    const c = await signupCustomer(t.app);
    const flightA = await createFlight(t.database, USA);
    const flightB = await createFlight(t.database, USA);
    const declared = [];
    for (const flight of [flightA, flightA, flightB]) {
      const parcel = await declareParcel(t.app, c.token);
      await shipParcel(t.database, parcel._id, flight.id, '1.000');
      declared.push(parcel);
    }
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri: 1_000_000, kind: 'adjustment', reason: 'test' }),
    );

    const payStatuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const flip = declared[0]!;
      const personal = round % 2 === 0;
      const weight = (i: number) => WEIGHTS[(round + i) % WEIGHTS.length]!;
      // Started interleaved, so payments and corrections of the same parcels overlap.
      const pays = [postJson('/api/payment/payall', c.token)];
      const corrections = [reweigh(declared[1]!._id, weight(0)), reweigh(declared[2]!._id, weight(1))];
      pays.push(postJson('/api/payment/payFlightId', c.token, { flightId: flightA.code }));
      const declaration = postJson('/api/product/updateProduct', c.token, {
        productId: flip._id,
        productOrderId: flip.productOrderId,
        productName: '_SHOES_',
        quantity: '1',
        amount: '50',
        currency: 'USD',
        ...(personal ? { personalParcel: true, senderName: 'Nino Beridze' } : { shop: '_AMAZON_' }),
      });
      corrections.push(reweigh(declared[1]!._id, weight(3)));
      pays.push(postJson('/api/payment/payFlightId', c.token, { flightId: flightB.code }));
      const [paid, declared0] = await Promise.all([Promise.all(pays), declaration, Promise.all(corrections)]);
      expect(declared0.statusCode, declared0.body).toBe(200);
      payStatuses.push(...paid.map((r) => r.statusCode));
      await assertConsistent(c.candidate._id, c.token, round);
    }
    // Payments either pay or find nothing left (the balance is never short), and some did pay.
    expect(payStatuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(payStatuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    // What is still owed can be paid, and then nothing is owed.
    const rest = await postJson('/api/payment/payall', c.token);
    expect([200, 409]).toContain(rest.statusCode);
    await assertConsistent(c.candidate._id, c.token, ROUNDS);
    expect(body(await t.app.inject({ url: '/api/product/debtSum', headers: bearer(c.token) })).deptSum).toBe(
      0,
    );
  });
});
