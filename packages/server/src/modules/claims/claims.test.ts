// Claims (issue 21 §3, §4's caps) through HTTP on both databases: who may file what and when (a damaged
// parcel within the days after hand-over, a missing one some days after its flight's estimated arrival),
// one claim in review per parcel, the round trip of a request for more, the states a claim may move
// between, the cap (insured: the declared value; uninsured: the liability per kg) and the credit — once,
// even for two approvals at once — with the balance and the ledger agreeing; staff roles and the audit.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, PDF_BYTES, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, handOverParcels, landFlight, shipParcel } from '../../test/staff.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const USA = 2;
const DAY = 864e5;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

/** A multipart body with `inputs` and any number of `photos`. */
function form(inputs: unknown, photos: Buffer[] = []) {
  const boundary = `----claim${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = photos.flatMap((data, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${JSON.stringify(inputs)}\r\n`,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabases)('claims on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, operator] = await Promise.all([staffSession(t, 'admin'), staffSession(t, 'operator')]);
  });
  afterAll(() => t.close());

  const as = (c: Customer, method: string, url: string) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(c.token) });
  const fileClaim = (c: Customer, inputs: object, photos: Buffer[] = [PNG_BYTES]) => {
    const f = form(inputs, photos);
    return t.app.inject({
      method: 'POST',
      url: '/api/claims',
      payload: f.payload,
      headers: { ...f.headers, ...bearer(c.token) },
    });
  };
  const addInfo = (c: Customer, id: string, inputs: object, photos: Buffer[] = []) => {
    const f = form(inputs, photos);
    return t.app.inject({
      method: 'POST',
      url: `/api/claims/${id}/info`,
      payload: f.payload,
      headers: { ...f.headers, ...bearer(c.token) },
    });
  };
  const description = 'The box arrived crushed and the glass inside is broken.';

  /** A customer's parcel (50 USD declared, `weightKg`) handed over `daysAgo` days ago. */
  async function handedOver(daysAgo = 0, weightKg = '2.500', autoPay = false) {
    const c = await signupCustomer(t.app, {}, { autoPay });
    const flight = await createFlight(t.database, USA);
    const p = await declareParcel(t.app, c.token);
    await shipParcel(t.database, p._id, flight.id, weightKg);
    await landFlight(t.database, flight.id);
    await handOverParcels(t.database, [p._id], new Date(Date.now() - daysAgo * DAY));
    return { c, parcelId: p._id, tracking: p.productOrderId };
  }

  /** A customer's parcel on a flight whose estimated arrival was `daysAgo` days ago. */
  async function onFlight(daysAgo: number) {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const p = await declareParcel(t.app, c.token);
    await shipParcel(t.database, p._id, flight.id, '1.000');
    await t.database.query(`update flights set estimated_at = $2 where id = $1`, [
      flight.id,
      new Date(Date.now() - daysAgo * DAY),
    ]);
    return { c, parcelId: p._id };
  }

  const filed = async (c: Customer, parcelId: string) => {
    const res = await fileClaim(c, { parcelId, description });
    expect(res.statusCode, res.body).toBe(200);
    return body(res).claim as { id: string; reference: string; capTetri: number; state: string };
  };
  const balanceOf = async (accountId: string) =>
    Number(
      (
        await t.database.query<{ b: string }>('select balance_tetri as b from accounts where id = $1', [
          accountId,
        ])
      )[0]!.b,
    );
  const notes = async (accountId: string, kind: string) =>
    t.database.query<{ title_en: string; description_en: string }>(
      'select title_en, description_en from notifications where account_id = $1 and kind = $2',
      [accountId, kind],
    );

  it('a damaged parcel may be claimed within the days after hand-over, with a photo; not after', async () => {
    const fresh = await handedOver(2);
    const eligible = body(await as(fresh.c, 'GET', `/api/claims/parcels/${fresh.parcelId}`));
    expect(eligible.eligibility).toMatchObject({ eligible: true, kind: 'damaged', insured: false });
    // Without a photo: refused, nothing filed.
    const bare = await fileClaim(fresh.c, { parcelId: fresh.parcelId, description }, []);
    expect(bare.statusCode).toBe(400);
    expect(body(bare).message).toBe(MSG.claimPhotoRequired);
    const short = await fileClaim(fresh.c, { parcelId: fresh.parcelId, description: 'bad' });
    expect(body(short).errors).toEqual({ description: MSG.claimDescriptionTooShort });
    const pdf = await fileClaim(fresh.c, { parcelId: fresh.parcelId, description }, [PDF_BYTES]);
    expect(body(pdf).message).toBe(MSG.incorrectFileType);
    expect(body(await as(fresh.c, 'GET', '/api/claims')).claims).toEqual([]);

    const claim = await filed(fresh.c, fresh.parcelId);
    expect(claim).toMatchObject({
      state: 'submitted',
      kind: 'damaged',
      reference: expect.stringMatching(/^CL-\d+$/),
    });
    const [listed] = body(await as(fresh.c, 'GET', '/api/claims')).claims;
    expect(listed.events).toEqual([
      expect.objectContaining({ kind: 'filed', by: 'customer', note: description }),
    ]);
    expect(listed.photos).toHaveLength(1);
    // The photo is served from its random name.
    const photo = await t.app.inject({ method: 'GET', url: listed.photos[0] });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // Due in the rules' review days (10).
    expect(new Date(listed.dueAt).getTime() - new Date(listed.createdAt).getTime()).toBeGreaterThan(
      9.9 * DAY,
    );
    expect(await notes(fresh.c.candidate._id, 'claim_filed')).toEqual([
      expect.objectContaining({ title_en: `Claim ${claim.reference} received` }),
    ]);

    const late = await handedOver(4);
    const refused = await fileClaim(late.c, { parcelId: late.parcelId, description });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(MSG.claimWindowPassed);
    expect(body(await as(late.c, 'GET', `/api/claims/parcels/${late.parcelId}`)).eligibility).toMatchObject({
      eligible: false,
      reason: MSG.claimWindowPassed,
    });
  });

  it('a parcel not arrived may be claimed only the rules’ days after its flight’s estimated arrival, photos optional', async () => {
    const early = await onFlight(10);
    const tooEarly = await fileClaim(early.c, { parcelId: early.parcelId, description }, []);
    expect(tooEarly.statusCode).toBe(409);
    expect(body(tooEarly).message).toBe(MSG.claimTooEarly);
    const late = await onFlight(15);
    const res = await fileClaim(late.c, { parcelId: late.parcelId, description }, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).claim).toMatchObject({ kind: 'missing', photos: [] });
    // A parcel still at the warehouse is not a claim's.
    const c = await signupCustomer(t.app);
    const p = await declareParcel(t.app, c.token);
    const waiting = await fileClaim(c, { parcelId: p._id, description });
    expect(body(waiting).message).toBe(MSG.claimNotEligible);
  });

  it('only the owner files, and one claim per parcel is in review at a time', async () => {
    const { c, parcelId } = await handedOver(1);
    const stranger = await signupCustomer(t.app);
    expect((await fileClaim(stranger, { parcelId, description })).statusCode).toBe(404);
    expect((await as(stranger, 'GET', `/api/claims/parcels/${parcelId}`)).statusCode).toBe(404);
    const [a, b] = await Promise.all([
      fileClaim(c, { parcelId, description }),
      fileClaim(c, { parcelId, description }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(body(a.statusCode === 409 ? a : b).message).toBe(MSG.claimOpenExists);
    expect(body(await as(c, 'GET', '/api/claims')).claims).toHaveLength(1);
    const claimId = body(a.statusCode === 200 ? a : b).claim.id as string;
    // The stranger cannot answer it either.
    expect((await addInfo(stranger, claimId, { note: 'mine' })).statusCode).toBe(404);
  });

  it('staff ask for more, the customer adds it, and the claim is back in review; the steps are notified and audited', async () => {
    const { c, parcelId } = await handedOver(1);
    const claim = await filed(c, parcelId);
    // Nothing asked yet: the customer cannot add.
    expect(body(await addInfo(c, claim.id, { note: 'more' })).message).toBe(MSG.claimStateChanged);
    const asked = await call(t, operator.token, 'POST', `/api/admin/claims/${claim.id}/request-info`, {
      note: 'A photo of the label, please',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body(asked).claim.state).toBe('info_requested');
    await expectAudit(t, operator.id, 'claim.info_requested', claim.id);
    expect(
      (await call(t, operator.token, 'POST', `/api/admin/claims/${claim.id}/request-info`, { note: 'again' }))
        .statusCode,
    ).toBe(409);
    const [note] = await notes(c.candidate._id, 'claim_info_requested');
    expect(note!.description_en).toContain('A photo of the label, please');

    expect(body(await addInfo(c, claim.id, { note: '' })).message).toBe(MSG.claimInfoEmpty);
    const added = await addInfo(c, claim.id, { note: 'Here it is' }, [PNG_BYTES, PNG_BYTES]);
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).claim).toMatchObject({ state: 'submitted' });
    expect(body(added).claim.photos).toHaveLength(3);
    expect(body(added).claim.events.map((e: { kind: string }) => e.kind)).toEqual([
      'filed',
      'info_requested',
      'info_added',
    ]);
    const queue = body(await call(t, operator.token, 'GET', '/api/admin/claims'));
    expect(queue.claims.find((q: { id: string }) => q.id === claim.id)).toMatchObject({
      state: 'submitted',
      customer: { id: c.candidate._id },
      parcel: { status: 'obtained' },
      overdue: false,
    });
  });

  it('caps: an uninsured parcel up to the liability per kg, an insured one up to its declared value', async () => {
    // 2.5 kg × 20 ₾ = 50 ₾.
    const plain = await handedOver(0, '2.500');
    expect((await filed(plain.c, plain.parcelId)).capTetri).toBe(5000);
    // A light parcel counts as 1 kg.
    const light = await handedOver(0, '0.300');
    expect((await filed(light.c, light.parcelId)).capTetri).toBe(2000);
    // Insured: 50 USD at the day's rate, as customs converts it.
    const insured = await handedOver(0, '2.500');
    await t.database.query('update parcels set insured = true where id = $1', [insured.parcelId]);
    const { rates } = await ratesOfDay(t.database.db);
    const claim = await filed(insured.c, insured.parcelId);
    expect(claim).toMatchObject({ insured: true });
    expect(claim.capTetri).toBe(Math.round(50 * Number(rates.USD) * 100));
  });

  it('approval above the cap is refused; two approvals at once credit once; the balance and the ledger agree', async () => {
    const { c, parcelId } = await handedOver(1);
    const claim = await filed(c, parcelId);
    const approve = (s: Session, amountTetri: number) =>
      call(t, s.token, 'POST', `/api/admin/claims/${claim.id}/approve`, { amountTetri });
    const above = await approve(admin, claim.capTetri + 1);
    expect(above.statusCode).toBe(409);
    expect(body(above).message).toBe(MSG.claimAboveCap);
    expect((await approve(admin, 0)).statusCode).toBe(400);
    // An operator may not credit money.
    expect((await approve(operator, 1000)).statusCode).toBe(403);
    const before = await balanceOf(c.candidate._id);
    const [a, b] = await Promise.all([approve(admin, 3250), approve(admin, 3250)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    expect(body(a.statusCode === 409 ? a : b).message).toBe(MSG.claimStateChanged);
    expect(body(won).claim).toMatchObject({ state: 'approved', amountTetri: 3250 });
    expect(body(won).claim.events.map((e: { kind: string }) => e.kind)).toEqual([
      'filed',
      'approved',
      'credited',
    ]);
    expect(await balanceOf(c.candidate._id)).toBe(before + 3250);
    const ledger = await t.database.query<{ amount_tetri: string; ref: string; reason: string }>(
      `select amount_tetri, ref, reason from ledger_entries where account_id = $1 and kind = 'claim'`,
      [c.candidate._id],
    );
    expect(ledger).toEqual([
      { amount_tetri: expect.anything(), ref: `claim:${claim.id}`, reason: claim.reference },
    ]);
    expect(Number(ledger[0]!.amount_tetri)).toBe(3250);
    const audited = await expectAudit(t, admin.id, 'claim.approved', claim.id);
    expect(audited.data).toMatchObject({ amountTetri: 3250 });
    expect((await notes(c.candidate._id, 'claim_approved'))[0]!.description_en).toContain('32.50 GEL');
    // The statement shows the credit under the claim's reference.
    const statement = body(await as(c, 'GET', '/api/money/statement'));
    expect(JSON.stringify(statement)).toContain(claim.reference);
    // Final: no more steps.
    expect((await approve(admin, 100)).statusCode).toBe(409);
    expect(
      (await call(t, admin.token, 'POST', `/api/admin/claims/${claim.id}/reject`, { reason: 'late' }))
        .statusCode,
    ).toBe(409);
    // And a new claim for the parcel may be filed only while the window lasts — it does.
    expect((await fileClaim(c, { parcelId, description })).statusCode).toBe(200);
  });

  it('the credit pays a waiting flight when the customer’s auto-pay is on, as every credit does', async () => {
    // Handed over before it was paid (the test moves it): its flight's charge waits.
    const { c, parcelId } = await handedOver(0, '0.300', true);
    await t.database.query('update parcels set insured = true where id = $1', [parcelId]);
    const debt = Math.round(body(await as(c, 'GET', '/api/product/debtSum')).deptSum * 100);
    expect(debt).toBeGreaterThan(0);
    const claim = await filed(c, parcelId);
    expect(claim.capTetri).toBeGreaterThanOrEqual(debt);
    const res = await call(t, admin.token, 'POST', `/api/admin/claims/${claim.id}/approve`, {
      amountTetri: debt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(await as(c, 'GET', '/api/product/debtSum')).deptSum).toBe(0);
    expect(await balanceOf(c.candidate._id)).toBe(0);
  });

  it('a rejection needs a reason, is final, notified and audited', async () => {
    const { c, parcelId } = await handedOver(1);
    const claim = await filed(c, parcelId);
    const reject = (payload: object) =>
      call(t, operator.token, 'POST', `/api/admin/claims/${claim.id}/reject`, payload);
    expect((await reject({ reason: ' ' })).statusCode).toBe(400);
    const res = await reject({ reason: 'The damage is from the shop’s packing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).claim).toMatchObject({
      state: 'rejected',
      decisionNote: 'The damage is from the shop’s packing',
    });
    await expectAudit(t, operator.id, 'claim.rejected', claim.id);
    expect((await notes(c.candidate._id, 'claim_rejected'))[0]!.description_en).toContain('shop’s packing');
    expect((await reject({ reason: 'again' })).statusCode).toBe(409);
    expect(
      (await call(t, admin.token, 'POST', `/api/admin/claims/${claim.id}/approve`, { amountTetri: 100 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t, operator.token, 'POST', `/api/admin/claims/${claim.id}/request-info`, { note: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(c.candidate._id)).toBe(
      Number(
        (
          await t.database.query<{ s: string }>(
            'select coalesce(sum(amount_tetri), 0) as s from ledger_entries where account_id = $1',
            [c.candidate._id],
          )
        )[0]!.s,
      ),
    );
  });

  it('the back office is for staff only', async () => {
    const { c } = await handedOver(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/claims' })).statusCode).toBe(401);
    expect((await as(c, 'GET', '/api/admin/claims')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/claims' })).statusCode).toBe(401);
    expect(
      (await call(t, operator.token, 'GET', '/api/admin/claims/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});
