// The customer's statement and receipts (issue 20 §5), through HTTP on both databases: a card top-up, a
// flight paid from the balance, a staff correction and a counter payment, listed newest first with method,
// reference and the balance after each; pages by cursor; a period in Tbilisi dates; the CSV (BOM, headers
// in the asked language); PDF receipts read back (amount, reference, customer), for the owner only.
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { call, staffSession } from '../../test/staff-sessions.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from './ledger.ts';

const USA = 2;

describe.each(testDatabases)('statement and receipts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** A credited card order, as the gateway's callback leaves it. */
  async function cardTopup(accountId: string, tetri: number) {
    return t.database.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(paymentOrders)
        .values({ accountId, amountTetri: tetri, state: 'paid', gateway: 'simulator' })
        .returning({ id: paymentOrders.id });
      const ledgerId = await post(tx, { accountId, amountTetri: tetri, kind: 'topup', ref: order!.id });
      return { orderId: order!.id, ledgerId };
    });
  }

  /** A customer with every kind of entry: card top-up, flight payment, correction, counter payment. */
  async function customerWithHistory() {
    const c = await signupCustomer(t.app);
    const id = c.candidate._id;
    const card = await cardTopup(id, 50_00);
    const paidFlight = await createFlight(t.database, USA);
    const p1 = await declareParcel(t.app, c.token, { branches: 'didube' });
    const charge1 = await shipParcel(t.database, p1._id, paidFlight.id, '1.000');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payFlightId',
      headers: bearer(c.token),
      payload: { flightId: paidFlight.code },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: id, amountTetri: -5_00, kind: 'adjustment', reason: 'Duplicate credit' }),
    );
    const counterFlight = await createFlight(t.database, USA);
    const p2 = await declareParcel(t.app, c.token, { branches: 'didube' });
    const charge2 = await shipParcel(t.database, p2._id, counterFlight.id, '2.000');
    await landFlight(t.database, counterFlight.id);
    const op = await staffSession(t, 'operator');
    const receipt = await call(t, op.token, 'POST', '/api/admin/counter/payments', {
      customerId: id,
      flights: [counterFlight.code],
      amount: charge2.totalTetri / 100,
      method: 'cash',
      branch: 'didube',
      idempotencyKey: randomUUID(),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    return {
      ...c,
      id,
      card,
      paidFlight: { code: paidFlight.code, tetri: charge1.totalTetri },
      counter: {
        code: counterFlight.code,
        tetri: charge2.totalTetri,
        number: body(receipt).receipt.number as number,
      },
    };
  }

  it('lists every entry newest first with method, reference and the running balance, page by page', async () => {
    const c = await customerWithHistory();
    const res = await get(c.token, '/api/money/statement');
    expect(res.statusCode, res.body).toBe(200);
    const { entries, next } = body(res);
    expect(next).toBeNull();
    const pay1 = c.paidFlight.tetri / 100;
    const pay2 = c.counter.tetri / 100;
    expect(entries).toMatchObject([
      { kind: 'payment', method: 'balance', reference: c.counter.code, amount: -pay2, receipt: true },
      {
        kind: 'topup',
        method: 'counter',
        channel: 'cash',
        reference: `№${c.counter.number}`,
        amount: pay2,
        receipt: true,
      },
      { kind: 'adjustment', method: 'correction', reference: 'Duplicate credit', amount: -5, receipt: false },
      { kind: 'payment', method: 'balance', reference: c.paidFlight.code, amount: -pay1, receipt: true },
      {
        kind: 'topup',
        method: 'card',
        channel: 'simulator',
        reference: c.card.orderId,
        amount: 50,
        balanceAfter: 50,
        receipt: true,
      },
    ]);
    // Each balance is the one below it plus the entry's amount; the newest is the account's balance.
    for (let i = 0; i < entries.length - 1; i++)
      expect(entries[i].balanceAfter).toBeCloseTo(entries[i + 1].balanceAfter + entries[i].amount, 2);
    expect(entries[0].balanceAfter).toBeCloseTo(50 - pay1 - 5, 2);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/money/statement?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = body(await get(c.token, url));
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((e: { id: string }) => e.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(entries.map((e: { id: string }) => e.id));

    expect((await get(c.token, '/api/money/statement?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/money/statement' })).statusCode).toBe(401);
  });

  it('filters by Tbilisi dates, both included', async () => {
    const c = await signupCustomer(t.app);
    const id = c.candidate._id;
    const early = await cardTopup(id, 10_00);
    const late = await cardTopup(id, 20_00);
    // 20:30 UTC on 10 January is 00:30 on the 11th in Tbilisi.
    await t.database.query(`update ledger_entries set created_at = $2 where id = $1`, [
      early.ledgerId,
      '2026-01-10T20:30:00Z',
    ]);
    await t.database.query(`update ledger_entries set created_at = $2 where id = $1`, [
      late.ledgerId,
      '2026-01-12T19:59:00Z',
    ]);
    const ids = async (query: string) =>
      body(await get(c.token, `/api/money/statement?${query}`)).entries.map((e: { id: string }) =>
        Number(e.id),
      );
    expect(await ids('from=2026-01-11&to=2026-01-11')).toEqual([early.ledgerId]);
    expect(await ids('to=2026-01-10')).toEqual([]);
    expect(await ids('from=2026-01-12&to=2026-01-12')).toEqual([late.ledgerId]);
    expect(await ids('from=2026-01-11')).toEqual([late.ledgerId, early.ledgerId]);
    const filtered = body(await get(c.token, '/api/money/statement?from=2026-01-12'));
    // The balance after an entry counts the entries before the period too.
    expect(filtered.entries[0].balanceAfter).toBe(30);
    expect((await get(c.token, '/api/money/statement?from=2026-13-01')).statusCode).toBe(400);
  });

  it('exports the period as CSV with a byte order mark, in the account’s language or the one asked', async () => {
    const c = await customerWithHistory();
    const ka = await get(c.token, '/api/money/statement.csv');
    expect(ka.statusCode, ka.body).toBe(200);
    expect(ka.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(ka.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    expect(ka.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(ka.body.slice(1).split('\r\n')[0]).toBe(
      'თარიღი,ოპერაცია,გადახდის საშუალება,მითითება,თანხა (₾),ბალანსი (₾)',
    );

    const en = await get(c.token, '/api/money/statement.csv?lang=en');
    const rows = Papa.parse<string[]>(en.body.slice(1).trim()).data;
    expect(rows[0]).toEqual(['Date', 'Operation', 'Method', 'Reference', 'Amount (GEL)', 'Balance (GEL)']);
    expect(rows).toHaveLength(6);
    expect(rows.at(-1)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      'Top-up',
      'Card (Georgian Card)',
      c.card.orderId,
      '50.00',
      '50.00',
    ]);
    expect(rows[2]).toEqual([
      expect.any(String),
      'Payment at a branch',
      'At a branch — cash',
      `№${c.counter.number}`,
      (c.counter.tetri / 100).toFixed(2),
      expect.any(String),
    ]);
    const empty = await get(c.token, '/api/money/statement.csv?lang=ru&to=2000-01-01');
    expect(empty.body.slice(1).trim()).toBe('Дата,Операция,Способ оплаты,Основание,Сумма (₾),Баланс (₾)');
  });

  it('makes a PDF receipt for top-ups, counter and flight payments, read back with the amount and reference', async () => {
    const c = await customerWithHistory();
    const entries = body(await get(c.token, '/api/money/statement')).entries as {
      id: string;
      kind: string;
      method: string;
    }[];
    const byMethod = (kind: string, method: string) =>
      entries.find((e) => e.kind === kind && e.method === method)!;

    const card = await get(c.token, `/api/money/receipts/${c.card.ledgerId}.pdf`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['content-disposition']).toMatch(/filename="AM-\d{7}\.pdf"/);
    const ka = await pdfText(card.rawPayload);
    expect(ka).toContain('Amanati');
    expect(ka).toContain('ქვითარი');
    expect(ka).toContain('50.00 GEL');
    expect(ka).toContain(c.card.orderId);
    expect(ka).toContain(c.candidate.AXID);
    expect(ka).toContain('გიორგი მაისურაძე');
    expect(ka).toContain('ბარათით (Georgian Card)');

    const flight = await get(c.token, `/api/money/receipts/${byMethod('payment', 'balance').id}.pdf?lang=en`);
    const en = await pdfText(flight.rawPayload);
    expect(en).toContain('Receipt');
    expect(en).toContain('Flight payment');
    expect(en).toContain(`${(c.counter.tetri / 100).toFixed(2)} GEL`);
    expect(en).toContain(c.counter.code);
    expect(en).toContain('giorgi Maisuradze');

    const counter = await get(c.token, `/api/money/receipts/${byMethod('topup', 'counter').id}.pdf?lang=ru`);
    const ru = await pdfText(counter.rawPayload);
    expect(ru).toContain('Квитанция');
    expect(ru).toContain(`№${c.counter.number}`);
    expect(ru).toContain('В филиале — наличными');
  });

  it('answers 404 for another account’s entry, a correction and an unknown id', async () => {
    const c = await customerWithHistory();
    const other = await signupCustomer(t.app);
    const adjustment = (
      body(await get(c.token, '/api/money/statement')).entries as { id: string; kind: string }[]
    ).find((e) => e.kind === 'adjustment')!;
    expect((await get(other.token, `/api/money/receipts/${c.card.ledgerId}.pdf`)).statusCode).toBe(404);
    expect((await get(c.token, `/api/money/receipts/${adjustment.id}.pdf`)).statusCode).toBe(404);
    expect((await get(c.token, '/api/money/receipts/999999999.pdf')).statusCode).toBe(404);
    expect((await get(c.token, '/api/money/receipts/abc.pdf')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/money/receipts/${c.card.ledgerId}.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
