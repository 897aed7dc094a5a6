// Courier delivery through HTTP on both databases (spec §5, §7, §9; spec-readings "Courier"): which
// flights and parcels can be ordered, the two list messages, the order itself (price from the shared
// tariff, never in the ledger), and the staff moves new → assigned → delivered / cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierPriceTetri } from '@amanati/shared/courier';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';
import { createCourierService, type CourierService } from './courier.service.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
type Flight = Awaited<ReturnType<typeof createFlight>>;

describe.each(testDatabases)('courier on %s', (kind) => {
  let t: TestApp;
  let courier: CourierService;
  beforeAll(async () => {
    t = await createTestApp(kind);
    courier = createCourierService(t.app.ctx);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const order = (ids: string[], overrides: Record<string, unknown> = {}) => ({
    ids,
    sq1: false,
    region: 'tbilisi',
    city: '_TBILISI_',
    address: 'რუსთაველის გამზ. 12, ბ. 5',
    branches: 'didube',
    ...overrides,
  });
  const createOrder = (token: string, ids: string[], overrides: Record<string, unknown> = {}) =>
    postJson('/api/courier/create', token, order(ids, overrides));

  /** A parcel of the customer weighed, put on the flight (charged) — not landed yet. */
  async function shipped(c: Customer, flight: Flight, weightKg: string, branch = 'didube') {
    const p = await declareParcel(t.app, c.token, { branches: branch });
    await shipParcel(t.database, p._id, flight.id, weightKg);
    return p;
  }
  async function credit(c: Customer, lari: number) {
    await t.database.db.transaction((tx) =>
      post(tx, { accountId: c.candidate._id, amountTetri: lari * 100, kind: 'topup' }),
    );
  }
  async function payFlight(c: Customer, flight: Flight) {
    await credit(c, 5000);
    const res = await postJson('/api/payment/payFlightId', c.token, { flightId: flight.code });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** A customer with a landed, paid flight of the given parcel weights at didube. */
  async function ready(weights: string[]) {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, 2);
    const parcels = [];
    for (const w of weights) parcels.push(await shipped(c, flight, w));
    await landFlight(t.database, flight.id);
    await payFlight(c, flight);
    return { c, flight, parcels };
  }
  const flightsAt = async (token: string, branch = 'didube') => {
    const res = await get(`/api/courier/getFlights/${branch}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return body(res).flightArray as { flightId: string; weight: number; state: string; parcels: number }[];
  };
  const parcelsAt = async (token: string, branch = 'didube') => {
    const res = await get(`/api/courier/getParcels/${branch}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ array: { _id: string; flightId: string; status: string }[]; message: string }>(res);
  };
  const ledgerOf = async (accountId: string) => {
    const [row] = await t.database.query<{ rows: number; sum: string; balance: string }>(
      `select (select count(*)::int from ledger_entries where account_id = $1) as rows,
              coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
              (select balance_tetri from accounts where id = $1) as balance`,
      [accountId],
    );
    return { rows: Number(row!.rows), sum: Number(row!.sum), balance: Number(row!.balance) };
  };
  const statusOf = async (parcelId: string) => {
    const [row] = await t.database.query<{ status: string }>('select status from parcels where id = $1', [
      parcelId,
    ]);
    return row!.status;
  };
  const orderRow = async (orderId: string) => {
    const [row] = await t.database.query<Record<string, unknown>>(
      'select status, name, phone, third_party, price_tetri, weight_kg from courier_orders where id = $1',
      [orderId],
    );
    return row!;
  };
  const notes = async (token: string) =>
    body(await get('/api/notification/all', token)).notifications as { kind: string; status: string }[];

  it('lists only the flights with arrived parcels of the customer at that branch, with weight and paid state', async () => {
    const c = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const landed = await createFlight(t.database, 2);
    const inAir = await createFlight(t.database, 1);
    const kutaisi = await createFlight(t.database, 3);
    await shipped(c, landed, '1.200');
    await shipped(c, landed, '2.300');
    await shipped(c, landed, '4.000', 'gldani');
    await shipped(other, landed, '9.000');
    await shipped(c, inAir, '3.000');
    await shipped(c, kutaisi, '0.700', 'kutaisi_1');
    await landFlight(t.database, landed.id);
    await landFlight(t.database, kutaisi.id);

    const didube = await flightsAt(c.token);
    expect(didube).toHaveLength(1);
    expect(didube[0]).toMatchObject({ flightId: landed.code, weight: 3.5, parcels: 2, state: 'unpaid' });
    expect(await flightsAt(c.token, 'gldani')).toMatchObject([{ flightId: landed.code, weight: 4 }]);
    expect(await flightsAt(c.token, 'kutaisi_1')).toMatchObject([{ flightId: kutaisi.code, weight: 0.7 }]);
    expect(await flightsAt(c.token, 'isani')).toEqual([]);
    expect(await flightsAt(other.token)).toMatchObject([{ flightId: landed.code, weight: 9, parcels: 1 }]);

    await payFlight(c, landed);
    expect(await flightsAt(c.token)).toMatchObject([{ flightId: landed.code, weight: 3.5, state: 'paid' }]);
    expect(await flightsAt(other.token)).toMatchObject([{ state: 'unpaid' }]);
  });

  it('tells "no parcels" and "unpaid" apart in the parcel list', async () => {
    const c = await signupCustomer(t.app);
    expect(await parcelsAt(c.token)).toEqual({ success: true, array: [], message: MSG.userHasNoProducts });

    const flight = await createFlight(t.database, 2);
    const a = await shipped(c, flight, '1.000');
    const sentOnly = await parcelsAt(c.token);
    expect(sentOnly).toMatchObject({ array: [], message: MSG.userHasNoProducts });

    const b = await shipped(c, flight, '2.000');
    await landFlight(t.database, flight.id);
    const unpaid = await parcelsAt(c.token);
    expect(unpaid.message).toBe(MSG.productUnpaid);
    expect(unpaid.array.map((p) => p._id).sort()).toEqual([a._id, b._id].sort());
    expect(unpaid.array.every((p) => p.status === 'arrived' && p.flightId === flight.code)).toBe(true);
    expect(await parcelsAt(c.token, 'gldani')).toMatchObject({ array: [], message: MSG.userHasNoProducts });

    await payFlight(c, flight);
    const paid = await parcelsAt(c.token);
    expect(paid.message).toBe('');
    expect(paid.array).toHaveLength(2);
  });

  it('asks to choose a branch for an unknown one', async () => {
    const c = await signupCustomer(t.app);
    for (const url of [
      '/api/courier/getFlights/nowhere',
      '/api/courier/getParcels/nowhere',
      '/api/courier/getFlights/batumi',
      '/api/courier/getParcels/DIDUBE',
    ]) {
      const res = await get(url, c.token);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).message, url).toBe(MSG.chooseBranch);
    }
    const res = await createOrder(c.token, ['X'], { branches: 'nowhere' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({ branches: MSG.chooseBranch });
  });

  it('refuses to order unpaid parcels', async () => {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, 2);
    const p = await shipped(c, flight, '1.000');
    await landFlight(t.database, flight.id);
    const res = await createOrder(c.token, [flight.code]);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(MSG.productUnpaid);
    expect(await statusOf(p._id)).toBe('arrived');
    expect(await flightsAt(c.token)).toHaveLength(1);
    expect(await notes(c.token)).toEqual([]);
  });

  it('refuses an order without flights, with a flight that is not deliverable, or with a Latin address', async () => {
    const { c, flight } = await ready(['1.000']);
    const sentFlight = await createFlight(t.database, 1);
    await shipped(c, sentFlight, '1.000');
    const gldaniFlight = await createFlight(t.database, 3);
    await shipped(c, gldaniFlight, '1.000', 'gldani');
    await landFlight(t.database, gldaniFlight.id);
    await payFlight(c, gldaniFlight);

    const empty = await createOrder(c.token, []);
    expect(empty.statusCode).toBe(400);
    expect([body(empty).message, body(empty).errors?.ids]).toContain(MSG.selectFlights);

    for (const ids of [
      [sentFlight.code],
      [gldaniFlight.code],
      ['NO-SUCH-FLIGHT'],
      [flight.code, sentFlight.code],
    ]) {
      const res = await createOrder(c.token, ids);
      expect(res.statusCode, ids.join()).toBe(400);
      expect(body(res).message, ids.join()).toBe(MSG.selectFlights);
    }

    const latin = await createOrder(c.token, [flight.code], { address: 'Rustaveli Ave 12' });
    expect(latin.statusCode).toBe(400);
    expect(body(latin).errors).toMatchObject({ address: MSG.addressGeorgianOnly });

    const noPhone = await createOrder(c.token, [flight.code], { sq1: true, name: 'ნინო ბერიძე' });
    expect(noPhone.statusCode).toBe(400);
    expect(body(noPhone).errors).toMatchObject({ phone: MSG.required });

    // Nothing was ordered by the refusals: the flight is still offered and nobody was notified.
    expect(await flightsAt(c.token)).toMatchObject([{ flightId: flight.code }]);
    expect((await notes(c.token)).filter((n) => n.kind.startsWith('courier_'))).toEqual([]);
    const [counted] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from courier_orders where account_id = $1',
      [c.candidate._id],
    );
    expect(Number(counted!.n)).toBe(0);
  });

  it("stores the account's name and phone for an own order, priced on the summed weight, outside the ledger", async () => {
    // 3.2 + 2.3 = 5.5 kg: each alone would be the ≤5 kg band, together the ≤10 kg one.
    const { c, flight, parcels } = await ready(['3.200', '2.300']);
    const before = await ledgerOf(c.candidate._id);
    const res = await createOrder(c.token, [flight.code], {
      name: 'Someone Else',
      phone: '511111111',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = body(res).order;
    expect(created).toMatchObject({
      status: 'new',
      ids: [flight.code],
      sq1: false,
      region: 'tbilisi',
      city: '_TBILISI_',
      address: 'რუსთაველის გამზ. 12, ბ. 5',
      name: 'გიორგი მაისურაძე',
      phone: '599123456',
      branches: 'didube',
      weight: 5.5,
      price: courierPriceTetri(5.5, 'tbilisi')! / 100,
    });
    expect(created.price).toBe(7);
    expect(await orderRow(created._id)).toMatchObject({
      status: 'new',
      name: 'გიორგი მაისურაძე',
      phone: '599123456',
      third_party: false,
      price_tetri: 700,
    });
    expect(await ledgerOf(c.candidate._id)).toEqual(before);
    for (const p of parcels) expect(await statusOf(p._id)).toBe('arrived');
  });

  it('stores the typed name and phone for a third party and prices the region', async () => {
    const { c, flight } = await ready(['12.000', '13.500']);
    const res = await createOrder(c.token, [flight.code], {
      sq1: 'true',
      name: 'ნინო ბერიძე',
      phone: '555123456',
      region: 'outskirts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = body(res).order;
    expect(created).toMatchObject({
      sq1: true,
      name: 'ნინო ბერიძე',
      phone: '555123456',
      region: 'outskirts',
      weight: 25.5,
      price: courierPriceTetri(25.5, 'outskirts')! / 100,
    });
    expect(created.price).toBe(32);
    expect(await orderRow(created._id)).toMatchObject({ third_party: true, name: 'ნინო ბერიძე' });
  });

  it('takes several flights in one order and leaves 50 kg and more to the individual tariff', async () => {
    const c = await signupCustomer(t.app);
    const f1 = await createFlight(t.database, 1);
    const f2 = await createFlight(t.database, 2);
    await shipped(c, f1, '30.000');
    await shipped(c, f2, '20.000');
    for (const f of [f1, f2]) {
      await landFlight(t.database, f.id);
      await payFlight(c, f);
    }
    const before = await ledgerOf(c.candidate._id);
    const res = await createOrder(c.token, [f1.code, f2.code], { region: 'village' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).order).toMatchObject({ weight: 50, price: null });
    expect([...body(res).order.ids].sort()).toEqual([f1.code, f2.code].sort());
    expect(await ledgerOf(c.candidate._id)).toEqual(before);
  });

  it('orders only the chosen flight and keeps the others on offer', async () => {
    const c = await signupCustomer(t.app);
    const f1 = await createFlight(t.database, 1);
    const f2 = await createFlight(t.database, 2);
    await shipped(c, f1, '1.000');
    const keep = await shipped(c, f2, '2.000');
    for (const f of [f1, f2]) {
      await landFlight(t.database, f.id);
      await payFlight(c, f);
    }
    const res = await createOrder(c.token, [f1.code]);
    expect(body(res).order).toMatchObject({ ids: [f1.code], weight: 1, price: 5 });
    expect(await flightsAt(c.token)).toMatchObject([{ flightId: f2.code }]);
    expect((await parcelsAt(c.token)).array.map((p) => p._id)).toEqual([keep._id]);
  });

  it('does not offer parcels of an open order again, and notifies the new order', async () => {
    const { c, flight } = await ready(['1.000', '1.500']);
    const res = await createOrder(c.token, [flight.code]);
    expect(res.statusCode, res.body).toBe(200);

    expect(await flightsAt(c.token)).toEqual([]);
    expect(await parcelsAt(c.token)).toMatchObject({ array: [], message: MSG.userHasNoProducts });
    const again = await createOrder(c.token, [flight.code]);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(MSG.userHasNoProducts);

    const bell = body(await get('/api/notification/gets', c.token));
    expect(bell.nonotificationLength).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'courier_new',
      status: '1',
      titleEn: 'Courier order received',
    });
  });

  it('moves an order new → assigned → delivered: the parcels are obtained and each step notifies', async () => {
    const { c, flight, parcels } = await ready(['1.000', '2.000']);
    const orderId = body(await createOrder(c.token, [flight.code])).order._id as string;

    const assigned = await courier.assign(orderId, 'ლევანი', null);
    expect(assigned.status).toBe('assigned');
    expect(assigned.courierName).toBe('ლევანი');
    for (const p of parcels) expect(await statusOf(p._id)).toBe('arrived');
    expect(await flightsAt(c.token)).toEqual([]);

    const delivered = await courier.deliver(orderId, null);
    expect(delivered.status).toBe('delivered');
    for (const p of parcels) expect(await statusOf(p._id)).toBe('obtained');

    const obtained = body(await get('/api/product/getswith/obtained/0/30', c.token));
    expect(obtained.products.map((p: { _id: string }) => p._id).sort()).toEqual(
      parcels.map((p) => p._id).sort(),
    );
    const one = body(await get(`/api/product/get/${parcels[0]!._id}`, c.token)).product;
    expect(one.status).toBe('obtained');
    expect(one.events.map((e: { kind: string }) => e.kind)).toContain('obtained');
    expect(one.events.find((e: { kind: string }) => e.kind === 'obtained')).toMatchObject({
      place: 'რუსთაველის გამზ. 12, ბ. 5',
    });

    expect((await notes(c.token)).map((n) => n.kind)).toEqual([
      'courier_delivered',
      'courier_assigned',
      'courier_new',
    ]);
    expect(await flightsAt(c.token)).toEqual([]);
    expect(await parcelsAt(c.token)).toMatchObject({ array: [], message: MSG.userHasNoProducts });
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered' });
  });

  it('frees the parcels for a new order when an order is cancelled, from new or from assigned', async () => {
    const { c, flight, parcels } = await ready(['4.000']);
    const first = body(await createOrder(c.token, [flight.code])).order._id as string;
    expect((await courier.cancel(first, null)).status).toBe('cancelled');
    expect(await flightsAt(c.token)).toMatchObject([{ flightId: flight.code, weight: 4, state: 'paid' }]);
    expect((await parcelsAt(c.token)).message).toBe('');

    const second = await createOrder(c.token, [flight.code]);
    expect(second.statusCode, second.body).toBe(200);
    const secondId = body(second).order._id as string;
    await courier.assign(secondId, 'ლევანი', null);
    expect((await courier.cancel(secondId, null)).status).toBe('cancelled');
    expect(await flightsAt(c.token)).toMatchObject([{ flightId: flight.code }]);
    expect(await statusOf(parcels[0]!._id)).toBe('arrived');

    const third = await createOrder(c.token, [flight.code]);
    expect(third.statusCode, third.body).toBe(200);
    expect((await notes(c.token)).filter((n) => n.kind === 'courier_cancelled')).toHaveLength(2);
  });

  it('refuses illegal moves and changes nothing', async () => {
    const { c, flight, parcels } = await ready(['1.000']);
    const orderId = body(await createOrder(c.token, [flight.code])).order._id as string;
    const notesBefore = (await notes(c.token)).length;

    await expect(courier.deliver(orderId, null)).rejects.toMatchObject({
      statusCode: 409,
      code: 'courier_order_state',
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 'new' });
    expect(await statusOf(parcels[0]!._id)).toBe('arrived');
    expect(await notes(c.token)).toHaveLength(notesBefore);

    await courier.assign(orderId, 'ლევანი', null);
    await expect(courier.assign(orderId, 'სხვა', null)).rejects.toMatchObject({
      statusCode: 409,
      code: 'courier_order_state',
    });
    await courier.deliver(orderId, null);
    const afterDelivery = (await notes(c.token)).length;
    for (const move of [
      () => courier.cancel(orderId, null),
      () => courier.assign(orderId, 'სხვა', null),
      () => courier.deliver(orderId, null),
    ])
      await expect(move()).rejects.toMatchObject({ statusCode: 409, code: 'courier_order_state' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered' });
    expect(await statusOf(parcels[0]!._id)).toBe('obtained');
    expect(await notes(c.token)).toHaveLength(afterDelivery);

    await expect(courier.cancel('00000000-0000-4000-8000-000000000000', null)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(courier.cancel('garbage', null)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("never lets one customer order another customer's flight or parcels", async () => {
    const a = await ready(['2.000']);
    const b = await signupCustomer(t.app);

    // b has nothing deliverable at all.
    const nothing = await createOrder(b.token, [a.flight.code]);
    expect(nothing.statusCode).toBe(409);
    expect(body(nothing).message).toBe(MSG.userHasNoProducts);

    // b has an own flight: a's flight is still not b's to choose.
    const own = await createFlight(t.database, 3);
    await shipped(b, own, '1.000');
    await landFlight(t.database, own.id);
    await payFlight(b, own);
    const foreign = await createOrder(b.token, [a.flight.code]);
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe(MSG.selectFlights);

    // A flight both have parcels on: b's order takes b's parcels only.
    const shared = await createFlight(t.database, 2);
    const aParcel = await shipped(a.c, shared, '7.000');
    const bParcel = await shipped(b, shared, '1.000');
    await landFlight(t.database, shared.id);
    await payFlight(a.c, shared);
    await payFlight(b, shared);
    const res = await createOrder(b.token, [shared.code]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).order).toMatchObject({ weight: 1, price: 5, name: 'გიორგი მაისურაძე' });
    const [counted] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from courier_order_parcels where order_id = $1 and parcel_id = $2`,
      [body(res).order._id, bParcel._id],
    );
    expect(Number(counted!.n)).toBe(1);
    await courier.assign(body(res).order._id, 'ლევანი', null);
    await courier.deliver(body(res).order._id, null);
    expect(await statusOf(bParcel._id)).toBe('obtained');
    expect(await statusOf(aParcel._id)).toBe('arrived');
    expect(await flightsAt(a.c.token)).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ flightId: shared.code, weight: 7 })]),
    );
    expect((await notes(a.c.token)).filter((x) => x.kind.startsWith('courier_'))).toEqual([]);
  });

  it('lets only one of 20 simultaneous orders for the same parcel through', async () => {
    const { c, flight, parcels } = await ready(['2.000']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(c.token, [flight.code])));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const lost of answers.filter((r) => r !== won[0])) {
      expect(lost.statusCode, lost.body).toBe(409);
      expect(body(lost).message).toBe(MSG.userHasNoProducts);
    }
    const holders = await t.database.query<{ order_id: string }>(
      'select order_id from courier_order_parcels where parcel_id = $1',
      [parcels[0]!._id],
    );
    expect(holders.map((h) => h.order_id)).toEqual([body(won[0]!).order._id]);
    const [counted] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from courier_orders where account_id = $1',
      [c.candidate._id],
    );
    expect(Number(counted!.n)).toBe(1);
    expect((await notes(c.token)).filter((n) => n.kind === 'courier_new')).toHaveLength(1);
  });

  it('looks courier order rows up by parcel through an index', async () => {
    const rows = await t.database.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename = 'courier_order_parcels'`,
    );
    expect(rows.map((r) => r.indexdef)).toContainEqual(
      expect.stringMatching(/^CREATE INDEX courier_order_parcels_parcel_idx .*\(parcel_id\)$/),
    );
  });

  it('takes exactly the §7 fields (no region) as a Tbilisi order, and still checks a given region', async () => {
    // 3 kg: Tbilisi 5 ₾, outskirts 8 ₾, village 9 ₾ — the price tells which region was read.
    const { c, flight } = await ready(['3.000']);
    const wrong = await postJson('/api/courier/create', c.token, {
      ...order([flight.code]),
      region: 'batumi',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ message: MSG.fillAllFields, errors: { region: MSG.required } });

    const spec7 = {
      ids: [flight.code],
      sq1: false,
      city: '_TBILISI_',
      address: 'რუსთაველის გამზ. 12, ბ. 5',
      name: 'გიორგი მაისურაძე',
      phone: '599123456',
      branches: 'didube',
    };
    const res = await postJson('/api/courier/create', c.token, spec7);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).order).toMatchObject({ region: 'tbilisi', weight: 3, price: 5 });
    expect(
      await t.database.query('select region, price_tetri from courier_orders where id = $1', [
        body(res).order._id,
      ]),
    ).toEqual([{ region: 'tbilisi', price_tetri: 500 }]);
  });

  describe('tariff at the band edges (spec-readings "Courier")', () => {
    // Lari by region; null = individual tariff (50 kg and more). Written out, not computed.
    const TARIFF: [
      weight: string,
      tbilisi: number | null,
      outskirts: number | null,
      village: number | null,
    ][] = [
      ['0.100', 5, 8, 9],
      ['5.000', 5, 8, 9],
      ['5.001', 7, 13, 11],
      ['10.000', 7, 13, 11],
      ['10.001', 9, 18, 13],
      ['15.000', 9, 18, 13],
      ['15.001', 11, 22, 15],
      ['20.000', 11, 22, 15],
      ['20.001', 13, 27, 17],
      ['25.000', 13, 27, 17],
      ['25.001', 15, 32, 19],
      ['49.999', 23, 52, 27],
      ['50.000', null, null, null],
      ['50.001', null, null, null],
    ];
    const rows = TARIFF.flatMap(([weight, tbilisi, outskirts, village]) => [
      { weight, region: 'tbilisi', price: tbilisi },
      { weight, region: 'outskirts', price: outskirts },
      { weight, region: 'village', price: village },
    ]);
    let c: Customer;
    beforeAll(async () => {
      c = await signupCustomer(t.app);
    });

    it.each(rows)('$weight kg to $region costs $price ₾', async ({ weight, region, price }) => {
      // A flight of its own per row: the order takes that one parcel only.
      const flight = await createFlight(t.database, 2);
      await shipped(c, flight, weight);
      await landFlight(t.database, flight.id);
      // Over the 30 kg customs limit these parcels land on a customs hold; customs has released them.
      await t.database.query(`update parcels set customs_state = 'cleared' where flight_id = $1`, [
        flight.id,
      ]);
      await payFlight(c, flight);
      const res = await createOrder(c.token, [flight.code], { region });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).order).toMatchObject({ region, weight: Number(weight), price });
      const [row] = await t.database.query<{ price_tetri: number | null }>(
        'select price_tetri from courier_orders where id = $1',
        [body(res).order._id],
      );
      expect(row!.price_tetri).toBe(price === null ? null : price * 100);
    });
  });

  describe("the customer's own orders (not §7)", () => {
    type Listed = { _id: string; number: number; status: string; ids: string[]; parcels: number };
    const myOrders = async (token: string) => {
      const res = await get('/api/courier/orders', token);
      expect(res.statusCode, res.body).toBe(200);
      return body(res).orders as Listed[];
    };
    const cancel = (token: string, id: string) => postJson(`/api/courier/orders/${id}/cancel`, token);
    const cancelAudits = async (orderId: string) =>
      t.database.query<{ actor_id: string; data: unknown }>(
        `select actor_id, data from audit_log where entity = 'courier_order' and entity_id = $1
           and action = 'courier.cancel'`,
        [orderId],
      );

    it('gives each order a short increasing number and lists only the own orders, newest first', async () => {
      const { c, flight } = await ready(['1.000', '2.000']);
      const other = await ready(['3.000']);
      const first = body(await createOrder(c.token, [flight.code])).order;
      expect(first.number).toEqual(expect.any(Number));
      expect(first.number).toBeGreaterThanOrEqual(1001);
      await courier.cancel(first._id, null);
      const second = body(await createOrder(c.token, [flight.code])).order;
      expect(second.number).toBeGreaterThan(first.number);
      const foreign = body(await createOrder(other.c.token, [other.flight.code])).order;

      const mine = await myOrders(c.token);
      expect(mine.map((o) => o._id)).toEqual([second._id, first._id]);
      expect(mine[0]).toMatchObject({
        number: second.number,
        status: 'new',
        ids: [flight.code],
        parcels: 2,
        address: 'რუსთაველის გამზ. 12, ბ. 5',
        city: '_TBILISI_',
        weight: 3,
        price: 5,
        name: 'გიორგი მაისურაძე',
        phone: '599123456',
      });
      expect(mine[1]).toMatchObject({ number: first.number, status: 'cancelled', parcels: 2 });
      expect((await myOrders(other.c.token)).map((o) => o._id)).toEqual([foreign._id]);
      expect(await myOrders((await signupCustomer(t.app)).token)).toEqual([]);
    });

    it('cancels an own order no courier is assigned to: the parcels are free again and no money moves', async () => {
      const { c, flight, parcels } = await ready(['4.000']);
      const created = body(await createOrder(c.token, [flight.code])).order;
      const before = await ledgerOf(c.candidate._id);
      const notesBefore = await notes(c.token);

      const res = await cancel(c.token, created._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).order).toMatchObject({
        _id: created._id,
        number: created.number,
        status: 'cancelled',
      });
      expect(await orderRow(created._id)).toMatchObject({ status: 'cancelled', price_tetri: 500 });
      // The fee is paid to the courier on delivery: it never was in the ledger, nothing to give back.
      expect(await ledgerOf(c.candidate._id)).toEqual(before);
      expect(await flightsAt(c.token)).toMatchObject([{ flightId: flight.code, weight: 4, state: 'paid' }]);
      expect(await statusOf(parcels[0]!._id)).toBe('arrived');
      expect((await myOrders(c.token))[0]).toMatchObject({ _id: created._id, status: 'cancelled' });
      // One's own act: audited as the customer's, no bell notice about it.
      expect(await cancelAudits(created._id)).toEqual([
        { actor_id: c.candidate._id, data: { status: 'cancelled', by: 'customer' } },
      ]);
      expect(await notes(c.token)).toEqual(notesBefore);

      const again = await createOrder(c.token, [flight.code]);
      expect(again.statusCode, again.body).toBe(200);
    });

    it("refuses an assigned, delivered, cancelled, another customer's or unknown order, changing nothing", async () => {
      const { c, flight } = await ready(['1.000']);
      const second = await createFlight(t.database, 2);
      await shipped(c, second, '1.000');
      await landFlight(t.database, second.id);
      await payFlight(c, second);
      const assigned = body(await createOrder(c.token, [flight.code])).order._id as string;
      await courier.assign(assigned, 'ლევანი', null);
      const delivered = body(await createOrder(c.token, [second.code])).order._id as string;
      await courier.assign(delivered, 'ლევანი', null);
      await courier.deliver(delivered, null);
      const before = await ledgerOf(c.candidate._id);

      const refused = await cancel(c.token, assigned);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).message).toBe(MSG.courierOrderAssigned);
      expect(await orderRow(assigned)).toMatchObject({ status: 'assigned' });
      const done = await cancel(c.token, delivered);
      expect(done.statusCode).toBe(409);
      expect(body(done).message).toBe(MSG.courierOrderState);
      expect(await orderRow(delivered)).toMatchObject({ status: 'delivered' });

      const other = await ready(['1.000']);
      const theirs = body(await createOrder(other.c.token, [other.flight.code])).order._id as string;
      for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'garbage']) {
        const res = await cancel(c.token, id);
        expect(res.statusCode, id).toBe(404);
      }
      expect(await orderRow(theirs)).toMatchObject({ status: 'new' });

      expect((await cancel(other.c.token, theirs)).statusCode).toBe(200);
      const twice = await cancel(other.c.token, theirs);
      expect(twice.statusCode).toBe(409);
      expect(body(twice).message).toBe(MSG.courierOrderCancelled);
      expect(await cancelAudits(theirs)).toHaveLength(1);
      expect(await cancelAudits(assigned)).toEqual([]);
      expect(await ledgerOf(c.candidate._id)).toEqual(before);
    });

    it('cancels exactly once under 10 simultaneous cancels, and takes turns with a staff assignment', async () => {
      const { c, flight } = await ready(['2.000']);
      const orderId = body(await createOrder(c.token, [flight.code])).order._id as string;
      const before = await ledgerOf(c.candidate._id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(c.token, orderId)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const lost of answers.filter((r) => r.statusCode !== 200)) {
        expect(lost.statusCode, lost.body).toBe(409);
        expect(body(lost).message).toBe(MSG.courierOrderCancelled);
      }
      expect(await cancelAudits(orderId)).toHaveLength(1);
      expect(await ledgerOf(c.candidate._id)).toEqual(before);

      // A cancel and an assignment at once: whichever comes second is refused, never both applied.
      const next = body(await createOrder(c.token, [flight.code])).order._id as string;
      const [cancelled, assigned] = await Promise.allSettled([
        cancel(c.token, next),
        courier.assign(next, 'ლევანი', null),
      ]);
      const status = (await orderRow(next)).status;
      if (status === 'cancelled') {
        expect(cancelled).toMatchObject({ status: 'fulfilled', value: { statusCode: 200 } });
        expect(assigned).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
      } else {
        expect(status).toBe('assigned');
        expect(cancelled.status === 'fulfilled' && cancelled.value.statusCode).toBe(409);
        expect(assigned.status).toBe('fulfilled');
      }
    });
  });

  it('answers 401 on every courier route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/courier/getFlights/didube'],
      ['GET', '/api/courier/getParcels/didube'],
      ['POST', '/api/courier/create'],
      ['GET', '/api/courier/orders'],
      ['POST', '/api/courier/orders/00000000-0000-4000-8000-000000000000/cancel'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: order(['X']) } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      const bad = await t.app.inject({
        method,
        url,
        headers: bearer('not-a-token'),
        ...(method === 'POST' ? { payload: order(['X']) } : {}),
      });
      expect(bad.statusCode, url).toBe(401);
    }
  });
});
