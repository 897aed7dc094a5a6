// The pre-flight customs gate (issue 16 §4) through HTTP on both databases: a parcel that would fail
// customs in Georgia does not fly, its customer hears what to fix (once), an operator may let it through
// with a written reason (audited), and the manifest carries each parcel's group and the group's total.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declarationInLari, sendDeclaration } from '../../test/customs-fixtures.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

const DAY = 864e5;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('the customs gate on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const declaration = declarationInLari;
  const withFile = (url: string, c: Customer, inputs: Json) =>
    sendDeclaration(t.app, c.token, url, inputs, true);
  /** Declared (with an invoice when asked) and received at the warehouse. */
  const atWarehouse = async (c: Customer, inputs: Json, file = false) => {
    const url = file ? '/api/product/addProductWithFile' : '/api/product/addProduct';
    const added = await ok(sendDeclaration(t.app, c.token, url, inputs, file));
    await ok(receive({ tracking: inputs.productOrderId, country: 2, weightKg: '1.000' }));
    return added.product as Json;
  };
  const receive = (input: Json) => call(t, op.token, 'POST', '/api/admin/intake/receive', input);
  const newFlight = async () =>
    (
      await ok(
        call(t, op.token, 'POST', '/api/admin/flights', {
          country: 2,
          code: `US-${randomBytes(3).toString('hex').toUpperCase()}`,
          departedAt: new Date(),
          estimatedAt: new Date(Date.now() + 3 * DAY),
        }),
      )
    ).flight as Json;
  const load = (flight: Json, select: Json) =>
    call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, select);
  const notes = async (c: Customer, kind: string) =>
    (
      (await ok(t.app.inject({ method: 'GET', url: '/api/notification/all', headers: bearer(c.token) })))
        .notifications as Json[]
    ).filter((n) => n.kind === kind);

  it('holds back a group of one shop that reaches 300 ₾ until every parcel of it has an invoice', async () => {
    const c = await signupCustomer(t.app);
    const first = await atWarehouse(c, declaration('200', '_AMAZON_'));
    // The second brings the group to 301 ₾: declaring it already needs its invoice.
    const second = await atWarehouse(c, declaration('101', '_AMAZON_'), true);
    const flight = await newFlight();
    const refused = await ok(load(flight, { parcelIds: [first._id, second._id] }));
    expect(refused.added).toBe(0);
    expect(refused.refused).toEqual(
      expect.arrayContaining([
        { tracking: first.productOrderId, reason: MSG.customsInvoiceMissing },
        { tracking: second.productOrderId, reason: MSG.customsInvoiceMissing },
      ]),
    );
    const told = await notes(c, 'held_invoice_missing');
    expect(told).toHaveLength(2);
    expect(told.map((n) => n.descriptionEn)).toEqual(
      expect.arrayContaining(
        [first.productOrderId, second.productOrderId].map((trk) => expect.stringContaining(trk)),
      ),
    );
    // Trying again does not tell the customer twice.
    await ok(load(flight, { parcelIds: [first._id] }));
    expect(await notes(c, 'held_invoice_missing')).toHaveLength(2);

    // The customer uploads the missing invoice: the group flies.
    await ok(
      withFile('/api/product/updateProductWithFile', c, {
        ...declaration('200', '_AMAZON_', { productOrderId: first.productOrderId }),
        productId: first._id,
      }),
    );
    expect(await ok(load(flight, { parcelIds: [first._id, second._id] }))).toMatchObject({
      added: 2,
      refused: [],
    });

    // The manifest names the group and its total.
    const csv = await call(t, op.token, 'GET', `/api/admin/flights/${flight._id}/manifest.csv`);
    expect(csv.body).toContain('Customs group,Group total (GEL),Group needs clearance');
    const lines = csv.body
      .split('\n')
      .filter((l) => l.includes(first.productOrderId) || l.includes(second.productOrderId));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(`${c.candidate.AXID}-1,301,yes`);
  });

  it('lets parcels from two shops fly without invoices when neither shop reaches the limit', async () => {
    const c = await signupCustomer(t.app);
    const a = await atWarehouse(c, declaration('200', '_AMAZON_'));
    const b = await atWarehouse(c, declaration('101', '_EBAY_'));
    expect(await ok(load(await newFlight(), { parcelIds: [a._id, b._id] }))).toMatchObject({
      added: 2,
      refused: [],
    });
  });

  it('refuses an undeclared parcel unless an operator overrides with a written reason, which is audited', async () => {
    const c = await signupCustomer(t.app);
    const trk = `GATEU${randomBytes(5).toString('hex').toUpperCase()}`;
    const scan = await ok(receive({ tracking: trk, country: 2, weightKg: '0.5', axid: c.candidate.AXID }));
    expect(scan.outcome).toBe('created_for_customer');
    const flight = await newFlight();
    expect((await ok(load(flight, { trackings: [trk] }))).refused).toEqual([
      { tracking: trk, reason: MSG.parcelUndeclared },
    ]);
    expect(await notes(c, 'held_undeclared')).toHaveLength(1);
    const tooShort = await load(flight, { trackings: [trk], overrideReason: 'ok' });
    expect(tooShort.statusCode).toBe(400);
    const overridden = await ok(
      load(flight, { trackings: [trk], overrideReason: 'customer declares it by phone' }),
    );
    expect(overridden).toMatchObject({ added: 1, refused: [], overridden: 1 });
    const audit = await expectAudit(t, op.id, 'flight.gate_override', scan.parcel._id);
    expect(audit.data).toMatchObject({
      tracking: trk,
      refusal: MSG.parcelUndeclared,
      reason: 'customer declares it by phone',
    });
  });

  it('asks a foreign citizen for a Georgian tax number before a parcel needing clearance flies', async () => {
    const c = await signupCustomer(t.app, { foreignCitizen: true });
    const p = await atWarehouse(c, declaration('450', '_AMAZON_'), true);
    const flight = await newFlight();
    expect((await ok(load(flight, { parcelIds: [p._id] }))).refused).toEqual([
      { tracking: p.productOrderId, reason: MSG.taxNumberMissing },
    ]);
    expect(await notes(c, 'held_tax_number_missing')).toHaveLength(1);
    await t.database.query('update accounts set tax_number = $1 where id = $2', [
      '01234567891',
      c.candidate._id,
    ]);
    expect(body(await load(flight, { parcelIds: [p._id] }))).toMatchObject({ added: 1, refused: [] });
  });
});
