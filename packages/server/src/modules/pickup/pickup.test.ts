// Pickup passes (issue 21 §1) through HTTP on both databases: a pass covers exactly the parcels ready at
// its branch (arrived, paid, released by customs, not with a courier); the branch finds it by its code or
// the QR's text and hands those parcels over once — two operators at once hand over once; a trustee's
// personal number is checked against the pass and recorded in each parcel's timeline; slots are the
// branch's 15-minute slots; the preparation list shows the day's passes by slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { pickupSlots } from '@amanati/shared/pickup';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer, topUpByCard } from '../../test/fixtures.ts';
import { createFlight, landFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const USA = 2;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('pickup passes on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  let operator2: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [operator, operator2] = await Promise.all([staffSession(t, 'operator'), staffSession(t, 'operator')]);
  });
  afterAll(() => t.close());

  const as = (c: Customer, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(c.token), ...(payload ? { payload } : {}) });

  /**
   * A customer with parcels landed at branches: the `paid` ones on one flight the customer paid from the
   * balance (topped up by card), the others on a second flight still owed.
   */
  async function customerWith(spec: { branch: string; paid: boolean }[]) {
    const c = await signupCustomer(t.app);
    const [paidFlight, owedFlight] = [
      await createFlight(t.database, USA),
      await createFlight(t.database, USA),
    ];
    const ids: string[] = [];
    for (const s of spec) {
      const p = await declareParcel(t.app, c.token, { branches: s.branch });
      await shipParcel(t.database, p._id, (s.paid ? paidFlight : owedFlight).id, '1.000');
      ids.push(p._id);
    }
    await landFlight(t.database, paidFlight.id);
    await landFlight(t.database, owedFlight.id);
    if (spec.some((s) => s.paid)) {
      await topUpByCard(t.app, c.token, 500);
      const paid = await as(c, 'POST', '/api/payment/payFlightId', { flightId: paidFlight.code });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return { c, ids };
  }
  const makePass = async (c: Customer, payload: object) => {
    const res = await as(c, 'POST', '/api/pickup/passes', payload);
    expect(res.statusCode, res.body).toBe(200);
    return body(res).pass as { id: string; code: string; qr: string; parcels: { id: string }[] };
  };
  const lookup = (s: Session, code: string, branch = 'didube') =>
    call(
      t,
      s.token,
      'GET',
      `/api/admin/pickup/passes/lookup?code=${encodeURIComponent(code)}&branch=${branch}`,
    );
  const statusOf = async (ids: string[]) =>
    (
      await t.database.query<{ id: string; status: string }>(
        'select id, status from parcels where id = any($1::uuid[]) order by id',
        [ids],
      )
    ).map((r) => r.status);

  it('a pass covers exactly the parcels ready at its branch', async () => {
    const { c, ids } = await customerWith([
      { branch: 'didube', paid: true },
      { branch: 'didube', paid: true },
      { branch: 'didube', paid: false },
      { branch: 'gldani', paid: true },
    ]);
    // One of the paid ones is held by customs: not ready.
    await t.database.query(`update parcels set customs_state = 'held' where id = $1`, [ids[1]]);
    const overviewRes = await as(c, 'GET', '/api/pickup');
    expect(overviewRes.statusCode, overviewRes.body).toBe(200);
    const overview = body(overviewRes);
    expect(overview.ready).toEqual([
      { branch: 'didube', parcels: [expect.objectContaining({ id: ids[0] })] },
      { branch: 'gldani', parcels: [expect.objectContaining({ id: ids[3] })] },
    ]);
    const pass = await makePass(c, { branch: 'didube' });
    expect(pass.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(pass.qr).toBe(`AMANATI-PASS:${pass.code}`);
    expect(pass.parcels.map((p) => p.id)).toEqual([ids[0]]);
    expect(body(await as(c, 'GET', '/api/pickup')).passes).toEqual([
      expect.objectContaining({ id: pass.id }),
    ]);
    // Nothing ready at Isani.
    const none = await as(c, 'POST', '/api/pickup/passes', { branch: 'isani' });
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe(MSG.pickupNothingReady);
    // A new pass at Didube replaces the first: its code no longer opens anything.
    const second = await makePass(c, { branch: 'didube' });
    expect(body(await lookup(operator, pass.code)).message).toBe(
      pass.code === second.code ? undefined : MSG.pickupPassUsed,
    );
  });

  it('the branch finds the pass by the QR text or the typed code and hands it over once, even to two operators at once', async () => {
    const { c, ids } = await customerWith([
      { branch: 'didube', paid: true },
      { branch: 'didube', paid: true },
    ]);
    const pass = await makePass(c, { branch: 'didube' });
    const found = await lookup(operator, ` ${pass.qr.toLowerCase()} `);
    expect(found.statusCode, found.body).toBe(200);
    expect(body(found).customer).toMatchObject({ id: c.candidate._id, axid: c.candidate.AXID });
    expect(body(found).pass.parcels).toHaveLength(2);
    expect((await lookup(operator, pass.code, 'gldani')).statusCode).toBe(409);
    expect((await lookup(operator, 'ZZZZZZ')).statusCode).toBe(404);

    const hand = (s: Session) =>
      call(t, s.token, 'POST', `/api/admin/pickup/passes/${pass.id}/handover`, {
        branch: 'didube',
        collector: 'owner',
      });
    const results = await Promise.all([hand(operator), hand(operator2), hand(operator)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(body(results.find((r) => r.statusCode === 200)!).handedOver).toBe(2);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(body(r).message).toBe(MSG.pickupPassUsed);
    expect(await statusOf(ids)).toEqual(['obtained', 'obtained']);
    const events = await t.database.query<{ data: Record<string, unknown> }>(
      `select data from parcel_events where parcel_id = $1 and kind = 'obtained'`,
      [ids[0]],
    );
    expect(events).toEqual([{ data: { by: 'branch', pass: pass.code, collector: 'owner' } }]);
    expect((await lookup(operator, pass.code)).statusCode).toBe(409);
  });

  it('a trustee collects only with the personal number the customer named, recorded in the timeline', async () => {
    const { c, ids } = await customerWith([{ branch: 'didube', paid: true }]);
    const bad = await as(c, 'POST', '/api/pickup/passes', {
      branch: 'didube',
      trustee: { name: 'ნინო', personalId: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors).toMatchObject({ 'trustee.personalId': MSG.personalIdElevenDigits });
    const pass = await makePass(c, {
      branch: 'didube',
      trustee: { name: 'ნინო ბერიძე', personalId: '01234567890' },
    });
    const url = `/api/admin/pickup/passes/${pass.id}/handover`;
    const wrong = await call(t, operator.token, 'POST', url, {
      branch: 'didube',
      collector: 'trustee',
      trusteePersonalId: '01234567891',
    });
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).message).toBe(MSG.pickupTrusteeMismatch);
    expect(await statusOf(ids)).toEqual(['arrived']);
    const right = await call(t, operator.token, 'POST', url, {
      branch: 'didube',
      collector: 'trustee',
      trusteePersonalId: '01234567890',
    });
    expect(right.statusCode, right.body).toBe(200);
    const [event] = await t.database.query<{ data: Record<string, unknown>; actor_id: string }>(
      `select data, actor_id from parcel_events where parcel_id = $1 and kind = 'obtained'`,
      [ids[0]],
    );
    expect(event).toEqual({
      data: {
        by: 'branch',
        pass: pass.code,
        collector: 'trustee',
        trustee: { name: 'ნინო ბერიძე', personalId: '01234567890' },
      },
      actor_id: operator.id,
    });
    await expectAudit(t, operator.id, 'pickup.handover', pass.id);
  });

  it('a pass without a trustee is collected only by its owner; a stale pass is refused and changes nothing', async () => {
    const { c, ids } = await customerWith([
      { branch: 'didube', paid: true },
      { branch: 'didube', paid: true },
    ]);
    const pass = await makePass(c, { branch: 'didube' });
    const url = `/api/admin/pickup/passes/${pass.id}/handover`;
    const trustee = await call(t, operator.token, 'POST', url, {
      branch: 'didube',
      collector: 'trustee',
      trusteePersonalId: '01234567890',
    });
    expect(body(trustee).message).toBe(MSG.pickupNoTrustee);
    // One parcel is put on customs hold after the pass was made.
    await t.database.query(`update parcels set customs_state = 'held' where id = $1`, [ids[1]]);
    const stale = await call(t, operator.token, 'POST', url, { branch: 'didube', collector: 'owner' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toBe(MSG.pickupPassStale);
    expect(await statusOf(ids)).toEqual(['arrived', 'arrived']);
    const [row] = await t.database.query<{ state: string }>('select state from pickup_passes where id = $1', [
      pass.id,
    ]);
    expect(row!.state).toBe('active');
  });

  it('slots are the branch’s 15-minute slots ahead; a pass keeps its slot and the branch prepares by it', async () => {
    const { c } = await customerWith([{ branch: 'didube', paid: true }]);
    // The next working day after tomorrow (never Sunday): its slots are all ahead.
    let day = tbilisiDay(Date.now() + 2 * 864e5);
    if (pickupSlots(day).length === 0) day = tbilisiDay(Date.now() + 3 * 864e5);
    const slots = body(await as(c, 'GET', `/api/pickup/slots?branch=didube&day=${day}`)).slots as {
      start: string;
      taken: number;
    }[];
    expect(slots.map((s) => s.start)).toEqual(pickupSlots(day));
    expect(slots[0]!.start).toBe(new Date(`${day}T11:00:00+04:00`).toISOString());
    const off = await as(c, 'POST', '/api/pickup/passes', {
      branch: 'didube',
      slot: new Date(`${day}T11:05:00+04:00`).toISOString(),
    });
    expect(off.statusCode).toBe(400);
    expect(body(off).errors).toEqual({ slot: MSG.pickupSlotInvalid });
    const slot = slots[2]!.start;
    const pass = await makePass(c, { branch: 'didube', slot });
    const after = body(await as(c, 'GET', `/api/pickup/slots?branch=didube&day=${day}`)).slots;
    expect(after.find((s: { start: string }) => s.start === slot).taken).toBeGreaterThanOrEqual(1);
    const prep = await call(
      t,
      operator.token,
      'GET',
      `/api/admin/pickup/preparation?branch=didube&day=${day}`,
    );
    expect(prep.statusCode, prep.body).toBe(200);
    const listed = body(prep).passes as { id: string; slot: string | null; customer: { axid: string } }[];
    expect(listed.find((p) => p.id === pass.id)).toMatchObject({
      slot,
      customer: { axid: c.candidate.AXID },
    });
    // Slotted passes first, in slot order.
    const slotted = listed.filter((p) => p.slot).map((p) => p.slot!);
    expect(slotted).toEqual([...slotted].sort());
    expect(listed.findIndex((p) => !p.slot)).not.toBeLessThan(slotted.length);
  });

  it('a customer cancels only their own active pass', async () => {
    const { c } = await customerWith([{ branch: 'didube', paid: true }]);
    const other = await signupCustomer(t.app);
    const pass = await makePass(c, { branch: 'didube' });
    expect((await as(other, 'DELETE', `/api/pickup/passes/${pass.id}`)).statusCode).toBe(404);
    expect((await as(c, 'DELETE', `/api/pickup/passes/${pass.id}`)).statusCode).toBe(200);
    expect((await as(c, 'DELETE', `/api/pickup/passes/${pass.id}`)).statusCode).toBe(404);
    expect(body(await lookup(operator, pass.code)).message).toBe(MSG.pickupPassUsed);
  });
});
