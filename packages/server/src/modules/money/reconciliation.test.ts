// Daily reconciliation (issue 20 §6) through HTTP on both databases: a card top-up and a bill payment
// appear under their provider with equal totals and no difference; a gateway payment without its credit
// and a credit without its payment are flagged with their reference and customer; another day is empty;
// a date that is not one is refused; staff read it, customers may not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer, topUpByCard } from '../../test/fixtures.ts';
import { call, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

describe.each(testDatabases)('reconciliation on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, operator] = await Promise.all([staffSession(t, 'admin'), staffSession(t, 'operator')]);
  });
  afterAll(() => t.close());

  const day = (token: string, date = tbilisiDay()) =>
    call(t, token, 'GET', `/api/admin/reconciliation?date=${date}`);

  it('matches each provider’s payments with the ledger and flags what does not match', async () => {
    const a = await signupCustomer(t.app);
    await topUpByCard(t.app, a.token, 20);
    await topUpByCard(t.app, a.token, 5);

    const channel = await ok(
      call(t, admin.token, 'POST', '/api/admin/billpay/channels', {
        name: 'Paybox',
        login: `paybox-${kind}`,
        allowedIps: [],
      }),
    );
    const auth = `Basic ${Buffer.from(`paybox-${kind}:${channel.secret}`).toString('base64')}`;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/billpay/v1/pay',
      headers: { authorization: auth },
      payload: { code: a.candidate.AXID, amount: '7.25', transactionId: 'PB-1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    let report = await ok(day(operator.token));
    expect(report.providers).toEqual([
      { kind: 'billpay', name: 'Paybox', count: 1, providerTotal: 7.25, ledgerTotal: 7.25, differences: [] },
      { kind: 'card', name: 'simulator', count: 2, providerTotal: 25, ledgerTotal: 25, differences: [] },
    ]);

    // A gateway payment recorded without its credit, and a credit whose order the gateway never paid.
    const [lost] = await t.database.query<{ id: string }>(
      `insert into payment_orders (account_id, amount_tetri, state, gateway) values ($1, 1500, 'paid', 'simulator')
       returning id`,
      [a.candidate._id],
    );
    const stray = randomUUID();
    await t.database.query(
      `insert into payment_orders (id, account_id, amount_tetri, state, gateway) values ($1, $2, 900, 'created', 'simulator')`,
      [stray, a.candidate._id],
    );
    await t.database.query(
      `insert into ledger_entries (account_id, amount_tetri, kind, ref) values ($1, 900, 'topup', $2)`,
      [a.candidate._id, stray],
    );
    await t.database.query('update accounts set balance_tetri = balance_tetri + 900 where id = $1', [
      a.candidate._id,
    ]);

    report = await ok(day(admin.token));
    const card = report.providers.find((p: { kind: string }) => p.kind === 'card');
    expect(card).toMatchObject({ count: 4, providerTotal: 40, ledgerTotal: 34 });
    expect(card.differences).toEqual(
      expect.arrayContaining([
        {
          reference: lost!.id,
          AXID: a.candidate.AXID,
          providerAmount: 15,
          ledgerAmount: null,
          problem: 'no_credit',
        },
        {
          reference: stray,
          AXID: a.candidate.AXID,
          providerAmount: null,
          ledgerAmount: 9,
          problem: 'no_payment',
        },
      ]),
    );
    expect(card.differences).toHaveLength(2);
  });

  it('answers an empty day, refuses a date that is not one, and is for staff only', async () => {
    expect((await ok(day(operator.token, '2020-01-01'))).providers).toEqual([]);
    for (const date of ['2026-13-40', 'yesterday']) {
      const res = await day(operator.token, date);
      expect(res.statusCode, date).toBe(400);
      expect(body(res).errors).toEqual({ date: MSG.invalidValue });
    }
    const customer = await signupCustomer(t.app);
    expect((await day(customer.token)).statusCode).toBe(403);
  });
});
