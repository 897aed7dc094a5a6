// Courier order moves in the back office write their audit row in the move's own transaction, through
// HTTP on both databases: a move that fails to be audited does not happen, a refused move leaves no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { staffSession } from '../../test/staff-sessions.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';

describe.each(testDatabases)('courier order audit on %s', (kind) => {
  let t: TestApp;
  let op: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A new courier order of a fresh customer for one paid, arrived parcel. */
  async function newOrder() {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, 2);
    const parcel = await declareParcel(t.app, c.token, { branches: 'didube' });
    await shipParcel(t.database, parcel._id, flight.id, '1.000');
    await landFlight(t.database, flight.id);
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri: 500_000, kind: 'topup' }),
    );
    const paid = await postJson('/api/payment/payFlightId', c.token, { flightId: flight.code });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await postJson('/api/courier/create', c.token, {
      ids: [flight.code],
      sq1: false,
      region: 'tbilisi',
      city: '_TBILISI_',
      address: 'რუსთაველის გამზ. 12, ბ. 5',
      branches: 'didube',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { orderId: body(res).order._id as string, parcelId: parcel._id, accountId: c.candidate._id };
  }
  const audits = (orderId: string) =>
    t.database.query<{ actor_id: string | null; action: string; data: unknown }>(
      `select actor_id, action, data from audit_log where entity = 'courier_order' and entity_id = $1
       order by at`,
      [orderId],
    );
  const state = async (orderId: string, parcelId: string, accountId: string) => {
    const [row] = await t.database.query<{ order: string; parcel: string; delivered: number }>(
      `select (select status from courier_orders where id = $1) as order,
              (select status from parcels where id = $2) as parcel,
              (select count(*)::int from notifications
                where account_id = $3 and kind = 'courier_delivered') as delivered`,
      [orderId, parcelId, accountId],
    );
    return { ...row!, delivered: Number(row!.delivered) };
  };

  it('audits each move by its operator, and a refused move not at all', async () => {
    const { orderId } = await newOrder();
    const refused = await postJson(`/api/admin/courier-orders/${orderId}/deliver`, op.token);
    expect(refused.statusCode).toBe(409);
    expect(await audits(orderId)).toEqual([]);

    const assign = await postJson(`/api/admin/courier-orders/${orderId}/assign`, op.token, {
      courierName: 'ლევანი',
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const deliver = await postJson(`/api/admin/courier-orders/${orderId}/deliver`, op.token);
    expect(deliver.statusCode, deliver.body).toBe(200);
    expect(await audits(orderId)).toEqual([
      { actor_id: op.id, action: 'courier.assign', data: { status: 'assigned' } },
      { actor_id: op.id, action: 'courier.deliver', data: { status: 'delivered' } },
    ]);
  });

  it('does not deliver an order whose audit row cannot be written', async () => {
    const { orderId, parcelId, accountId } = await newOrder();
    const assign = await postJson(`/api/admin/courier-orders/${orderId}/assign`, op.token, {
      courierName: 'ლევანი',
    });
    expect(assign.statusCode, assign.body).toBe(200);
    // The audit insert of this order's delivery fails; written after the move's commit, it would
    // leave the order delivered without a row.
    await t.database.query(`create or replace function courier_audit_fails() returns trigger
      language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await t.database.query(`create trigger courier_audit_fails before insert on audit_log for each row
      when (new.action = 'courier.deliver' and new.entity_id = '${orderId}')
      execute function courier_audit_fails()`);
    try {
      const res = await postJson(`/api/admin/courier-orders/${orderId}/deliver`, op.token);
      expect(res.statusCode, res.body).toBe(500);
      expect(await state(orderId, parcelId, accountId)).toEqual({
        order: 'assigned',
        parcel: 'arrived',
        delivered: 0,
      });
    } finally {
      await t.database.query('drop trigger courier_audit_fails on audit_log');
    }
    const again = await postJson(`/api/admin/courier-orders/${orderId}/deliver`, op.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(await state(orderId, parcelId, accountId)).toEqual({
      order: 'delivered',
      parcel: 'obtained',
      delivered: 1,
    });
    expect((await audits(orderId)).map((a) => a.action)).toEqual(['courier.assign', 'courier.deliver']);
  });
});
