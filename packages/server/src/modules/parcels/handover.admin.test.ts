// Finding a customer at the branch counter, through HTTP on both databases: a phone as staff type it
// (spaces, dashes, +995), an organisation's identification code, part of an e-mail with `%` and `_`
// taken literally; a parcel in an open courier order.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { MSG } from '@amanati/shared/messages';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';
import { nationalPhone } from '../../lib/search.ts';
import { call, staffSession, type Session } from '../../test/staff-sessions.ts';

const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('phone as typed → as stored', () => {
  it.each([
    ['599 12 34 56', '599123456'],
    ['+995 599 12-34-56', '599123456'],
    ['995599123456', '599123456'],
    ['00995 (599) 123 456', '599123456'],
    ['+994599123456', '+994599123456'],
    ['AX10001', 'AX10001'],
  ])('%j → %j', (typed, stored) => expect(nationalPhone(typed)).toBe(stored));
});

describe.each(testDatabases)('handover: finding the customer on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const res = await call(t, op.token, 'GET', `/api/admin/handover/customers?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (body(res).customers as { id: string }[]).map((c) => c.id);
  };

  it('finds a phone typed with spaces, dashes or the country code', async () => {
    const phone = uniquePhone();
    const c = await signupCustomer(t.app, { phone });
    const [a, b, rest] = [phone.slice(0, 3), phone.slice(3, 6), phone.slice(6)];
    for (const q of [phone, `${a} ${b} ${rest}`, `+995 ${a} ${b}-${rest}`, `995${phone}`, `+995${phone}`])
      expect(await find(q), q).toEqual([c.candidate._id]);
    expect(await find(`994${phone}`)).toEqual([]);
  });

  it('finds an organisation by its identification code', async () => {
    const c = await signupCustomer(t.app);
    const orgId = String(Math.floor(1e8 + Math.random() * 8e8));
    await t.database.query('update accounts set org_id = $1 where id = $2', [orgId, c.candidate._id]);
    expect(await find(orgId)).toEqual([c.candidate._id]);
    const res = await call(t, op.token, 'GET', `/api/admin/handover/customers?q=${orgId}`);
    expect(body(res).customers[0]).toMatchObject({ orgId });
  });

  it('finds part of an e-mail, reading % and _ as the characters themselves', async () => {
    const tag = randomBytes(4).toString('hex');
    const underscore = await signupCustomer(t.app, { email: `nino_b.${tag}@example.ge` });
    const lookalike = await signupCustomer(t.app, { email: `ninoxb.${tag}@example.ge` });
    expect(await find(`nino_b.${tag}@example.ge`)).toEqual([underscore.candidate._id]);
    expect(await find(`NINO_B.${tag}@`)).toEqual([underscore.candidate._id]);
    expect((await find(`.${tag}@example.ge`)).sort()).toEqual(
      [underscore.candidate._id, lookalike.candidate._id].sort(),
    );
    expect(await find(`nino%.${tag}@`)).toEqual([]);
    expect(await find(`%${tag}@`)).toEqual([]);
  });
});

// Issue 17 §4: a parcel in an open courier order is flagged in the counter's list (with the order's number)
// and refused at hand-over (409 parcel_in_courier_order, not even an admin's override) until the order is
// cancelled through the courier orders' own cancel.
describe.each(testDatabases)('handover: parcels a courier was ordered for, on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    admin = await staffSession(t, 'admin');
  });
  afterAll(() => t.close());

  it('flags the parcel, refuses to hand it over, and hands it over once the order is cancelled', async () => {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, 2);
    const parcel = await declareParcel(t.app, c.token, { branches: 'didube' });
    const other = await declareParcel(t.app, c.token, { branches: 'didube' });
    await shipParcel(t.database, parcel._id, flight.id, '1.000');
    const flight2 = await createFlight(t.database, 2);
    await shipParcel(t.database, other._id, flight2.id, '1.000');
    await landFlight(t.database, flight.id);
    await landFlight(t.database, flight2.id);
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri: 500_000, kind: 'topup' }),
    );
    expect((await call(t, c.token, 'POST', '/api/payment/payall')).statusCode).toBe(200);
    const ordered = await call(t, c.token, 'POST', '/api/courier/create', {
      ids: [flight.code],
      sq1: false,
      region: 'tbilisi',
      city: '_TBILISI_',
      address: 'რუსთაველის გამზ. 12, ბ. 5',
      branches: 'didube',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const orderId = body(ordered).order._id as string;

    const list = body(
      await call(t, op.token, 'GET', `/api/admin/handover/${c.candidate._id}/parcels?branch=didube`),
    );
    const byId = new Map((list.parcels as { _id: string; courierOrder: unknown }[]).map((p) => [p._id, p]));
    expect(byId.get(parcel._id)!.courierOrder).toEqual({
      id: orderId,
      number: expect.any(Number),
      status: 'new',
    });
    expect(byId.get(other._id)!.courierOrder).toBeNull();

    for (const [who, extra] of [
      [op, {}],
      [admin, { override: true, reason: 'customer is here' }],
    ] as const) {
      const refused = await call(t, who.token, 'POST', '/api/admin/handover', {
        parcelIds: [parcel._id, other._id],
        branch: 'didube',
        ...extra,
      });
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({
        message: MSG.parcelInCourierOrder,
        errors: { parcelIds: parcel._id },
      });
    }
    const [still] = await t.database.query<{ n: string }>(
      `select count(*) as n from parcels where id = any($1::uuid[]) and status = 'obtained'`,
      [[parcel._id, other._id]],
    );
    expect(Number(still!.n)).toBe(0);

    expect((await call(t, op.token, 'POST', `/api/admin/courier-orders/${orderId}/cancel`)).statusCode).toBe(
      200,
    );
    const after = body(
      await call(t, op.token, 'GET', `/api/admin/handover/${c.candidate._id}/parcels?branch=didube`),
    );
    expect((after.parcels as { courierOrder: unknown }[]).map((p) => p.courierOrder)).toEqual([null, null]);
    const handed = await call(t, op.token, 'POST', '/api/admin/handover', {
      parcelIds: [parcel._id, other._id],
      branch: 'didube',
    });
    expect(handed.statusCode, handed.body).toBe(200);
  });
});
