// The charging service (issue 4, architecture §5): the tariff type a parcel is charged with, the rate and
// tariff kept on the invoice line, corrections that append instead of editing, refunds of paid parcels that
// turn out cheaper, one invoice per customer and flight — and the ledger agreeing with the balance throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import {
  declareParcel,
  individualPayload,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  signupCustomer,
} from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, staffSession } from '../../test/staff-sessions.ts';
import { chargeParcel } from './charging.service.ts';
import { post } from './ledger.ts';

const USA = 2;

interface Line {
  kind: string;
  amount: number;
  weightKg: string;
  chargeableKg: string;
  tariffType: number;
  tariffUsd: string;
  rateUsd: string;
  paidBy: string | null;
  reason: string | null;
  invoiceId: string;
}

describe.each(testDatabases)('charging on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** The balance and the sum of the ledger rows, asserted equal on every call. */
  async function ledger(accountId: string) {
    const [row] = await t.database.query<{ sum: string; balance: string; rows: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select count(*) from ledger_entries where account_id = $1) as rows,
              (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    const out = { sum: Number(row!.sum), balance: Number(row!.balance), rows: Number(row!.rows) };
    expect(out.balance, 'balance == sum(ledger)').toBe(out.sum);
    return out;
  }

  async function linesOf(parcelId: string): Promise<Line[]> {
    const rows = await t.database.query<
      // A bigint comes back as a number from PGlite and as a string from node-postgres.
      Record<string, unknown> & { paid_by_ledger_id: number | string | null; reason: string | null }
    >(`select * from invoice_lines where parcel_id = $1 order by created_at, kind`, [parcelId]);
    return rows.map((r) => ({
      kind: String(r.kind),
      amount: Number(r.amount_tetri),
      weightKg: String(r.weight_kg),
      chargeableKg: String(r.chargeable_kg),
      tariffType: Number(r.tariff_type),
      tariffUsd: String(r.tariff_usd),
      rateUsd: String(r.rate_usd),
      paidBy: r.paid_by_ledger_id === null ? null : String(r.paid_by_ledger_id),
      reason: r.reason,
      invoiceId: String(r.invoice_id),
    }));
  }

  async function parcelRow(parcelId: string) {
    const [row] = await t.database.query<{ price_tetri: number | null; paid: boolean }>(
      'select price_tetri, paid from parcels where id = $1',
      [parcelId],
    );
    return { priceTetri: row!.price_tetri === null ? null : Number(row!.price_tetri), paid: row!.paid };
  }

  /** The warehouse weighs the parcel again: new weight by SQL, then the charging service in a transaction. */
  async function reweigh(parcelId: string, weightKg: string, reason = 'reweighed') {
    await t.database.query('update parcels set weight_kg = $1 where id = $2', [weightKg, parcelId]);
    return t.database.db.transaction((tx) => chargeParcel(tx, parcelId, null, reason));
  }

  const credit = (accountId: string, amountTetri: number) =>
    t.database.db.transaction((tx) =>
      post(tx, { accountId, amountTetri, kind: 'adjustment', reason: 'test credit' }),
    );
  const debt = async (token: string) => body(await get('/api/product/debtSum', token)).deptSum as number;
  const invoice = async (token: string, flightCode: string) => {
    const res = await get(`/api/invoice/get/${flightCode}`, token);
    expect(res.statusCode).toBe(200);
    return body(res);
  };

  async function signupFile(overrides: Record<string, unknown>, file = { name: 'x.pdf', data: PDF_BYTES }) {
    const parts = multipart(individualPayload(overrides), file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signupFile',
      payload: parts.payload,
      headers: parts.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = body(res).token as string;
    const info = body(await get('/api/authorization/userInformation', token));
    return { token, candidate: info.candidate as { _id: string; AXID: string; type: number } };
  }

  it('charges a personal parcel with tariff type 3 and an ordinary one of the same customer with type 1', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const personal = await declareParcel(t.app, token, {
      personalParcel: true,
      senderName: 'Nino Beridze',
      shop: undefined,
    });
    const bought = await declareParcel(t.app, token);
    const flight = await createFlight(t.database, USA);

    const p = await shipParcel(t.database, personal._id, flight.id, '1.000');
    expect(p.amountTetri).toBe(2430); // 1 × 9.00 × 2.6999 = 24.2991
    const b = await shipParcel(t.database, bought._id, flight.id, '1.000');
    expect(b.amountTetri).toBe(2160); // 1 × 8.00 × 2.6999 = 21.5992

    expect(await linesOf(personal._id)).toMatchObject([
      { kind: 'charge', tariffType: 3, tariffUsd: '9.00', rateUsd: '2.6999', amount: 2430 },
    ]);
    expect(await linesOf(bought._id)).toMatchObject([
      { kind: 'charge', tariffType: 1, tariffUsd: '8.00', amount: 2160 },
    ]);
    const inv = await invoice(token, flight.code);
    const byId = Object.fromEntries(inv.products.map((x: { _id: string }) => [x._id, x]));
    expect(byId[personal._id]).toMatchObject({ tariffType: 3, tariff: 9, price: 24.3 });
    expect(byId[bought._id]).toMatchObject({ tariffType: 1, tariff: 8, price: 21.6 });
    expect(inv.invoice.additionalInformation.allSum).toBe(45.9);
    // Signed up as "giorgi": the printed receiver line has the capital a shop expects (review #15).
    expect(inv.invoice.receiver).toBe(`Giorgi Maisuradze ${candidate.AXID}`);
    expect(await debt(token)).toBe(45.9);
    expect(await ledger(candidate._id)).toMatchObject({ sum: 0, rows: 0 });
  });

  it('charges a verified organisation with tariff type 2 and an entrepreneur with type 1', async () => {
    const org = await signupFile({
      type: 2,
      orgName: 'შპს ამანათი',
      orgNameEn: 'Amanati Trade LLC',
      orgId: '204567891',
      personId: undefined,
    });
    expect(org.candidate.type).toBe(2);
    // The organisation tariff needs an admin's check of the extract (finding 8; customers.organisation.test).
    const admin = await staffSession(t, 'admin');
    const verified = await call(
      t,
      admin.token,
      'POST',
      `/api/admin/customers/${org.candidate._id}/verification`,
      {
        verified: true,
      },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const ent = await signupFile({ type: 2, indEntrepreneur: 'true' }, { name: 'x.png', data: PNG_BYTES });
    const flight = await createFlight(t.database, USA);

    const orgParcel = await declareParcel(t.app, org.token);
    const entParcel = await declareParcel(t.app, ent.token);
    expect((await shipParcel(t.database, orgParcel._id, flight.id, '1.000')).amountTetri).toBe(2025); // 7.50 × 2.6999 = 20.24925
    expect((await shipParcel(t.database, entParcel._id, flight.id, '1.000')).amountTetri).toBe(2160);
    expect(await linesOf(orgParcel._id)).toMatchObject([{ tariffType: 2, tariffUsd: '7.50' }]);
    expect(await linesOf(entParcel._id)).toMatchObject([{ tariffType: 1, tariffUsd: '8.00' }]);

    const inv = await invoice(org.token, flight.code);
    expect(inv.invoice.receiver).toBe(`Amanati Trade LLC ${org.candidate.AXID}`);
    expect(inv.invoice.additionalInformation).toMatchObject({
      userType: 2,
      orgId: '204567891',
      allSum: 20.25,
    });
    expect(inv.products).toMatchObject([{ tariffType: 2, tariff: 7.5, price: 20.25 }]);

    // A personal parcel of the organisation is still type 3.
    const personal = await declareParcel(t.app, org.token, {
      personalParcel: true,
      senderName: 'Nino',
      shop: undefined,
    });
    expect((await shipParcel(t.database, personal._id, flight.id, '1.000')).amountTetri).toBe(2430);
    expect(await linesOf(personal._id)).toMatchObject([{ tariffType: 3, tariffUsd: '9.00' }]);
  });

  it('keeps the rate and tariff used on the invoice line when the rate changes later', async () => {
    const { token } = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const parcel = await declareParcel(t.app, token);
    await shipParcel(t.database, parcel._id, flight.id, '2.000'); // 2 × 8 × 2.6999 = 43.1984
    const [rate] = await t.database.query<{ id: string }>(
      `insert into rates (currency, rate, valid_on, source, created_at)
       values ('USD', '3.1000', '2099-01-01', 'manual', now() + interval '1 minute') returning id`,
    );
    const [tariffBefore] = await t.database.query<{ amount_usd: string }>(
      'select amount_usd from tariffs where country = 2 and type = 1',
    );
    await t.database.query(`update tariffs set amount_usd = '10.00' where country = 2 and type = 1`);
    try {
      const inv = await invoice(token, flight.code);
      expect(inv.products).toMatchObject([
        { _id: parcel._id, rate: { USD: 2.6999 }, tariff: 8, priceUsd: 16, price: 43.2 },
      ]);
      expect(inv.invoice.additionalInformation.allSum).toBe(43.2);
      expect(await debt(token)).toBe(43.2);
      expect(await linesOf(parcel._id)).toMatchObject([
        { rateUsd: '2.6999', tariffUsd: '8.00', amount: 4320 },
      ]);

      // A parcel charged now uses the new rate and tariff: 1 × 10.00 × 3.1 = 31.00.
      const later = await declareParcel(t.app, token);
      expect((await shipParcel(t.database, later._id, flight.id, '1.000')).amountTetri).toBe(3100);
      expect(await linesOf(later._id)).toMatchObject([{ rateUsd: '3.1000', tariffUsd: '10.00' }]);
      // …and the first one still shows what it was charged with.
      const again = await invoice(token, flight.code);
      const first = again.products.find((p: { _id: string }) => p._id === parcel._id);
      expect(first).toMatchObject({ rate: { USD: 2.6999 }, tariff: 8, price: 43.2 });
      expect(again.invoice.additionalInformation.allSum).toBe(74.2);
    } finally {
      await t.database.query('delete from rates where id = $1', [rate!.id]);
      await t.database.query('update tariffs set amount_usd = $1 where country = 2 and type = 1', [
        tariffBefore!.amount_usd,
      ]);
    }
  });

  it('appends a correction line on a re-weigh and never edits the first one', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const parcel = await declareParcel(t.app, token);
    await shipParcel(t.database, parcel._id, flight.id, '1.000');
    const [original] = await linesOf(parcel._id);
    expect(original).toMatchObject({ kind: 'charge', amount: 2160, weightKg: '1.000' });

    const heavier = await reweigh(parcel._id, '2.000', 'scale error');
    expect(heavier).toMatchObject({ amountTetri: 2160, totalTetri: 4320 });
    let lines = await linesOf(parcel._id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual(original);
    expect(lines[1]).toMatchObject({
      kind: 'correction',
      amount: 2160,
      weightKg: '2.000',
      chargeableKg: '2.000',
      reason: 'scale error',
      paidBy: null,
      invoiceId: original!.invoiceId,
    });
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 4320, paid: false });
    let inv = await invoice(token, flight.code);
    expect(inv.products).toMatchObject([{ weight: 2, actualWeight: 2, price: 43.2, state: 'unpaid' }]);
    expect(inv.invoice.additionalInformation).toMatchObject({ allSum: 43.2, allWeight: 2 });
    expect(await debt(token)).toBe(43.2);

    // The same weight again: nothing to correct, no line.
    expect(await reweigh(parcel._id, '2.000')).toMatchObject({ amountTetri: 0, totalTetri: 4320 });
    expect(await linesOf(parcel._id)).toHaveLength(2);

    // Lighter while unpaid: a negative correction, the debt follows, no money moves.
    expect(await reweigh(parcel._id, '0.500')).toMatchObject({ amountTetri: -3240, totalTetri: 1080 });
    lines = await linesOf(parcel._id);
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['charge', 2160],
      ['correction', 2160],
      ['correction', -3240],
    ]);
    expect(lines[0]).toEqual(original);
    inv = await invoice(token, flight.code);
    expect(inv.products).toMatchObject([{ weight: 0.5, price: 10.8, state: 'unpaid' }]);
    expect(inv.invoice.transportPrice).toBe(10.8);
    expect(await debt(token)).toBe(10.8);
    expect(await ledger(candidate._id)).toMatchObject({ sum: 0, rows: 0 });
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 1080, paid: false });

    // The volume can win on a re-measure, too: 40×30×20/6000 = 4 kg.
    await t.database.query('update parcels set length_cm = 40, width_cm = 30, height_cm = 20 where id = $1', [
      parcel._id,
    ]);
    expect(await reweigh(parcel._id, '0.500')).toMatchObject({ totalTetri: 8640 }); // 4 × 8 × 2.6999 = 86.3968
    expect((await linesOf(parcel._id)).at(-1)).toMatchObject({ chargeableKg: '4.000', weightKg: '0.500' });
    expect(await debt(token)).toBe(86.4);
  });

  it('turns a paid parcel unpaid when a correction makes it heavier and refunds the difference when lighter', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const parcel = await declareParcel(t.app, token);
    await shipParcel(t.database, parcel._id, flight.id, '1.000'); // 2160
    await credit(candidate._id, 5000);
    expect(await ledger(candidate._id)).toMatchObject({ balance: 5000 });

    const pay = await postJson('/api/payment/payFlightId', token, { flightId: flight.code });
    expect(pay.statusCode).toBe(200);
    expect(await ledger(candidate._id)).toMatchObject({ balance: 2840, rows: 2 });
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 2160, paid: true });

    // Heavier after payment: a new unpaid debt for the difference; what was paid stays paid.
    await reweigh(parcel._id, '1.500'); // 1.5 × 8 × 2.6999 = 32.3988 → 3240, +1080
    const lines = await linesOf(parcel._id);
    expect(lines.map((l) => [l.kind, l.amount, l.paidBy !== null])).toEqual([
      ['charge', 2160, true],
      ['correction', 1080, false],
    ]);
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 3240, paid: false });
    expect(await debt(token)).toBe(10.8);
    const inv = await invoice(token, flight.code);
    expect(inv.invoice.state).toBe('unpaid');
    expect(inv.products).toMatchObject([{ state: 'unpaid', price: 32.4 }]);
    const sent = body(await get('/api/product/getswith/sent/0/100', token));
    expect(sent.flights).toMatchObject([{ flightId: flight.code, state: 'unpaid' }]);
    expect(await ledger(candidate._id)).toMatchObject({ balance: 2840, rows: 2 });

    // Paying the difference settles it again.
    const payMore = await postJson('/api/payment/payall', token);
    expect(payMore.statusCode).toBe(200);
    expect(body(payMore)).toMatchObject({ paid: 10.8, balance: 17.6 });
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 3240, paid: true });
    expect(await ledger(candidate._id)).toMatchObject({ balance: 1760, rows: 3 });

    // Lighter after payment: the difference goes back to the balance as a refund row.
    const lighter = await reweigh(parcel._id, '0.500', 'reweighed at the warehouse'); // 1080, −2160
    expect(lighter).toMatchObject({ amountTetri: -2160, totalTetri: 1080 });
    const [refund] = await t.database.query<{
      id: string;
      amount_tetri: string;
      ref: string;
      reason: string;
    }>(`select id, amount_tetri, ref, reason from ledger_entries where account_id = $1 and kind = 'refund'`, [
      candidate._id,
    ]);
    expect(Number(refund!.amount_tetri)).toBe(2160);
    expect(refund!.reason).toBe('reweighed at the warehouse');
    const last = (await linesOf(parcel._id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'correction', amount: -2160, paidBy: String(refund!.id) });
    expect(refund!.ref).toBe(
      (
        await t.database.query<{ id: string }>(
          `select id from invoice_lines where parcel_id = $1 and amount_tetri = -2160`,
          [parcel._id],
        )
      )[0]!.id,
    );
    expect(await ledger(candidate._id)).toMatchObject({ balance: 3920, rows: 4 });
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 1080, paid: true });
    expect(await debt(token)).toBe(0);
    const after = await invoice(token, flight.code);
    expect(after.invoice).toMatchObject({ state: 'paid', transportPrice: 10.8 });
    expect((await postJson('/api/payment/payall', token)).statusCode).toBe(409);
    expect(body(await get('/api/authorization/userInformation', token)).candidate.balance).toBe(39.2);
  });

  it('settles a paid parcel whose heavier correction is corrected back, and refunds what was paid above the price', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const parcel = await declareParcel(t.app, token);
    await shipParcel(t.database, parcel._id, flight.id, '1.000'); // 2160
    await credit(candidate._id, 2160);
    expect((await postJson('/api/payment/payFlightId', token, { flightId: flight.code })).statusCode).toBe(
      200,
    );
    expect(await ledger(candidate._id)).toMatchObject({ balance: 0, rows: 2 });

    // A scale error (+1080, unpaid) corrected back to the weight that was paid: nothing is owed any more.
    await reweigh(parcel._id, '1.500');
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 3240, paid: false });
    await reweigh(parcel._id, '1.000');
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 2160, paid: true });
    expect(await debt(token)).toBe(0);
    expect((await invoice(token, flight.code)).invoice.state).toBe('paid');
    expect(body(await get('/api/product/getswith/sent/0/100', token)).flights[0].state).toBe('paid');
    expect((await linesOf(parcel._id)).every((l) => l.paidBy !== null)).toBe(true);
    expect(await ledger(candidate._id)).toMatchObject({ balance: 0, rows: 2 });

    // Heavier again (unpaid +1080), then lighter than what was paid: the unpaid difference is dropped
    // and what was paid above the new price (2160 − 1080) comes back, once.
    await reweigh(parcel._id, '1.500');
    expect(await debt(token)).toBe(10.8);
    await reweigh(parcel._id, '0.500'); // 1080
    expect(await parcelRow(parcel._id)).toEqual({ priceTetri: 1080, paid: true });
    expect(await debt(token)).toBe(0);
    const refunds = await t.database.query<{ amount_tetri: string }>(
      `select amount_tetri from ledger_entries where account_id = $1 and kind = 'refund'`,
      [candidate._id],
    );
    expect(refunds.map((r) => Number(r.amount_tetri))).toEqual([1080]);
    expect(await ledger(candidate._id)).toMatchObject({ balance: 1080, rows: 3 });
    expect((await postJson('/api/payment/payall', token)).statusCode).toBe(409);
    // Every ledger row settles exactly the lines that point at it: payment −2160 ↔ lines +2160, refund +1080 ↔ lines −1080.
    const settled = await t.database.query<{ amount: string; lines: string }>(
      `select l.amount_tetri as amount, coalesce(sum(il.amount_tetri), 0) as lines
         from ledger_entries l left join invoice_lines il on il.paid_by_ledger_id = l.id
        where l.account_id = $1 and l.kind <> 'adjustment' group by l.id, l.amount_tetri`,
      [candidate._id],
    );
    for (const row of settled) expect(Number(row.amount)).toBe(-Number(row.lines));
  });

  it('keeps one invoice per customer and flight', async () => {
    const alice = await signupCustomer(t.app);
    const bob = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const other = await createFlight(t.database, USA);
    const a1 = await declareParcel(t.app, alice.token);
    const a2 = await declareParcel(t.app, alice.token);
    const a3 = await declareParcel(t.app, alice.token);
    const b1 = await declareParcel(t.app, bob.token);

    const c1 = await shipParcel(t.database, a1._id, flight.id, '1.000');
    const c2 = await shipParcel(t.database, a2._id, flight.id, '0.450');
    const cb = await shipParcel(t.database, b1._id, flight.id, '3.000');
    const c3 = await shipParcel(t.database, a3._id, other.id, '1.000');
    expect(c2.invoiceId).toBe(c1.invoiceId);
    expect(cb.invoiceId).not.toBe(c1.invoiceId);
    expect(c3.invoiceId).not.toBe(c1.invoiceId);

    const rows = await t.database.query<{ account_id: string; flight_id: string; number: string }>(
      'select account_id, flight_id, number from invoices where flight_id in ($1, $2) order by number',
      [flight.id, other.id],
    );
    expect(rows).toHaveLength(3);
    expect(
      rows.filter((r) => r.account_id === alice.candidate._id && r.flight_id === flight.id),
    ).toHaveLength(1);
    expect(new Set(rows.map((r) => r.number)).size).toBe(3);

    const ai = await invoice(alice.token, flight.code);
    const bi = await invoice(bob.token, flight.code);
    expect(ai.invoice.invoiceUnicId).toBe(
      rows.find((r) => r.account_id === alice.candidate._id && r.flight_id === flight.id)!.number,
    );
    expect(ai.invoice.invoiceUnicId).not.toBe(bi.invoice.invoiceUnicId);
    expect(ai.products.map((p: { _id: string }) => p._id).sort()).toEqual([a1._id, a2._id].sort());
    expect(ai.invoice.additionalInformation.allSum).toBe(31.32); // 21.60 + 9.72
    expect(bi.products.map((p: { _id: string }) => p._id)).toEqual([b1._id]);
    expect(bi.invoice.AXID).toBe(bob.candidate.AXID);
    // A re-charge lands on the same invoice.
    expect((await reweigh(a2._id, '0.900')).invoiceId).toBe(c1.invoiceId);
    expect((await invoice(alice.token, flight.code)).invoice.invoiceUnicId).toBe(ai.invoice.invoiceUnicId);
    expect(body(await get(`/api/invoice/get/${other.code}`, alice.token)).products).toHaveLength(1);
    expect((await get(`/api/invoice/get/${other.code}`, bob.token)).statusCode).toBe(404);
  });

  it('refuses to charge a parcel that is not weighed or not on a flight', async () => {
    const { token } = await signupCustomer(t.app);
    const parcel = await declareParcel(t.app, token);
    const charge = () => t.database.db.transaction((tx) => chargeParcel(tx, parcel._id, null));
    await expect(charge()).rejects.toMatchObject({ statusCode: 409, code: 'parcel_not_on_flight' });
    const flight = await createFlight(t.database, USA);
    await t.database.query(`update parcels set flight_id = $1 where id = $2`, [flight.id, parcel._id]);
    await expect(charge()).rejects.toMatchObject({ statusCode: 409, code: 'parcel_not_weighed' });
    await expect(
      t.database.db.transaction((tx) => chargeParcel(tx, '00000000-0000-4000-8000-000000000000', null)),
    ).rejects.toMatchObject({ statusCode: 404, code: MSG.notFound });
    expect(await linesOf(parcel._id)).toEqual([]);
    expect((await get(`/api/invoice/get/${flight.code}`, token)).statusCode).toBe(404);
  });
});
