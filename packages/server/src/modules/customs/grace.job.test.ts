// The grace period after arrival (issue 16 §5): an arrived parcel still undeclared 7 days (the 2022 rules'
// graceDays) after its flight landed is held for staff to decide — not a minute before, once only, and
// never a declared one; the customer is told; staff release it without any receipt.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { flights } from '../../db/schema/index.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, multipart, PDF_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { parcelLife } from '../parcels/parcel-life.ts';
import { runCustomsGraceJob } from './grace.job.ts';

const DAY = 864e5;

describe.each(testDatabases)('customs grace job on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const stateOf = async (id: string) =>
    (
      await t.database.query<{ customs_state: string | null; customs_hold_reason: string | null }>(
        'select customs_state, customs_hold_reason from parcels where id = $1',
        [id],
      )
    )[0]!;

  it('holds an undeclared arrived parcel after graceDays, not before, once; staff release it', async () => {
    const c = await signupCustomer(t.app);
    const declared = await declareParcel(t.app, c.token, { branches: 'didube' });
    const flight = await createFlight(t.database, 2);
    // A parcel nobody declared, received for this customer and flown with the declared one.
    const undeclared = await t.database.db.transaction(async (tx) => {
      const row = await parcelLife.receiveUndeclared(
        tx,
        {
          accountId: c.candidate._id,
          tracking: `UND${randomBytes(6).toString('hex').toUpperCase()}`,
          country: 2,
          branch: 'didube',
          weightKg: '0.500',
        },
        { actorId: null },
      );
      const [f] = await tx.select().from(flights).where(eq(flights.id, flight.id));
      await parcelLife.send(tx, f!, [{ id: row.id, priceTetri: null }], { actorId: null }, () =>
        Promise.resolve(new Map<string, number>()),
      );
      return row;
    });
    await shipParcel(t.database, declared._id, flight.id, '1.000');
    await ok(call(t, op.token, 'POST', `/api/admin/flights/${flight.id}/arrive`));
    const [landed] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    const landedAt = landed!.endAt!.getTime();

    // Arrival holds neither: nothing in them needs clearance.
    expect(await stateOf(undeclared.id)).toEqual({ customs_state: null, customs_hold_reason: null });
    expect(await runCustomsGraceJob(t.app.ctx, new Date(landedAt + 7 * DAY - 60_000))).toEqual({ held: 0 });
    expect(await stateOf(undeclared.id)).toEqual({ customs_state: null, customs_hold_reason: null });

    expect(await runCustomsGraceJob(t.app.ctx, new Date(landedAt + 7 * DAY + 60_000))).toEqual({ held: 1 });
    expect(await stateOf(undeclared.id)).toEqual({
      customs_state: 'held',
      customs_hold_reason: 'undeclared',
    });
    expect((await stateOf(declared._id)).customs_state).toBeNull();
    // Idempotent: a second run holds nothing again and writes no second event or notification.
    expect(await runCustomsGraceJob(t.app.ctx, new Date(landedAt + 9 * DAY))).toEqual({ held: 0 });
    const held = await t.database.query<{ n: number }>(
      `select count(*)::int as n from parcel_events where parcel_id = $1 and kind = 'customs_held'`,
      [undeclared.id],
    );
    expect(held[0]!.n).toBe(1);
    const notes = await t.database.query<{ data: Record<string, unknown> }>(
      `select data from notifications where account_id = $1 and kind = 'customs_held_undeclared'`,
      [c.candidate._id],
    );
    expect(notes.map((n) => n.data)).toEqual([{ tracking: undeclared.tracking, days: 7 }]);

    // The customer sees it held with nothing to pay, and has no receipt to send.
    const holds = (await ok(call(t, c.token, 'GET', '/api/customs/holds'))).holds;
    expect(holds).toMatchObject([
      { groupId: undeclared.id, reason: 'undeclared', state: 'held', stateFeeTetri: 0 },
    ]);
    const f = multipart({}, { name: 'r.pdf', data: PDF_BYTES, type: 'application/pdf' });
    const receipt = await t.app.inject({
      method: 'POST',
      url: `/api/customs/holds/${undeclared.id}/receipt`,
      headers: { ...bearer(c.token), ...f.headers },
      payload: f.payload,
    });
    expect([receipt.statusCode, body(receipt).message]).toEqual([409, MSG.customsReceiptNotNeeded]);

    // Staff decide: released without a receipt.
    const queue = (await ok(call(t, op.token, 'GET', '/api/admin/customs/queue?state=held'))).groups;
    expect(queue.map((g: { groupId: string }) => g.groupId)).toContain(undeclared.id);
    const cleared = await ok(call(t, op.token, 'POST', `/api/admin/customs/queue/${undeclared.id}/clear`));
    expect(cleared.group).toMatchObject({ reason: 'undeclared', state: 'cleared' });
  });
});
