// Clearance after arrival (issue 16 §5), through HTTP on both databases: a group from one shop reaching
// 300 lari is held when its flight lands; the customer sees the state fee (20 ₾), the treasury code and
// themselves as payer, uploads the receipt; staff assess VAT and duty and clear the group (audited, the
// customer told); handover refuses the parcels until then, even with an admin's override.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { multipart, PDF_BYTES, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { declarationInLari, sendDeclaration } from '../../test/customs-fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('customs clearance after arrival on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    admin = await staffSession(t, 'admin');
  });
  afterAll(() => t.close());

  const form = (file?: { name: string; data: Buffer; type: string }) => multipart({}, file);
  /** A parcel from Amazon in lari, declared with its invoice. */
  const declare = async (c: Customer, lari: string) =>
    (
      await ok(
        sendDeclaration(t.app, c.token, '/api/product/addProductWithFile', declarationInLari(lari), true),
      )
    ).product as Json;
  const holds = async (c: Customer) =>
    (await ok(call(t, c.token, 'GET', '/api/customs/holds'))).holds as Json[];
  const uploadReceipt = (c: Customer, id: string, file?: Buffer) => {
    const f = form(file ? { name: 'receipt.pdf', data: file, type: 'application/pdf' } : undefined);
    return t.app.inject({
      method: 'POST',
      url: `/api/customs/holds/${id}/receipt`,
      headers: { ...bearer(c.token), ...f.headers },
      payload: f.payload,
    });
  };
  const handover = (ids: string[], by: Session, override = false) =>
    call(t, by.token, 'POST', '/api/admin/handover', {
      parcelIds: ids,
      branch: 'didube',
      ...(override ? { override: true, reason: 'paid at the counter' } : {}),
    });
  const events = async (c: Customer, id: string) =>
    ((await ok(call(t, c.token, 'GET', `/api/product/get/${id}`))).product.events as Json[]).map(
      (e) => e.kind,
    );
  const notes = (accountId: string, kind: string) =>
    t.database.query<{ data: Json }>('select data from notifications where account_id = $1 and kind = $2', [
      accountId,
      kind,
    ]);

  /** Two Amazon parcels of 200 and 101 lari on one flight, landed through the back office. */
  async function landedGroup(c: Customer) {
    const a = await declare(c, '200');
    const b = await declare(c, '101');
    const flight = await createFlight(t.database, 2);
    for (const p of [a, b]) await shipParcel(t.database, p._id, flight.id, '1.000');
    await ok(call(t, op.token, 'POST', `/api/admin/flights/${flight.id}/arrive`));
    return { a, b, flight };
  }

  it('holds the group on arrival, shows what to pay, takes the receipt; staff assess and clear; handover waits for it', async () => {
    const c = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const lone = await declare(c, '50');
    const { a, b, flight } = await landedGroup(c);
    // A parcel alone under the limit on the same flight is not held.
    const loneFlight = await createFlight(t.database, 2);
    await shipParcel(t.database, lone._id, loneFlight.id, '1.000');
    await ok(call(t, op.token, 'POST', `/api/admin/flights/${loneFlight.id}/arrive`));

    const arrived = (await ok(call(t, c.token, 'GET', '/api/product/getswith/arrived/0/100')))
      .products as Json[];
    expect(Object.fromEntries(arrived.map((p) => [p._id, p.customsState]))).toEqual({
      [a._id]: 'held',
      [b._id]: 'held',
      [lone._id]: null,
    });
    // (Received and sent share the time of the helper's one transaction: only the order after counts.)
    expect((await events(c, a._id)).slice(-2)).toEqual(['arrived', 'customs_held']);
    expect((await notes(c.candidate._id, 'customs_held')).map((n) => n.data)).toEqual([
      { flight: flight.code, count: 2 },
    ]);

    const [hold, ...more] = await holds(c);
    expect(more).toEqual([]);
    expect(hold).toMatchObject({
      reason: 'clearance',
      state: 'held',
      flight: flight.code,
      valueTetri: 301_00,
      stateFeeTetri: 20_00,
      treasuryCode: '707017021',
      payer: { kind: 'personal', id: c.payload.personId, name: 'გიორგი მაისურაძე' },
      vatTetri: null,
      dutyTetri: null,
      receipt: null,
    });
    expect(hold!.parcels.map((p: Json) => p._id).sort()).toEqual([a._id, b._id].sort());
    expect(await holds(other)).toEqual([]);

    // Refused while held, even with an admin's override; nothing moved.
    for (const [by, override] of [
      [op, false],
      [admin, true],
    ] as const) {
      const res = await handover([a._id, b._id], by, override);
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(MSG.parcelOnCustomsHold);
    }
    // Staff cannot clear a clearance group before its receipt.
    const early = await call(t, op.token, 'POST', `/api/admin/customs/queue/${b._id}/clear`);
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe(MSG.customsReceiptMissing);

    // The receipt: no file and a file that is not a document are refused; another customer finds nothing.
    const none = await uploadReceipt(c, a._id);
    expect([none.statusCode, body(none).message]).toEqual([400, MSG.fileRequired]);
    const text = await uploadReceipt(c, a._id, Buffer.from('just some text, not a receipt'));
    expect(text.statusCode).toBe(400);
    expect((await uploadReceipt(other, a._id, PDF_BYTES)).statusCode).toBe(404);
    expect((await holds(c))[0]).toMatchObject({ state: 'held', receipt: null });

    const sent = body(await uploadReceipt(c, b._id, PNG_BYTES));
    expect(sent.hold).toMatchObject({ groupId: hold!.groupId, state: 'receipt' });
    expect(sent.hold.receipt).toMatch(/\.png$/);
    const file = await t.app.inject({ method: 'GET', url: `/uploads/receipts/${sent.hold.receipt}` });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await events(c, a._id)).toContain('customs_receipt');
    expect((await handover([a._id], admin, true)).statusCode).toBe(409);

    // The staff queue: open groups by default, one state when asked.
    const queue = (await ok(call(t, op.token, 'GET', '/api/admin/customs/queue'))).groups as Json[];
    const mine = queue.find((g) => g.groupId === hold!.groupId);
    expect(mine).toMatchObject({
      state: 'receipt',
      customer: { AXID: c.candidate.AXID },
      stateFeeTetri: 20_00,
      receipt: sent.hold.receipt,
    });
    const heldOnly = (await ok(call(t, op.token, 'GET', '/api/admin/customs/queue?state=held'))).groups;
    expect(heldOnly.map((g: Json) => g.groupId)).not.toContain(hold!.groupId);
    expect((await call(t, op.token, 'GET', '/api/admin/customs/queue?state=lost')).statusCode).toBe(400);

    // Assessed VAT and duty: shared over the parcels, the customer sees the group's totals.
    const bad = await call(t, op.token, 'POST', `/api/admin/customs/queue/${a._id}/assess`, {
      vat: -1,
      duty: 0,
    });
    expect(bad.statusCode).toBe(400);
    const assessed = await ok(
      call(t, op.token, 'POST', `/api/admin/customs/queue/${a._id}/assess`, { vat: 54.18, duty: 3.01 }),
    );
    expect(assessed.group).toMatchObject({ vatTetri: 54_18, dutyTetri: 3_01, state: 'receipt' });
    await expectAudit(t, op.id, 'customs.assess', hold!.groupId);
    expect((await holds(c))[0]).toMatchObject({ vatTetri: 54_18, dutyTetri: 3_01 });
    const shares = await t.database.query<{ vat: number }>(
      'select customs_vat_tetri as vat from parcels where id = any($1::uuid[]) order by amount desc',
      [[a._id, b._id]],
    );
    expect(shares.map((s) => s.vat)).toEqual([36_00, 18_18]);

    // Cleared: audited, the customer told, the timeline says so; handed over as any other parcel.
    const cleared = await ok(call(t, op.token, 'POST', `/api/admin/customs/queue/${b._id}/clear`));
    expect(cleared.group.state).toBe('cleared');
    await expectAudit(t, op.id, 'customs.clear', hold!.groupId);
    expect(await notes(c.candidate._id, 'customs_cleared')).toHaveLength(1);
    expect((await events(c, b._id)).slice(-5)).toEqual([
      'arrived',
      'customs_held',
      'customs_receipt',
      'customs_assessed',
      'customs_cleared',
    ]);
    const again = await call(t, op.token, 'POST', `/api/admin/customs/queue/${b._id}/clear`);
    expect([again.statusCode, body(again).message]).toEqual([409, MSG.customsNotHeld]);
    expect([(await uploadReceipt(c, a._id, PDF_BYTES)).statusCode]).toEqual([409]);
    expect((await ok(handover([a._id, b._id], admin, true))).handedOver).toBe(2);
  });

  it('refuses a customer the staff queue, and staff routes a parcel that is not held (404)', async () => {
    const c = await signupCustomer(t.app);
    expect((await call(t, c.token, 'GET', '/api/admin/customs/queue')).statusCode).toBe(403);
    const p = await declare(c, '20');
    const res = await call(t, op.token, 'POST', `/api/admin/customs/queue/${p._id}/clear`);
    expect(res.statusCode).toBe(404);
    expect((await uploadReceipt(c, p._id, PDF_BYTES)).statusCode).toBe(404);
    expect((await uploadReceipt(c, 'not-a-parcel', PDF_BYTES)).statusCode).toBe(404);
  });
});
