/** Customers in the back office: search, profile, and the admin-only ledger adjustment. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { MAX_ADJUSTMENT_TETRI, MAX_BALANCE_TETRI } from '@amanati/shared/money';
import { post } from '../money/ledger.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

describe.each(testDatabases)('back office: customers on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  let customer: Awaited<ReturnType<typeof signupCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
    customer = await signupCustomer(t.app, { nameEn: 'Tamar', lastNameEn: 'Beridze', phone: '577112233' });
  });
  afterAll(() => t.close());

  const ledger = async (accountId: string) => {
    const [row] = await t.database.query<{ sum: string; balance: string }>(
      `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
        (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    return { sum: Number(row!.sum), balance: Number(row!.balance) };
  };
  const search = async (q: string) =>
    body(await call(t, operator.token, 'GET', `/api/admin/customers?q=${encodeURIComponent(q)}`));

  it('finds a customer by AXID, e-mail, phone, personal id and names, never staff', async () => {
    const { candidate, payload } = customer;
    for (const q of [
      candidate.AXID,
      candidate.AXID.toLowerCase(),
      String(payload.email).toUpperCase(),
      '577112233',
      String(payload.personId),
      'tamar beridze',
      'Beridze',
    ]) {
      const found = await search(q);
      expect(found.success, q).toBe(true);
      expect(
        found.customers.map((c: { AXID: string }) => c.AXID),
        q,
      ).toContain(candidate.AXID);
    }
    expect((await search(admin.email)).customers).toEqual([]);
    expect((await search('100%_no_such')).customers).toEqual([]);
    const [first] = (await search(candidate.AXID)).customers;
    expect(first).toMatchObject({ _id: candidate._id, AXID: candidate.AXID, balance: 0, deptSum: 0 });
  });

  it('pages the list and refuses bad paging', async () => {
    await signupCustomer(t.app);
    const page = body(await call(t, operator.token, 'GET', '/api/admin/customers?limit=1&skip=1'));
    expect(page.customers).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect((await call(t, operator.token, 'GET', '/api/admin/customers?limit=1000')).statusCode).toBe(400);
    expect((await call(t, operator.token, 'GET', '/api/admin/customers?skip=-1')).statusCode).toBe(400);
  });

  it('shows the profile: candidate, parcels with flight, price and paid, ledger and courier orders', async () => {
    const c = await signupCustomer(t.app);
    const a = await declareParcel(t.app, c.token);
    await declareParcel(t.app, c.token);
    const flight = await createFlight(t.database, 2);
    const charge = await shipParcel(t.database, a._id, flight.id, '1.000');
    const res = await call(t, operator.token, 'GET', `/api/admin/customers/${c.candidate._id}`);
    expect(res.statusCode).toBe(200);
    const p = body(res);
    expect(p.candidate).toMatchObject({
      AXID: c.candidate.AXID,
      balance: 0,
      deptSum: charge.amountTetri / 100,
    });
    expect(p.products).toHaveLength(2);
    const shipped = p.products.find((x: { _id: string }) => x._id === a._id);
    expect(shipped).toMatchObject({
      status: 'sent',
      flightId: flight.code,
      price: charge.amountTetri / 100,
      paid: false,
      state: 'unpaid',
    });
    expect(p.ledger).toEqual([]);
    expect(p.courierOrders).toEqual([]);
    // Staff are not customers; an id that is not one is refused before any query.
    expect((await call(t, operator.token, 'GET', `/api/admin/customers/${admin.id}`)).statusCode).toBe(404);
    expect((await call(t, operator.token, 'GET', '/api/admin/customers/not-a-uuid')).statusCode).toBe(400);
  });

  it('pages the profile: parcels and ledger rows separately, newest first, with their totals', async () => {
    const c = await signupCustomer(t.app);
    const declared: string[] = [];
    for (let i = 0; i < 5; i++) declared.push((await declareParcel(t.app, c.token))._id);
    for (let i = 1; i <= 5; i++)
      expect(
        (
          await call(t, admin.token, 'POST', `/api/admin/customers/${c.candidate._id}/adjust`, {
            amountTetri: i * 100,
            reason: `Credit ${i}`,
          })
        ).statusCode,
      ).toBe(200);
    const profile = async (query: string) => {
      const res = await call(t, operator.token, 'GET', `/api/admin/customers/${c.candidate._id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body(res);
    };

    const all = await profile('');
    expect(all).toMatchObject({ productsCount: 5, ledgerCount: 5 });
    expect(all.products.map((p: { _id: string }) => p._id)).toEqual([...declared].reverse());
    expect(all.ledger.map((l: { reason: string }) => l.reason)).toEqual([
      'Credit 5',
      'Credit 4',
      'Credit 3',
      'Credit 2',
      'Credit 1',
    ]);

    const pages = await Promise.all(
      [0, 2, 4].map((skip) =>
        profile(`?parcelsSkip=${skip}&parcelsLimit=2&ledgerSkip=${skip}&ledgerLimit=2`),
      ),
    );
    expect(pages.map((p) => p.products.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.products.map((x: { _id: string }) => x._id))).toEqual(
      [...declared].reverse(),
    );
    expect(pages.flatMap((p) => p.ledger.map((l: { reason: string }) => l.reason))).toEqual(
      all.ledger.map((l: { reason: string }) => l.reason),
    );
    for (const page of pages) expect(page).toMatchObject({ productsCount: 5, ledgerCount: 5 });
    // The two lists page independently.
    const mixed = await profile('?parcelsSkip=4&ledgerLimit=1');
    expect(mixed.products).toHaveLength(1);
    expect(mixed.ledger.map((l: { reason: string }) => l.reason)).toEqual(['Credit 5']);

    for (const bad of ['?parcelsLimit=500', '?ledgerLimit=0', '?parcelsSkip=-1', '?ledgerSkip=x'])
      expect(
        (await call(t, operator.token, 'GET', `/api/admin/customers/${c.candidate._id}${bad}`)).statusCode,
        bad,
      ).toBe(400);
  });

  it('adjusts the balance by a ledger row with reason and actor; balance equals the ledger sum; audited', async () => {
    const id = customer.candidate._id;
    const url = `/api/admin/customers/${id}/adjust`;
    const credit = await call(t, admin.token, 'POST', url, {
      amountTetri: 2550,
      reason: 'Compensation for delay',
    });
    expect(credit.statusCode).toBe(200);
    expect(body(credit)).toMatchObject({ success: true, balance: 25.5 });
    expect(await ledger(id)).toEqual({ sum: 2550, balance: 2550 });

    const debit = await call(t, admin.token, 'POST', url, { amountTetri: -550, reason: 'Courier fee' });
    expect(body(debit).balance).toBe(20);
    expect(await ledger(id)).toEqual({ sum: 2000, balance: 2000 });
    const audit = await expectAudit(t, admin.id, 'customer.adjust', id);
    expect(audit.data).toMatchObject({ amountTetri: -550, reason: 'Courier fee', balanceAfter: 2000 });

    const [row] = await t.database.query<{ kind: string; reason: string; actor_id: string }>(
      'select kind, reason, actor_id from ledger_entries where account_id = $1 order by id desc limit 1',
      [id],
    );
    expect(row).toEqual({ kind: 'adjustment', reason: 'Courier fee', actor_id: admin.id });
    const profile = body(await call(t, operator.token, 'GET', `/api/admin/customers/${id}`));
    expect(profile.candidate.balance).toBe(20);
    expect(profile.ledger[0]).toMatchObject({ kind: 'adjustment', amount: -5.5, actorAXID: admin.axid });
    const seen = body(
      await t.app.inject({
        method: 'GET',
        url: '/api/authorization/userInformation',
        headers: { authorization: `Bearer ${customer.token}` },
      }),
    );
    expect(seen.candidate.balance).toBe(20);
  });

  it('refuses to take the balance below zero, a missing reason, zero, and operators', async () => {
    const id = customer.candidate._id;
    const url = `/api/admin/customers/${id}/adjust`;
    const before = await ledger(id);
    const below = await call(t, admin.token, 'POST', url, {
      amountTetri: -(before.balance + 1),
      reason: 'Too much',
    });
    expect(below.statusCode).toBe(409);
    expect(body(below).message).toBe('balance_would_be_negative');
    for (const payload of [
      { amountTetri: 100 },
      { amountTetri: 100, reason: ' ' },
      { amountTetri: 0, reason: 'Nothing at all' },
      { amountTetri: 1.5, reason: 'Half a tetri' },
    ]) {
      const res = await call(t, admin.token, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message).toBe(MSG.fillAllFields);
    }
    const byOperator = await call(t, operator.token, 'POST', url, {
      amountTetri: 100,
      reason: 'Goodwill credit',
    });
    expect(byOperator.statusCode).toBe(403);
    const staff = await call(t, admin.token, 'POST', `/api/admin/customers/${operator.id}/adjust`, {
      amountTetri: 100,
      reason: 'Not a customer',
    });
    expect(staff.statusCode).toBe(404);
    expect(await ledger(id)).toEqual(before);
  });

  it('never lets concurrent debits take the balance below zero', async () => {
    const c = await signupCustomer(t.app);
    const url = `/api/admin/customers/${c.candidate._id}/adjust`;
    await call(t, admin.token, 'POST', url, { amountTetri: 1000, reason: 'Opening credit' });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, admin.token, 'POST', url, { amountTetri: -400, reason: 'Debit race' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(await ledger(c.candidate._id)).toEqual({ sum: 200, balance: 200 });
  });

  it('finding 14: refuses an adjustment above the bound and a balance past its limit, changing nothing', async () => {
    const c = await signupCustomer(t.app);
    const id = c.candidate._id;
    const url = `/api/admin/customers/${id}/adjust`;
    const adjust = (amountTetri: number) =>
      call(t, admin.token, 'POST', url, { amountTetri, reason: 'Bound check' });
    // The review's amount (2^53 − 1) and anything past 1,000,000 ₾ either way: 400, the field named.
    for (const amount of [9007199254740991, MAX_ADJUSTMENT_TETRI + 1, -(MAX_ADJUSTMENT_TETRI + 1)]) {
      const res = await adjust(amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(body(res).errors).toEqual({ amountTetri: MSG.adjustmentTooLarge });
    }
    expect(await ledger(id)).toEqual({ sum: 0, balance: 0 });
    // The bound itself is allowed, and comes back exact.
    const most = await adjust(MAX_ADJUSTMENT_TETRI);
    expect(most.statusCode, most.body).toBe(200);
    expect(body(most).balance).toBe(MAX_ADJUSTMENT_TETRI / 100);
    // A balance just under the limit (many top-ups over the years): one more tetri than fits is refused.
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: id, amountTetri: MAX_BALANCE_TETRI - MAX_ADJUSTMENT_TETRI - 50, kind: 'topup' }),
    );
    const before = await ledger(id);
    expect(before).toEqual({ sum: MAX_BALANCE_TETRI - 50, balance: MAX_BALANCE_TETRI - 50 });
    const over = await adjust(51);
    expect(over.statusCode).toBe(409);
    expect(body(over)).toMatchObject({ success: false, message: MSG.balanceTooLarge });
    expect(await ledger(id)).toEqual(before);
    const full = await adjust(50);
    expect(full.statusCode, full.body).toBe(200);
    expect(body(full).balance).toBe(MAX_BALANCE_TETRI / 100);
    expect(await ledger(id)).toEqual({ sum: MAX_BALANCE_TETRI, balance: MAX_BALANCE_TETRI });
    // Taking it back down is exact to the tetri (the review's revert answered 109.09 for 109.10).
    const back = await adjust(-MAX_ADJUSTMENT_TETRI + 1);
    expect(body(back).balance).toBe((MAX_BALANCE_TETRI - MAX_ADJUSTMENT_TETRI + 1) / 100);
  });
});
