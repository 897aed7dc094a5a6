// Intake decides a parcel's owner by the AXID on its label (issue 16 §7, security review finding 1),
// through HTTP on both databases: a tracking number is unique per customer, so a stranger who declares
// someone's number first neither blocks the owner nor gets the parcel.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
const tracking = () => `OWN${randomBytes(5).toString('hex').toUpperCase()}`;

describe.each(testDatabases)('parcel ownership at intake on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let owner: Customer;
  let stranger: Customer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    owner = await signupCustomer(t.app);
    stranger = await signupCustomer(t.app);
  });
  afterAll(() => t.close());

  const receive = (input: Json) => call(t, op.token, 'POST', '/api/admin/intake/receive', input);
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const stock = async (c: Customer) =>
    ((await ok(get('/api/product/gets/stock/0/100', c.token))).products as Json[]).map(
      (p) => p.productOrderId as string,
    );
  const waiting = async (c: Customer) =>
    ((await ok(get('/api/product/gets/waiting/0/100', c.token))).products as Json[]).map(
      (p) => p.productOrderId as string,
    );
  const notes = async (c: Customer, kind: string) =>
    ((await ok(get('/api/notification/all', c.token))).notifications as Json[]).filter(
      (n) => n.kind === kind,
    );

  it('books a number declared by two customers to the one the label names and closes the other', async () => {
    const number = tracking();
    await declareParcel(t.app, stranger.token, { productOrderId: number });
    const mine = await declareParcel(t.app, owner.token, { productOrderId: number.toLowerCase() });
    const lookup = await ok(call(t, op.token, 'GET', `/api/admin/intake/lookup?tracking=${number}`));
    expect([...lookup.declarers].sort()).toEqual([owner.candidate.AXID, stranger.candidate.AXID].sort());

    const scan = await ok(
      receive({ tracking: number, country: 2, weightKg: '1.2', axid: owner.candidate.AXID }),
    );
    expect(scan).toMatchObject({ outcome: 'received', parcel: { _id: mine._id, status: 'stock' } });
    expect(await stock(owner)).toContain(number.toLowerCase());
    expect(await waiting(stranger)).not.toContain(number);
    expect((await notes(stranger, 'declaration_closed')).map((n) => n.descriptionEn)).toEqual([
      expect.stringContaining(number),
    ]);
    const audit = await expectAudit(t, op.id, 'intake.declaration_closed');
    expect(audit.data).toMatchObject({ declaredBy: stranger.candidate._id, bookedTo: owner.candidate._id });
  });

  it('gives the parcel to the label’s customer even when only a stranger declared it', async () => {
    const number = tracking();
    await declareParcel(t.app, stranger.token, { productOrderId: number });
    const scan = await ok(
      receive({ tracking: number, country: 2, weightKg: '0.8', axid: owner.candidate.AXID }),
    );
    expect(scan.outcome).toBe('created_for_customer');
    expect(await stock(owner)).toContain(number);
    expect(await stock(stranger)).not.toContain(number);
    expect(await waiting(stranger)).not.toContain(number);
    // The owner declares it now: it is theirs already ("you already added it").
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/product/addProduct',
      headers: bearer(owner.token),
      payload: {
        productOrderId: number,
        productName: '_SHOES_',
        quantity: '1',
        amount: '10',
        currency: 'USD',
        senderCountryId: 2,
        shop: '_EBAY_',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(MSG.trackingAlreadyAdded);
  });

  it('queues a conflict the label cannot settle, booked to nobody, until staff resolve it', async () => {
    const number = tracking();
    await declareParcel(t.app, stranger.token, { productOrderId: number });
    const mine = await declareParcel(t.app, owner.token, { productOrderId: number });
    const scan = await ok(receive({ tracking: number, country: 2, weightKg: '2' }));
    expect(scan.outcome).toBe('unidentified');
    expect(scan.unidentified).toMatchObject({ reason: 'ownership', tracking: number });
    expect([...scan.unidentified.candidates].sort()).toEqual(
      [owner.candidate.AXID, stranger.candidate.AXID].sort(),
    );
    expect(await stock(owner)).not.toContain(number);
    expect(await stock(stranger)).not.toContain(number);
    await expectAudit(t, op.id, 'intake.ownership_conflict', scan.unidentified.id);

    const resolved = await ok(
      call(t, op.token, 'POST', `/api/admin/intake/unidentified/${scan.unidentified.id}/resolve`, {
        axid: owner.candidate.AXID,
      }),
    );
    expect(resolved.parcel).toMatchObject({ _id: mine._id, status: 'stock', weight: 2 });
    expect(await waiting(stranger)).not.toContain(number);
    expect(await notes(stranger, 'declaration_closed')).toEqual(
      expect.arrayContaining([expect.objectContaining({ descriptionEn: expect.stringContaining(number) })]),
    );
  });

  it('takes a lone declaration at its word without a label AXID, and a rescan cannot move the parcel', async () => {
    const number = tracking();
    const mine = await declareParcel(t.app, owner.token, { productOrderId: number });
    const scan = await ok(receive({ tracking: number, country: 2, weightKg: '1' }));
    expect(scan).toMatchObject({ outcome: 'received', parcel: { _id: mine._id } });
    const moved = await receive({
      tracking: number,
      country: 2,
      weightKg: '1',
      axid: stranger.candidate.AXID,
    });
    expect(moved.statusCode).toBe(409);
    expect(body(moved).message).toBe(MSG.labelOfAnotherCustomer);
    expect(await stock(owner)).toContain(number);
    // A stranger who declares it afterwards gets a declaration that never receives anything.
    await declareParcel(t.app, stranger.token, { productOrderId: number });
    expect(await stock(stranger)).not.toContain(number);
    expect(
      (await ok(receive({ tracking: number, country: 2, weightKg: '1.1', axid: owner.candidate.AXID })))
        .outcome,
    ).toBe('reweighed');
  });
});
