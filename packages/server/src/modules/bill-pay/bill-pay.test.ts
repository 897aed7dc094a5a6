// Bill-pay by AX code (issue 20 §3), through HTTP on both databases: an admin makes a channel (its secret
// shown once); the channel checks a code (masked name, amount due) and pays exactly once per transaction
// id — 100 parallel repeats credit once, another amount for a used id is refused and changes nothing; a
// payment pays waiting flights through auto-pay; status and the day's reconciliation (JSON and CSV) show
// only the channel's own payments; credentials, revocation, the address allow-list and the refusal
// limit hold; every call is audited; the kiosk simulator pays through the same API.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { BILL_PAY_REFUSALS_PER_MINUTE } from './bill-pay.routes.ts';
import { moneyOf } from '../../test/money.ts';

const USA = 2;
let txnSeq = 0;
const txn = () => `T-${Date.now()}-${++txnSeq}`;

describe.each(testDatabases)('bill-pay on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  /** A channel open to any address (development and tests allow an empty list). */
  let kiosk: { id: string; auth: string };

  const basic = (login: string, secret: string) =>
    `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;

  async function makeChannel(login: string, allowedIps: string[] = []) {
    const made = await ok(
      call(t, admin.token, 'POST', '/api/admin/billpay/channels', {
        name: `Channel ${login}`,
        login,
        allowedIps,
      }),
    );
    return { id: made.channel.id as string, secret: made.secret as string, auth: basic(login, made.secret) };
  }

  const partner = (
    auth: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/billpay/v1${url}`,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const money = (accountId: string) => moneyOf(t.database, accountId);

  /** A customer (named as given) with one charged flight landed at Didube. */
  async function customerOwing(autoPay = false) {
    const c = await signupCustomer(t.app, { nameKa: 'გიორგი', lastNameKa: 'ბერიძე' }, { autoPay });
    const flight = await createFlight(t.database, USA);
    const parcel = await declareParcel(t.app, c.token, { branches: 'didube' });
    const charge = await shipParcel(t.database, parcel._id, flight.id, '2.000');
    await landFlight(t.database, flight.id);
    return { ...c, id: c.candidate._id, code: c.candidate.AXID, owed: charge.totalTetri };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, operator] = await Promise.all([staffSession(t, 'admin'), staffSession(t, 'operator')]);
    kiosk = await makeChannel(`kiosk-${kind}`);
  });
  afterAll(() => t.close());

  it('an admin makes a channel, its secret shown once; operators may not; logins and addresses are checked', async () => {
    const made = await makeChannel(`bank-app-${kind}`, ['192.0.2.0/24', '2001:db8::1']);
    expect(made.secret.length).toBeGreaterThanOrEqual(40);
    const list = await ok(call(t, admin.token, 'GET', '/api/admin/billpay/channels'));
    const listed = list.channels.find((c: { id: string }) => c.id === made.id);
    expect(listed).toMatchObject({ login: `bank-app-${kind}`, allowedIps: ['192.0.2.0/24', '2001:db8::1'] });
    expect(JSON.stringify(list)).not.toContain(made.secret);
    const [stored] = await t.database.query<{ secret_hash: string }>(
      'select secret_hash from bill_pay_channels where id = $1',
      [made.id],
    );
    expect(stored!.secret_hash).not.toContain(made.secret);
    await expectAudit(t, admin.id, 'billpay.channel.create', made.id);

    const payload = { name: 'X', login: `other-${kind}`, allowedIps: [] };
    expect((await call(t, operator.token, 'GET', '/api/admin/billpay/channels')).statusCode).toBe(403);
    expect((await call(t, operator.token, 'POST', '/api/admin/billpay/channels', payload)).statusCode).toBe(
      403,
    );
    const twice = await call(t, admin.token, 'POST', '/api/admin/billpay/channels', {
      ...payload,
      login: `bank-app-${kind}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors).toEqual({ login: MSG.duplicate });
    const badRange = await call(t, admin.token, 'POST', '/api/admin/billpay/channels', {
      ...payload,
      allowedIps: ['10.0.0.0/33'],
    });
    expect(badRange.statusCode).toBe(400);
    expect(body(badRange).errors).toEqual({ allowedIps: MSG.invalidValue });
    const [n] = await t.database.query<{ n: string }>(
      `select count(*) as n from bill_pay_channels where login = $1`,
      [`other-${kind}`],
    );
    expect(Number(n!.n)).toBe(0);
  });

  it('check answers the masked name and what is due; an unknown code is a clear 404, a malformed one 400', async () => {
    const c = await customerOwing();
    const res = await partner(kiosk.auth, 'GET', `/check?code=${c.code.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({
      code: c.code,
      name: 'გი*** ბ.',
      amountDue: (c.owed / 100).toFixed(2),
      currency: 'GEL',
    });

    const unknown = await partner(kiosk.auth, 'GET', '/check?code=AX999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(body(unknown)).toMatchObject({ status: 404, title: MSG.billPayCodeUnknown });
    const malformed = await partner(kiosk.auth, 'GET', '/check?code=12345');
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).errors).toEqual({ code: MSG.invalidValue });
  });

  it('100 parallel pays with one transaction id credit once and answer the same payment', async () => {
    const c = await customerOwing();
    const id = txn();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        partner(kiosk.auth, 'POST', '/pay', { code: c.code, amount: '25.50', transactionId: id }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = results.map((r) => body(r));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(answers.filter((a) => a.repeated === false)).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      transactionId: id,
      code: c.code,
      amount: '25.50',
      status: 'credited',
    });
    expect(await money(c.id)).toMatchObject({ balance: 2550, topups: 1 });

    // The same id with another amount (or code) is refused and changes nothing.
    const other = await partner(kiosk.auth, 'POST', '/pay', {
      code: c.code,
      amount: '30',
      transactionId: id,
    });
    expect(other.statusCode).toBe(409);
    expect(body(other).title).toBe(MSG.billPayTransactionReused);
    expect(await money(c.id)).toMatchObject({ balance: 2550, topups: 1 });

    // The customer's statement names the channel and its transaction id.
    const statement = body(
      await t.app.inject({
        method: 'GET',
        url: '/api/money/statement',
        headers: { authorization: `Bearer ${c.token}` },
      }),
    );
    expect(statement.entries).toEqual([
      expect.objectContaining({
        kind: 'topup',
        method: 'billpay',
        channel: `Channel kiosk-${kind}`,
        reference: id,
      }),
    ]);

    const status = await partner(kiosk.auth, 'GET', `/status?transactionId=${id}`);
    expect(body(status)).toMatchObject({ transactionId: id, amount: '25.50', repeated: true });
    const none = await partner(kiosk.auth, 'GET', `/status?transactionId=never-${id}`);
    expect(none.statusCode).toBe(404);
    expect(body(none).title).toBe(MSG.billPayTransactionUnknown);
  });

  it('refuses amounts that are not 0.01–10,000 lari with two decimals, changing nothing', async () => {
    const c = await customerOwing();
    for (const amount of ['0', '-5', '10000.01', '1.005', 'ten', '']) {
      const res = await partner(kiosk.auth, 'POST', '/pay', { code: c.code, amount, transactionId: txn() });
      expect(res.statusCode, amount).toBe(400);
      expect(body(res).errors).toEqual({ amount: MSG.invalidValue });
    }
    const unknown = await partner(kiosk.auth, 'POST', '/pay', {
      code: 'AX999999998',
      amount: '5',
      transactionId: txn(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await money(c.id)).toMatchObject({ balance: 0, topups: 0 });
  });

  it('pays waiting flights at once with auto-pay on, and tells the customer', async () => {
    const c = await customerOwing(true);
    const amount = ((c.owed + 100) / 100).toFixed(2);
    const res = await partner(kiosk.auth, 'POST', '/pay', { code: c.code, amount, transactionId: txn() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await money(c.id)).toMatchObject({ balance: 100, unpaid: 0 });
    const kinds = await t.database.query<{ kind: string }>(
      'select kind from notifications where account_id = $1 order by created_at',
      [c.id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['payment_received', 'auto_paid']));
    const check = await partner(kiosk.auth, 'GET', `/check?code=${c.code}`);
    expect(body(check).amountDue).toBe('0.00');

    // The panel's notification links the payment's receipt.
    const auth = { authorization: `Bearer ${c.token}` };
    const all = body(await t.app.inject({ method: 'GET', url: '/api/notification/all', headers: auth }));
    const received = (all.notifications as { kind: string; receipt?: string }[]).find(
      (n) => n.kind === 'payment_received',
    );
    expect(received?.receipt).toMatch(/^\d+$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/money/receipts/${received!.receipt}.pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('the day’s payments list only the channel’s own, as JSON and CSV', async () => {
    const other = await makeChannel(`terminal-${kind}`);
    const c = await customerOwing();
    const mine = [txn(), txn()];
    for (const id of mine)
      await partner(kiosk.auth, 'POST', '/pay', { code: c.code, amount: '7', transactionId: id });
    const theirs = txn();
    await partner(other.auth, 'POST', '/pay', { code: c.code, amount: '9', transactionId: theirs });
    const today = tbilisiDay();

    const day = body(await partner(other.auth, 'GET', `/payments?date=${today}`));
    expect(day).toMatchObject({ date: today, count: 1, total: '9.00' });
    expect(day.payments[0]).toMatchObject({ transactionId: theirs, code: c.code, amount: '9.00' });

    const csv = await partner(kiosk.auth, 'GET', `/reconciliation?date=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('transaction_id,code,amount,currency,reference,credited_at');
    for (const id of mine) expect(lines.some((l) => l.startsWith(`${id},${c.code},7.00,GEL,BP-`))).toBe(true);
    expect(csv.body).not.toContain(theirs);
    const earlier = body(await partner(other.auth, 'GET', '/payments?date=2020-01-01'));
    expect(earlier).toMatchObject({ count: 0, total: '0.00', payments: [] });
    expect((await partner(other.auth, 'GET', '/payments?date=yesterday')).statusCode).toBe(400);
    // The same transaction id is another payment on another channel.
    const sameId = await partner(other.auth, 'POST', '/pay', {
      code: c.code,
      amount: '7',
      transactionId: mine[0],
    });
    expect(body(sameId).repeated).toBe(false);
  });

  it('refuses a missing or wrong credential, a revoked channel and an address off its list; counts refusals', async () => {
    const c = await customerOwing();
    const ip = `198.51.100.${(kind.length * 7) % 250}`;
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/billpay/v1/check?code=${c.code}`,
      remoteAddress: ip,
    });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
    expect(
      (await partner(basic(`kiosk-${kind}`, 'wrong'), 'GET', `/check?code=${c.code}`, undefined, ip))
        .statusCode,
    ).toBe(401);

    const fenced = await makeChannel(`fenced-${kind}`, ['203.0.113.7']);
    const outside = await partner(
      fenced.auth,
      'POST',
      '/pay',
      { code: c.code, amount: '5', transactionId: txn() },
      '203.0.113.8',
    );
    expect(outside.statusCode).toBe(403);
    expect(body(outside).title).toBe(MSG.billPayAddressRefused);
    const inside = await partner(fenced.auth, 'GET', `/check?code=${c.code}`, undefined, '203.0.113.7');
    expect(inside.statusCode).toBe(200);

    const revoked = await makeChannel(`revoked-${kind}`);
    await ok(call(t, admin.token, 'POST', `/api/admin/billpay/channels/${revoked.id}/revoke`));
    await expectAudit(t, admin.id, 'billpay.channel.revoke', revoked.id);
    expect(
      (await partner(revoked.auth, 'POST', '/pay', { code: c.code, amount: '5', transactionId: txn() }))
        .statusCode,
    ).toBe(401);
    expect(await money(c.id)).toMatchObject({ balance: 0, topups: 0 });

    // Refused credentials from one address: after the limit, 429 with Retry-After.
    const guesser = '198.51.100.250';
    let last = await partner(basic('nobody', 'x'), 'GET', '/check?code=AX1', undefined, guesser);
    for (let i = 1; i <= BILL_PAY_REFUSALS_PER_MINUTE; i++)
      last = await partner(basic('nobody', `x${i}`), 'GET', '/check?code=AX1', undefined, guesser);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('writes every call, answered or refused, to the audit of calls', async () => {
    const c = await customerOwing();
    const auditor = await makeChannel(`audited-${kind}`);
    const id = txn();
    await partner(auditor.auth, 'GET', `/check?code=${c.code}`);
    await partner(auditor.auth, 'POST', '/pay', { code: c.code, amount: '3', transactionId: id });
    await partner(auditor.auth, 'POST', '/pay', { code: c.code, amount: '4', transactionId: id });
    await partner(auditor.auth, 'GET', `/check?code=AX${'9'.repeat(12)}`);
    type Row = {
      operation: string;
      ax_code: string;
      transaction_id: string | null;
      status: number;
      outcome: string | null;
    };
    const read = () =>
      t.database.query<Row>(
        'select operation, ax_code, transaction_id, status, outcome from bill_pay_calls where channel_id = $1 order by id',
        [auditor.id],
      );
    // The audit is written once the answer has gone.
    await vi.waitFor(async () => expect(await read()).toHaveLength(4), { timeout: 10_000 });
    const rows = await read();
    expect(rows).toEqual([
      {
        operation: 'GET /api/billpay/v1/check',
        ax_code: c.code,
        transaction_id: null,
        status: 200,
        outcome: null,
      },
      {
        operation: 'POST /api/billpay/v1/pay',
        ax_code: c.code,
        transaction_id: id,
        status: 200,
        outcome: null,
      },
      {
        operation: 'POST /api/billpay/v1/pay',
        ax_code: c.code,
        transaction_id: id,
        status: 409,
        outcome: MSG.billPayTransactionReused,
      },
      {
        operation: 'GET /api/billpay/v1/check',
        ax_code: `AX${'9'.repeat(12)}`,
        transaction_id: null,
        status: 404,
        outcome: MSG.billPayCodeUnknown,
      },
    ]);
  });

  it('the kiosk simulator checks a code and pays through the API; reloading the receipt credits nothing more', async () => {
    const c = await customerOwing();
    const start = await t.app.inject({ method: 'GET', url: '/billpay-sim/?lang=en' });
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('Test payment kiosk');
    const checked = await t.app.inject({ method: 'GET', url: `/billpay-sim/check?lang=ka&code=${c.code}` });
    expect(checked.body).toContain('გი*** ბ.');
    expect(checked.body).toContain(`${(c.owed / 100).toFixed(2)} ₾`);
    const transactionId = /name="transactionId" value="([^"]+)"/.exec(checked.body)![1]!;
    const payUrl = `/billpay-sim/pay?lang=ka&code=${c.code}&transactionId=${transactionId}&amount=12,30`;
    const paid = await t.app.inject({ method: 'GET', url: payUrl });
    expect(paid.body).toContain('data-testid="kiosk-paid"');
    const again = await t.app.inject({ method: 'GET', url: payUrl });
    expect(again.body).toContain('data-testid="kiosk-paid"');
    expect(await money(c.id)).toMatchObject({ balance: 1230, topups: 1 });
    const wrong = await t.app.inject({ method: 'GET', url: '/billpay-sim/check?lang=ru&code=AX999999997' });
    expect(wrong.body).toContain(MSG.billPayCodeUnknown);
  });
});
