// The whole life of a parcel in the back office (issue 6), through HTTP on both databases: warehouse
// intake (declared, undeclared, unidentified), flights (create, load, manifest, arrive), handover at a
// branch (paid only, admin override), courier orders, the audit log and the declaration deadline —
// each step checked on the customer's own API (status, weight, flight, invoice, debt, notifications).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@amanati/shared/categories';
import { chargeableWeightKg, chargeTetri } from '@amanati/shared/charges';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { ok, staffSession } from '../../test/staff-sessions.ts';
import { declareParcel, multipart, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { accountDirectory } from '../accounts/account-directory.ts';
import { runDeadlineJob } from '../flights/deadline.job.ts';
import { post as postLedger } from '../money/ledger.ts';

const DAY = 864e5;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface Staff {
  id: string;
  token: string;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const tracking = (prefix = 'TRK') => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

describe.each(testDatabases)('back office on %s', (kind) => {
  let t: TestApp;
  let op: Staff;
  let admin: Staff;

  const staff = (role: 'operator' | 'admin'): Promise<Staff> => staffSession(t, role);

  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staff('operator');
    admin = await staff('admin');
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  // --- the back office, as the operator uses it ---
  const receive = (input: Json, by: Staff = op) => postJson('/api/admin/intake/receive', by.token, input);
  const createFlight = (input: Json, by: Staff = op) => postJson('/api/admin/flights', by.token, input);
  // Undeclared parcels fly only by an operator's word (the customs gate's override, issue 16 §4).
  const FLIES_UNDECLARED = 'the customer declares it before the deadline';
  const loadFlight = (flightId: string, select: Json, by: Staff = op) =>
    postJson(`/api/admin/flights/${flightId}/parcels`, by.token, select);
  const arrive = (flightId: string, by: Staff = op) =>
    postJson(`/api/admin/flights/${flightId}/arrive`, by.token);
  const handover = (input: Json, by: Staff = op) => postJson('/api/admin/handover', by.token, input);

  // --- the customer's side ---
  const list = async (c: Customer, status: string) =>
    (
      await ok(
        get(
          `/api/product/${['waiting', 'stock'].includes(status) ? 'gets' : 'getswith'}/${status}/0/100`,
          c.token,
        ),
      )
    ).products as Json[];
  const parcelOf = async (c: Customer, id: string) =>
    (await ok(get(`/api/product/get/${id}`, c.token))).product as Json;
  const notes = async (c: Customer, kind?: string) =>
    ((await ok(get('/api/notification/all', c.token))).notifications as Json[]).filter(
      (n) => !kind || n.kind === kind,
    );
  const debt = async (c: Customer) => (await ok(get('/api/product/debtSum', c.token))).deptSum as number;
  const credit = (c: Customer, tetri: number) =>
    t.database.db.transaction((tx) =>
      postLedger(tx, { accountId: c.candidate._id, amountTetri: tetri, kind: 'topup' }),
    );
  const audits = (actorId: string, action: string) =>
    t.database.query<{ actor_id: string; action: string; entity_id: string | null; data: Json }>(
      'select actor_id, action, entity_id, data from audit_log where actor_id = $1 and action = $2 order by at',
      [actorId, action],
    );
  const flightRow = async (id: string) =>
    (
      await t.database.query<{ update_status: boolean; end_at: Date | null }>(
        'select update_status, end_at from flights where id = $1',
        [id],
      )
    )[0]!;
  const update = (c: Customer, parcel: { _id: string; productOrderId: string }, changes: Json = {}) =>
    postJson('/api/product/updateProduct', c.token, {
      productId: parcel._id,
      productOrderId: parcel.productOrderId,
      productName: '_SHOES_',
      quantity: '1',
      amount: '50',
      currency: 'USD',
      shop: '_AMAZON_',
      ...changes,
    });

  /** The USA tariff for individuals and the USD rate, as the customer's site shows them. */
  async function usaTariffAndRate() {
    const tariffs = (await ok(t.app.inject({ method: 'GET', url: '/api/tariffs/gets' }))).tariffs as Json[];
    const tariff = tariffs.find((x) => x.country === 2 && x.type === 1)!;
    const rates = (await ok(t.app.inject({ method: 'GET', url: '/api2/rate/get' }))).rates as Json;
    return { tariffUsd: String(tariff.amount), rateUsd: String(rates.USD) };
  }

  /** A customer's parcel, declared, received and put on a new flight that has landed. */
  async function arrivedParcel(c: Customer, code: string, weightKg = '2.000') {
    const p = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: p.productOrderId, country: 2, weightKg }));
    const flight = (
      await ok(
        createFlight({
          country: 2,
          code,
          departedAt: new Date(),
          estimatedAt: new Date(Date.now() + 3 * DAY),
        }),
      )
    ).flight as Json;
    expect((await ok(loadFlight(flight._id, { parcelIds: [p._id] }))).added).toBe(1);
    await ok(arrive(flight._id));
    return { parcel: p, flight };
  }

  it('takes declared parcels from waiting to obtained entirely in the back office, step by step on the customer API', async () => {
    const phone = uniquePhone();
    const a = await signupCustomer(t.app, { phone });
    const b = await signupCustomer(t.app, { phone: uniquePhone() });
    const p1 = await declareParcel(t.app, a.token, { quantity: '2' });
    const p2 = await declareParcel(t.app, a.token, { productName: '_BAGS_', amount: '20.50' });
    const q = await declareParcel(t.app, b.token);
    expect((await list(a, 'waiting')).map((p) => p._id).sort()).toEqual([p1._id, p2._id].sort());

    // Intake, JSON: the declared parcel is found by its tracking (any case), weighed, in stock, customer told.
    const r1 = await ok(receive({ tracking: p1.productOrderId.toLowerCase(), country: 2, weightKg: 1.2 }));
    expect(r1).toMatchObject({ outcome: 'received', parcel: { _id: p1._id, status: 'stock', weight: 1.2 } });
    expect(await list(a, 'waiting')).toHaveLength(1);
    // Intake, form data: a photo of the label and the dimensions.
    const form = multipart(
      {
        tracking: p2.productOrderId,
        country: '2',
        weightKg: '0.450',
        lengthCm: 30,
        widthCm: 20,
        heightCm: 15,
      },
      { name: 'label.png', data: PNG_BYTES, type: 'image/png' },
    );
    const r2 = await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/admin/intake/receive',
        headers: { ...bearer(op.token), ...form.headers },
        payload: form.payload,
      }),
    );
    expect(r2).toMatchObject({ outcome: 'received', parcel: { _id: p2._id, status: 'stock', weight: 0.45 } });
    const photo = r2.parcel.labelPhoto as string;
    expect(photo).toMatch(/^[\w-]+\.png$/);
    await ok(receive({ tracking: q.productOrderId, country: 2, weightKg: '3.000' }));

    const stock = await list(a, 'stock');
    expect(Object.fromEntries(stock.map((p) => [p._id, p.weight]))).toEqual({
      [p1._id]: 1.2,
      [p2._id]: 0.45,
    });
    const timeline2 = await parcelOf(a, p2._id);
    expect(timeline2.labelPhoto).toBe(photo);
    expect(timeline2.events.map((e: Json) => e.kind)).toEqual(['declared', 'received']);
    expect(timeline2.events[1]).toMatchObject({
      place: 'warehouse_usa',
      data: { weightKg: '0.450', photo },
    });
    const served = await t.app.inject({ method: 'GET', url: `/uploads/labels/${photo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    const received = await notes(a, 'parcel_received');
    expect(received.map((n) => n.descriptionEn).sort()).toEqual(
      [
        `Your parcel ${p1.productOrderId} has arrived at our warehouse. Weight: 1.2 kg.`,
        `Your parcel ${p2.productOrderId} has arrived at our warehouse. Weight: 0.450 kg.`,
      ].sort(),
    );

    // A flight: code from country and departure day, deadline 3 days after departure, codes unique.
    const departedAt = '2031-03-04T08:00:00.000Z';
    const created = await ok(
      createFlight({ country: 2, departedAt, estimatedAt: '2031-03-09T08:00:00.000Z' }),
    );
    const flight = created.flight as Json;
    expect(flight).toMatchObject({
      flightId: 'US-310304',
      countryId: '2',
      startdAt: departedAt,
      declarationDeadline: '2031-03-07T08:00:00.000Z',
      updateStatus: true,
      endAt: null,
    });
    // A second flight the same day gets the next free code; a typed code already in use is refused.
    const sameDay = await ok(
      createFlight({ country: 2, departedAt, estimatedAt: '2031-03-09T08:00:00.000Z' }),
    );
    expect((sameDay.flight as Json).flightId).toBe('US-310304-2');
    const dup = await createFlight({
      country: 2,
      code: 'US-310304',
      departedAt,
      estimatedAt: '2031-03-09T08:00:00.000Z',
    });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toMatchObject({ success: false, message: 'flight_code_taken' });
    const patched = await ok(
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/flights/${flight._id}`,
        headers: bearer(op.token),
        payload: { flightNumber: 'TK-1234' },
      }),
    );
    expect(patched.flight).toMatchObject({ flightNumber: 'TK-1234', flightId: 'US-310304' });

    // Refusals, each with its reason, while the valid parcels go on.
    const waiting = await declareParcel(t.app, b.token);
    const china = await declareParcel(t.app, b.token, { senderCountryId: 1, shop: '_TAOBAO_' });
    await ok(receive({ tracking: china.productOrderId, country: 1, weightKg: '1.000' }));
    const loaded = await ok(
      loadFlight(flight._id, {
        trackings: [
          p1.productOrderId,
          p2.productOrderId.toLowerCase(),
          q.productOrderId,
          'NOSUCH123',
          waiting.productOrderId,
          china.productOrderId,
        ],
      }),
    );
    expect(loaded.added).toBe(3);
    expect(loaded.flight).toBe('US-310304');
    expect(
      [...(loaded.refused as { tracking: string; reason: string }[])].sort((x, y) =>
        x.reason.localeCompare(y.reason),
      ),
    ).toEqual([
      { tracking: 'NOSUCH123', reason: 'not_found' },
      { tracking: waiting.productOrderId, reason: 'not_in_stock' },
      { tracking: china.productOrderId, reason: 'wrong_country' },
    ]);
    // Putting the same parcels on again adds nothing: they are no longer in stock.
    const again = await ok(loadFlight(flight._id, { parcelIds: [p1._id] }));
    expect(again).toMatchObject({
      added: 0,
      refused: [{ tracking: p1.productOrderId, reason: 'not_in_stock' }],
    });
    // The flight's own page counts what it carries (its arrival confirmation states the number).
    expect((await ok(get(`/api/admin/flights/${flight._id}`, op.token))).flight).toMatchObject({
      flightId: 'US-310304',
      parcels: 3,
      weightKg: 4.65,
    });

    // Sent and charged with the shared arithmetic: invoice, debt and notification on the customer's side.
    const { tariffUsd, rateUsd } = await usaTariffAndRate();
    const none = { lengthCm: null, widthCm: null, heightCm: null };
    const charge1 = chargeTetri(chargeableWeightKg('1.200', none), tariffUsd, rateUsd);
    const charge2 = chargeTetri(
      chargeableWeightKg('0.450', { lengthCm: 30, widthCm: 20, heightCm: 15 }),
      tariffUsd,
      rateUsd,
    );
    expect([charge1, charge2]).toEqual([2592, 3240]); // 1.2 kg and 1.5 kg (volume) × 8 USD × 2.6999
    const sent = await ok(get('/api/product/getswith/sent/0/100', a.token));
    expect(
      Object.fromEntries(
        (sent.products as Json[]).map((p) => [p._id, [p.status, p.flightId, p.price, p.state]]),
      ),
    ).toEqual({
      [p1._id]: ['sent', 'US-310304', charge1 / 100, 'unpaid'],
      [p2._id]: ['sent', 'US-310304', charge2 / 100, 'unpaid'],
    });
    expect(sent.flights).toMatchObject([{ flightId: 'US-310304', state: 'unpaid', flightNumber: 'TK-1234' }]);
    expect(await debt(a)).toBe((charge1 + charge2) / 100);
    const invoice = await ok(get('/api/invoice/get/US-310304', a.token));
    expect(invoice.invoice).toMatchObject({
      state: 'unpaid',
      flightId: 'US-310304',
      additionalInformation: { allQuantity: 3, allSum: (charge1 + charge2) / 100 },
    });
    expect(invoice.products.map((p: Json) => p._id).sort()).toEqual([p1._id, p2._id].sort());
    const sentNotes = await notes(a, 'parcel_sent');
    expect(sentNotes.map((n) => n.descriptionEn).sort()).toEqual(
      [
        `Your parcel ${p1.productOrderId} is on flight US-310304. Shipping charge: 25.92 GEL.`,
        `Your parcel ${p2.productOrderId} is on flight US-310304. Shipping charge: 32.40 GEL.`,
      ].sort(),
    );
    // A customer may still edit a sent parcel while declaring is open.
    await ok(update(a, p1, { quantity: '2', description: 'two pairs' }));

    // Manifest for customs.
    const csv = await get(`/api/admin/flights/${flight._id}/manifest.csv`, op.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('manifest-US-310304.csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'AXID,Receiver,Tracking,Category,Quantity,Declared value,Currency,Weight (kg),Customs group,Group total (GEL),Group needs clearance',
    );
    expect(lines).toHaveLength(4);
    const shoes = CATEGORIES.find((c) => c.code === '_SHOES_')!.name.en;
    const bags = CATEGORIES.find((c) => c.code === '_BAGS_')!.name.en;
    // Each parcel, then its customs group (its own shop: a group of one each) and the group's total.
    const rows = [
      [`${a.candidate.AXID},giorgi Maisuradze,${p1.productOrderId},${shoes},2,50,USD,1.2`, a],
      [`${a.candidate.AXID},giorgi Maisuradze,${p2.productOrderId},${bags},1,20.5,USD,0.45`, a],
      [`${b.candidate.AXID},giorgi Maisuradze,${q.productOrderId},${shoes},1,50,USD,3`, b],
    ] as const;
    for (const [parcel, owner] of rows) {
      const line = lines.find((l) => l.startsWith(`${parcel},`));
      const [group, total, clearance] = line!.slice(parcel.length + 1).split(',');
      expect(group, parcel).toMatch(new RegExp(`^${owner.candidate.AXID}-[12]$`));
      expect(Number(total)).toBeGreaterThan(0);
      expect(clearance).toBe('no');
    }
    const xlsx = await get(`/api/admin/flights/${flight._id}/manifest.xlsx`, op.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.rawPayload.length).toBeGreaterThan(1000);

    // Arrival: endAt public, parcels arrived, one notification per customer, no second arrival.
    const staffList = await ok(get('/api/admin/flights?status=open', op.token));
    expect(staffList.flights.find((f: Json) => f.flightId === 'US-310304')).toMatchObject({
      parcels: 3,
      weightKg: 4.65,
    });
    // It really left yesterday (a flight cannot land before it departs); the deadline moves along with it.
    const rescheduled = await ok(
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/flights/${flight._id}`,
        headers: bearer(op.token),
        payload: { departedAt: new Date(Date.now() - DAY) },
      }),
    );
    expect(Date.parse(rescheduled.flight.declarationDeadline)).toBe(
      Date.parse(rescheduled.flight.startdAt) + 3 * DAY,
    );
    const landed = await ok(arrive(flight._id));
    expect(landed).toMatchObject({ flight: 'US-310304', parcels: 3, customers: 2 });
    const schedule = await ok(t.app.inject({ method: 'GET', url: '/api/flight/gets/0/100' }));
    const publicFlight = (schedule.flight as Json[]).find((f) => f.flightId === 'US-310304')!;
    expect(publicFlight.endAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(publicFlight.endAt)).toBeLessThan(60_000);
    expect(publicFlight).not.toHaveProperty('state');
    expect((await list(a, 'arrived')).map((p) => [p._id, p.status]).sort()).toEqual(
      [
        [p1._id, 'arrived'],
        [p2._id, 'arrived'],
      ].sort(),
    );
    expect(await notes(a, 'flight_arrived')).toHaveLength(1);
    expect((await notes(a, 'flight_arrived'))[0]!.descriptionEn).toContain('(2)');
    expect(await notes(b, 'flight_arrived')).toHaveLength(1);
    const second = await arrive(flight._id);
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({ success: false, message: 'flight_already_arrived' });
    expect(await notes(a, 'flight_arrived')).toHaveLength(1);
    // Nothing more goes on a landed flight.
    expect((await loadFlight(flight._id, { trackings: [china.productOrderId] })).statusCode).toBe(409);
    // Editing stops once the parcel has arrived.
    expect((await update(a, p1, { quantity: '3' })).statusCode).toBe(409);

    // Handover: find the customer by AXID, phone or personal id; their arrived parcels at the branch.
    for (const term of [
      a.candidate.AXID,
      a.candidate.AXID.toLowerCase(),
      phone,
      String(a.payload.personId),
    ]) {
      const found = await ok(get(`/api/admin/handover/customers?q=${encodeURIComponent(term)}`, op.token));
      expect(
        found.customers.map((c: Json) => c.id),
        term,
      ).toEqual([a.candidate._id]);
    }
    const atDidube = await ok(get(`/api/admin/handover/${a.candidate._id}/parcels?branch=didube`, op.token));
    expect(atDidube.parcels.map((p: Json) => [p._id, p.flightId, p.state]).sort()).toEqual(
      [
        [p1._id, 'US-310304', 'unpaid'],
        [p2._id, 'US-310304', 'unpaid'],
      ].sort(),
    );
    expect(
      (await ok(get(`/api/admin/handover/${a.candidate._id}/parcels?branch=gldani`, op.token))).parcels,
    ).toEqual([]);

    // Unpaid: refused for the operator and for an admin without override; an operator cannot override.
    const both = { parcelIds: [p1._id, p2._id], branch: 'didube' };
    for (const [by, input] of [
      [op, both],
      [admin, both],
      [admin, { ...both, override: false, reason: 'trust' }],
    ] as const) {
      const res = await handover(input, by);
      expect(res.statusCode, res.body).toBe(409);
      expect(body(res)).toMatchObject({ success: false, message: MSG.productUnpaid });
    }
    const opOverride = await handover({ ...both, override: true, reason: 'known customer' }, op);
    expect(opOverride.statusCode).toBe(403);
    expect(body(opOverride)).toMatchObject({ success: false });
    const noReason = await handover({ parcelIds: [q._id], branch: 'didube', override: true }, admin);
    expect(noReason.statusCode).toBe(400);
    const wrongBranch = await handover(
      { parcelIds: [q._id], branch: 'gldani', override: true, reason: 'x' },
      admin,
    );
    expect(wrongBranch.statusCode).toBe(409);
    expect((await list(a, 'arrived')).map((p) => p.status)).toEqual(['arrived', 'arrived']);

    // An admin overrides for customer B, with a reason: handed over and audited as an override.
    expect(
      await ok(
        handover({ parcelIds: [q._id], branch: 'didube', override: true, reason: 'pays tomorrow' }, admin),
      ),
    ).toMatchObject({ handedOver: 1 });
    expect((await list(b, 'obtained')).map((p) => p._id)).toEqual([q._id]);
    const overrides = await audits(admin.id, 'handover.override');
    expect(overrides).toHaveLength(1);
    expect(overrides[0]!.data).toMatchObject({
      parcelIds: [q._id],
      unpaid: [q._id],
      reason: 'pays tomorrow',
      branch: 'didube',
    });
    expect(await debt(b)).toBeGreaterThan(0); // the override hands over; it does not forgive the charge

    // Customer A pays the flight; the operator hands over both parcels.
    await credit(a, 10_000);
    const paid = await ok(postJson('/api/payment/payFlightId', a.token, { flightId: 'US-310304' }));
    expect(paid.paid).toBe((charge1 + charge2) / 100);
    expect(await debt(a)).toBe(0);
    expect(await ok(handover(both))).toMatchObject({ handedOver: 2 });
    const obtained = await ok(get('/api/product/getswith/obtained/0/30', a.token));
    expect(obtained.products.map((p: Json) => [p._id, p.status, p.state]).sort()).toEqual(
      [
        [p1._id, 'obtained', 'paid'],
        [p2._id, 'obtained', 'paid'],
      ].sort(),
    );
    expect(obtained.flights).toMatchObject([{ flightId: 'US-310304', state: 'paid' }]);
    const timeline1 = await parcelOf(a, p1._id);
    expect(timeline1.events.map((e: Json) => e.kind)).toEqual([
      'declared',
      'received',
      'sent',
      'edited',
      'arrived',
      'obtained',
    ]);
    expect(timeline1.events.at(-1)).toMatchObject({ place: 'didube', data: { by: 'branch' } });
    expect(
      await ok(get(`/api/admin/handover/${a.candidate._id}/parcels?branch=didube`, op.token)),
    ).toMatchObject({ parcels: [] });
    // Handed over is final.
    expect((await handover(both)).statusCode).toBe(409);

    // Every staff write of this life is in the audit log with its actor.
    for (const action of [
      'intake.received',
      'flight.create',
      'flight.update',
      'flight.add_parcels',
      'flight.arrive',
      'handover',
    ])
      expect((await audits(op.id, action)).length, action).toBeGreaterThan(0);
    const [create] = await audits(op.id, 'flight.create');
    expect(create).toMatchObject({ entity_id: flight._id, data: { code: 'US-310304' } });
    const [handed] = await audits(op.id, 'handover');
    expect(handed!.data).toMatchObject({ parcelIds: [p1._id, p2._id], branch: 'didube' });
    expect(handed!.data).not.toHaveProperty('unpaid');
    const [landedAudit] = await audits(op.id, 'flight.arrive');
    expect(landedAudit).toMatchObject({ entity_id: flight._id, data: { parcels: 3 } });
  });

  it('creates an undeclared parcel for the AXID on its label and lets the customer declare it', async () => {
    const c = await signupCustomer(t.app);
    const trk = tracking('UNDECL');
    const res = await ok(
      receive({ tracking: trk, country: 2, weightKg: '0.800', axid: c.candidate.AXID.toLowerCase() }),
    );
    expect(res).toMatchObject({
      outcome: 'created_for_customer',
      parcel: {
        productOrderId: trk,
        status: 'stock',
        weight: 0.8,
        quantity: null,
        productName: null,
        branches: 'didube',
      },
    });
    const id = res.parcel._id as string;
    expect((await list(c, 'stock')).map((p) => p._id)).toEqual([id]);
    expect((await notes(c, 'declare_parcel')).map((n) => n.descriptionEn)).toEqual([
      `We received parcel ${trk} at the warehouse, but it has not been declared yet. Please declare it before its flight's declaration deadline. Your parcels from the same shop (personal parcels: from the same sender) on the same flight are added up: when together they reach the customs limit, each of them needs an invoice.`,
    ]);
    expect(await notes(c, 'parcel_received')).toHaveLength(1);
    expect((await audits(op.id, 'intake.created_for_customer')).map((a) => a.entity_id)).toContain(id);

    const declared = await ok(
      update(c, { _id: id, productOrderId: trk }, { quantity: '3', amount: '42', productName: '_CLOTHING_' }),
    );
    expect(declared.product).toMatchObject({
      _id: id,
      quantity: 3,
      amount: 42,
      productName: '_CLOTHING_',
      status: 'stock',
      weight: 0.8,
    });
    expect((await parcelOf(c, id)).events.map((e: Json) => e.kind)).toEqual(['received', 'declared']);
  });

  it('queues a parcel with an unknown AXID as unidentified and resolves it to a customer', async () => {
    const c = await signupCustomer(t.app);
    const trk = tracking('UNID');
    const res = await ok(
      receive({ tracking: trk, country: 3, weightKg: '2.5', axid: 'AX99999999', note: 'torn label' }),
    );
    expect(res.outcome).toBe('unidentified');
    expect(res).not.toHaveProperty('parcel');
    const itemId = res.unidentified.id as string;
    const queue = await ok(get('/api/admin/intake/unidentified', op.token));
    expect(queue.items.find((i: Json) => i.id === itemId)).toMatchObject({
      tracking: trk,
      country: 3,
      labelAxid: 'AX99999999',
      note: 'torn label',
    });
    // No AXID at all also goes to the queue.
    const noAxid = await ok(receive({ tracking: tracking('NOAX'), country: 3, weightKg: '1' }));
    expect(noAxid.outcome).toBe('unidentified');

    // The same tracking scanned again while it waits in the queue.
    const twice = await receive({ tracking: trk.toLowerCase(), country: 3, weightKg: '2.5' });
    expect(twice.statusCode).toBe(409);
    expect(body(twice)).toMatchObject({ success: false, message: 'already_unidentified' });
    expect((await ok(get(`/api/admin/intake/lookup?tracking=${trk}`, op.token))).parcel).toBeNull();

    const unknown = await postJson(`/api/admin/intake/unidentified/${itemId}/resolve`, op.token, {
      axid: 'AX99999999',
    });
    expect(unknown.statusCode).toBe(404);
    const resolved = await ok(
      postJson(`/api/admin/intake/unidentified/${itemId}/resolve`, op.token, { axid: c.candidate.AXID }),
    );
    expect(resolved.parcel).toMatchObject({
      productOrderId: trk,
      status: 'stock',
      weight: 2.5,
      senderCountryId: 3,
    });
    const parcelId = resolved.parcel._id as string;
    expect((await list(c, 'stock')).map((p) => p._id)).toEqual([parcelId]);
    expect(await notes(c, 'declare_parcel')).toHaveLength(1);
    expect(
      (await ok(get('/api/admin/intake/unidentified', op.token))).items.map((i: Json) => i.id),
    ).not.toContain(itemId);
    expect(
      (
        await postJson(`/api/admin/intake/unidentified/${itemId}/resolve`, op.token, {
          axid: c.candidate.AXID,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ok(get(`/api/admin/intake/lookup?tracking=${trk.toLowerCase()}`, op.token))).parcel,
    ).toMatchObject({ _id: parcelId, AXID: c.candidate.AXID });
    expect((await audits(op.id, 'intake.unidentified')).map((a) => a.entity_id)).toContain(itemId);
    expect((await audits(op.id, 'intake.resolved')).map((a) => a.entity_id)).toContain(itemId);

    // The label's AXID is a staff account: not a customer, so the parcel is queued, not given to staff.
    const staffAxid = (await accountDirectory.byId(t.database.db, op.id))!.axid;
    expect(
      (await ok(receive({ tracking: tracking('STAFF'), country: 3, weightKg: '1', axid: staffAxid })))
        .outcome,
    ).toBe('unidentified');
    // While a parcel waits in the queue, its customer declares it: resolving books that declaration (no
    // second parcel) with the weight measured at intake, and takes it off the queue.
    const lateTrk = tracking('LATEDECL');
    const late = await ok(receive({ tracking: lateTrk, country: 2, weightKg: '1.5', axid: 'AX99999998' }));
    expect(
      (
        await postJson(`/api/admin/intake/unidentified/${late.unidentified.id}/resolve`, op.token, {
          axid: staffAxid,
        })
      ).statusCode,
    ).toBe(404);
    const declaredMeanwhile = await declareParcel(t.app, c.token, { productOrderId: lateTrk });
    const booked = await ok(
      postJson(`/api/admin/intake/unidentified/${late.unidentified.id}/resolve`, op.token, {
        axid: c.candidate.AXID,
      }),
    );
    expect(booked.parcel).toMatchObject({ _id: declaredMeanwhile._id, status: 'stock', weight: 1.5 });
    expect((await list(c, 'stock')).filter((p) => p.productOrderId === lateTrk).map((p) => p._id)).toEqual([
      declaredMeanwhile._id,
    ]);
    const queueAfter = (await ok(get('/api/admin/intake/unidentified', op.token))).items as Json[];
    expect(queueAfter.map((i) => i.id)).not.toContain(late.unidentified.id);
    // Scanning it again weighs it again: it is the same parcel.
    expect((await ok(receive({ tracking: lateTrk, country: 2, weightKg: '1.6' }))).outcome).toBe('reweighed');
  });

  it('re-weighs a stock parcel and refuses shipped parcels and another country’s warehouse', async () => {
    const c = await signupCustomer(t.app);
    const p = await declareParcel(t.app, c.token);
    expect((await ok(receive({ tracking: p.productOrderId, country: 2, weightKg: '1.000' }))).outcome).toBe(
      'received',
    );
    const again = await ok(
      receive({
        tracking: p.productOrderId,
        country: 2,
        weightKg: '1.250',
        lengthCm: 40,
        widthCm: 30,
        heightCm: 20,
      }),
    );
    expect(again).toMatchObject({ outcome: 'reweighed', parcel: { status: 'stock', weight: 1.25 } });
    expect((await parcelOf(c, p._id)).events.map((e: Json) => e.kind)).toEqual([
      'declared',
      'received',
      'reweighed',
    ]);
    expect(await notes(c, 'parcel_received')).toHaveLength(1); // a re-weigh does not notify again
    expect((await audits(op.id, 'intake.reweighed')).map((a) => a.entity_id)).toContain(p._id);

    const other = await receive({ tracking: p.productOrderId, country: 1, weightKg: '1.000' });
    expect(other.statusCode).toBe(409);
    expect(body(other)).toMatchObject({ success: false, message: 'parcel_of_another_country' });
    const waitingElsewhere = await declareParcel(t.app, c.token, { senderCountryId: 3, shop: '_TRENDYOL_' });
    expect(
      (await receive({ tracking: waitingElsewhere.productOrderId, country: 2, weightKg: '1' })).statusCode,
    ).toBe(409);
    expect((await list(c, 'waiting')).map((x) => x._id)).toEqual([waitingElsewhere._id]);

    const flight = (
      await ok(
        createFlight({ country: 2, code: 'US-REWEIGH', departedAt: new Date(), estimatedAt: new Date() }),
      )
    ).flight as Json;
    await ok(loadFlight(flight._id, { trackings: [p.productOrderId] }));
    const shipped = await receive({ tracking: p.productOrderId, country: 2, weightKg: '9.000' });
    expect(shipped.statusCode).toBe(409);
    expect(body(shipped)).toMatchObject({ success: false, message: 'parcel_already_shipped' });
    expect((await parcelOf(c, p._id)).weight).toBe(1.25);

    const bad = await receive({ tracking: 'BAD TRACK', country: 2, weightKg: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors).toMatchObject({
      tracking: MSG.trackingLettersDigits,
      weightKg: 'weight_invalid',
    });
  });

  it('moves courier orders: cancel frees the parcels, assign then deliver makes them obtained', async () => {
    const c = await signupCustomer(t.app);
    const { parcel, flight } = await arrivedParcel(c, 'US-COURIER');
    await credit(c, 10_000);
    await ok(postJson('/api/payment/payFlightId', c.token, { flightId: 'US-COURIER' }));
    const order = {
      ids: [flight.flightId],
      sq1: false,
      region: 'tbilisi',
      city: '_TBILISI_',
      address: 'რუსთაველის გამზ. 12, ბ. 5',
      branches: 'didube',
    };
    const first = (await ok(postJson('/api/courier/create', c.token, order))).order._id as string;
    const listed = await ok(get('/api/admin/courier-orders?status=new', op.token));
    expect(listed.orders.find((o: Json) => o._id === first)).toMatchObject({
      AXID: c.candidate.AXID,
      status: 'new',
    });
    // Delivered straight from new is not a move.
    expect((await postJson(`/api/admin/courier-orders/${first}/deliver`, op.token)).statusCode).toBe(409);
    expect((await ok(postJson(`/api/admin/courier-orders/${first}/cancel`, op.token))).order.status).toBe(
      'cancelled',
    );
    expect((await parcelOf(c, parcel._id)).status).toBe('arrived');

    const second = (await ok(postJson('/api/courier/create', c.token, order))).order._id as string;
    const noName = await postJson(`/api/admin/courier-orders/${second}/assign`, op.token, {
      courierName: '',
    });
    expect(noName.statusCode).toBe(400);
    expect(
      (await ok(postJson(`/api/admin/courier-orders/${second}/assign`, op.token, { courierName: 'ლევანი' })))
        .order.status,
    ).toBe('assigned');
    // While a courier has it, the branch does not hand it over too.
    const atCounter = await handover({ parcelIds: [parcel._id], branch: 'didube' });
    expect(atCounter.statusCode, atCounter.body).toBe(409);
    expect(body(atCounter)).toMatchObject({ success: false, message: 'parcel_in_courier_order' });
    expect((await ok(postJson(`/api/admin/courier-orders/${second}/deliver`, op.token))).order.status).toBe(
      'delivered',
    );
    expect((await list(c, 'obtained')).map((p) => [p._id, p.status])).toEqual([[parcel._id, 'obtained']]);
    const timeline = await parcelOf(c, parcel._id);
    expect(timeline.events.at(-1)).toMatchObject({
      kind: 'obtained',
      data: { by: 'courier', order: second },
    });
    expect((await postJson(`/api/admin/courier-orders/${second}/cancel`, op.token)).statusCode).toBe(409);
    expect(
      (await ok(get('/api/admin/courier-orders?status=delivered', op.token))).orders.map((o: Json) => o._id),
    ).toContain(second);

    expect((await audits(op.id, 'courier.cancel')).map((a) => a.entity_id)).toContain(first);
    expect((await audits(op.id, 'courier.assign')).map((a) => a.entity_id)).toContain(second);
    expect((await audits(op.id, 'courier.deliver')).map((a) => a.entity_id)).toContain(second);
    expect((await notes(c)).map((n) => n.kind).slice(0, 3)).toEqual([
      'courier_delivered',
      'courier_assigned',
      'courier_new',
    ]);
  });

  it('closes declaring at the deadline: blocked even before the job, the job turns updateStatus off', async () => {
    const c = await signupCustomer(t.app);
    const declared = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: declared.productOrderId, country: 2, weightKg: '1.000' }));
    const undeclaredTrk = tracking('LATE');
    const undeclared = (
      await ok(receive({ tracking: undeclaredTrk, country: 2, weightKg: '1.000', axid: c.candidate.AXID }))
    ).parcel as Json;
    const control = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: control.productOrderId, country: 2, weightKg: '1.000' }));

    // Departed 5 days ago: the default deadline (3 days after departure) has passed.
    const departedAt = new Date(Date.now() - 5 * DAY);
    const past = (await ok(createFlight({ country: 2, departedAt, estimatedAt: new Date(Date.now() + DAY) })))
      .flight as Json;
    expect(Date.parse(past.declarationDeadline)).toBe(departedAt.getTime() + 3 * DAY);
    await ok(
      loadFlight(past._id, { parcelIds: [declared._id, undeclared._id], overrideReason: FLIES_UNDECLARED }),
    );
    const open = (
      await ok(createFlight({ country: 2, code: 'US-OPEN', departedAt: new Date(), estimatedAt: new Date() }))
    ).flight as Json;
    await ok(loadFlight(open._id, { parcelIds: [control._id] }));

    // Before the job: the flag is still on, yet the expired deadline already blocks editing.
    expect((await flightRow(past._id)).update_status).toBe(true);
    const early = await update(c, declared, { amount: '60' });
    expect(early.statusCode, early.body).toBe(409);
    expect(body(early)).toMatchObject({ success: false, message: MSG.parcelCannotBeEdited });
    // A flight whose deadline is ahead still lets the customer edit.
    expect((await ok(update(c, control, { amount: '60' }))).product.amount).toBe(60);

    const result = await runDeadlineJob(t.app.ctx);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await flightRow(past._id)).update_status).toBe(false);
    expect((await flightRow(open._id)).update_status).toBe(true);
    const schedule = await ok(t.app.inject({ method: 'GET', url: '/api/flight/gets/0/100' }));
    expect((schedule.flight as Json[]).find((f) => f._id === past._id)).toMatchObject({
      updateStatus: false,
    });
    expect((await update(c, declared, { amount: '60' })).statusCode).toBe(409);
    expect((await parcelOf(c, declared._id)).amount).toBe(50);

    // A parcel that lacks its declaration may still be declared — once, and not changed afterwards.
    const filled = await ok(
      update(c, { _id: undeclared._id, productOrderId: undeclaredTrk }, { quantity: '2', amount: '30' }),
    );
    expect(filled.product).toMatchObject({ quantity: 2, amount: 30, status: 'sent' });
    expect(
      (
        await update(
          c,
          { _id: undeclared._id, productOrderId: undeclaredTrk },
          { quantity: '2', amount: '31' },
        )
      ).statusCode,
    ).toBe(409);
    // The job runs again without closing anything new.
    expect((await runDeadlineJob(t.app.ctx)).closed).toBe(0);
  });

  it('reminds once per undeclared parcel a day before the deadline, only where declaring is still possible', async () => {
    const e = await signupCustomer(t.app);
    const f = await signupCustomer(t.app);
    const undeclared = async (c: Customer) => {
      const trk = tracking('REM');
      const parcel = (
        await ok(receive({ tracking: trk, country: 2, weightKg: '1.000', axid: c.candidate.AXID }))
      ).parcel as Json;
      return { id: parcel._id as string, trk };
    };
    const e1 = await undeclared(e);
    const e2 = await undeclared(e);
    const f1 = await undeclared(f);
    const full = await declareParcel(t.app, e.token);
    await ok(receive({ tracking: full.productOrderId, country: 2, weightKg: '1.000' }));
    // Departed 2.5 days ago: the deadline is 12 hours away.
    const soon = (
      await ok(
        createFlight({
          country: 2,
          departedAt: new Date(Date.now() - 2.5 * DAY),
          estimatedAt: new Date(Date.now() + DAY),
        }),
      )
    ).flight as Json;
    await ok(
      loadFlight(soon._id, { parcelIds: [e1.id, e2.id, f1.id, full._id], overrideReason: FLIES_UNDECLARED }),
    );
    // A flight already landed, deadline also within a day: its parcels can no longer be declared.
    const landedUndeclared = await undeclared(f);
    const landed = (
      await ok(
        createFlight({
          country: 2,
          code: 'US-LANDED',
          departedAt: new Date(Date.now() - DAY),
          estimatedAt: new Date(),
          declarationDeadline: new Date(Date.now() + 6 * 36e5),
        }),
      )
    ).flight as Json;
    await ok(loadFlight(landed._id, { parcelIds: [landedUndeclared.id], overrideReason: FLIES_UNDECLARED }));
    await ok(arrive(landed._id));
    // A flight whose deadline is two days away is not reminded yet.
    const later = await undeclared(f);
    const far = (
      await ok(
        createFlight({
          country: 2,
          code: 'US-LATER',
          departedAt: new Date(),
          estimatedAt: new Date(),
          declarationDeadline: new Date(Date.now() + 2 * DAY),
        }),
      )
    ).flight as Json;
    await ok(loadFlight(far._id, { parcelIds: [later.id], overrideReason: FLIES_UNDECLARED }));

    const first = await runDeadlineJob(t.app.ctx);
    expect(first.reminded).toBe(3);
    const reminders = async (c: Customer) =>
      (await notes(c, 'deadline_near')).map((n) => n.descriptionEn as string).sort();
    const toE = await reminders(e);
    expect(toE).toHaveLength(2);
    for (const trk of [e1.trk, e2.trk])
      expect(toE.filter((d) => d.includes(trk) && d.includes(`flight ${soon.flightId} ends`))).toHaveLength(
        1,
      );
    expect((await reminders(e)).join()).not.toContain(full.productOrderId);
    expect(await reminders(f)).toHaveLength(1);
    expect((await reminders(f))[0]).toContain(f1.trk);
    expect((await reminders(f))[0]).toContain(soon.flightId);

    const second = await runDeadlineJob(t.app.ctx);
    expect(second.reminded).toBe(0);
    expect(await reminders(e)).toHaveLength(2);
    expect(await reminders(f)).toHaveLength(1);
    // Still open until the deadline itself.
    expect((await flightRow(soon._id)).update_status).toBe(true);
    expect(second.closed).toBe(0);
  });
});
