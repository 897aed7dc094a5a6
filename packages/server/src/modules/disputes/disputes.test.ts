// Weight disputes (issue 21 §2) through HTTP on both databases: the customer sees a parcel's weight, sizes
// and intake photos and disputes them while it is at the warehouse; an open dispute keeps the parcel off
// flights; staff re-weigh it with a new photo (required) and answer; the flight then charges exactly the
// price of the corrected weight; the timeline keeps the dispute, the answer and both measurements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeableWeightKg, chargeTetri } from '@amanati/shared/charges';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, multipart, PDF_BYTES, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { currentRates } from '../rates/rates.service.ts';

const USA = 2;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

describe.each(testDatabases)('weight disputes on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [operator, admin] = await Promise.all([staffSession(t, 'operator'), staffSession(t, 'admin')]);
  });
  afterAll(() => t.close());

  const as = (c: Customer, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(c.token), ...(payload ? { payload } : {}) });
  const measurements = (c: Customer, parcelId: string) =>
    ok(as(c, 'GET', `/api/disputes/parcel/${parcelId}`));
  const dispute = (c: Customer, parcelId: string, payload: object) =>
    as(c, 'POST', `/api/disputes/parcel/${parcelId}`, payload);

  /** A multipart call of staff: `inputs` as JSON and, when given, a photo. */
  const form = (token: string, url: string, inputs: unknown, file?: { name: string; data: Buffer }) => {
    const parts = multipart(inputs, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...parts.headers },
      payload: parts.payload,
    });
  };
  const photo = { name: 'scales.png', data: PNG_BYTES };
  const answer = (token: string, id: string, inputs: unknown, file: typeof photo | null = photo) =>
    form(token, `/api/admin/disputes/${id}/answer`, inputs, file ?? undefined);

  /** A declared parcel received at the warehouse with this weight and sizes, its label photographed. */
  async function stocked(c: Customer, weightKg: string, dims: Json = {}) {
    const p = await declareParcel(t.app, c.token);
    await ok(
      form(
        operator.token,
        '/api/admin/intake/receive',
        { tracking: p.productOrderId, country: USA, weightKg, ...dims },
        photo,
      ),
    );
    return p;
  }

  const load = (flightId: string, parcelId: string) =>
    ok(call(t, operator.token, 'POST', `/api/admin/flights/${flightId}/parcels`, { parcelIds: [parcelId] }));
  const statusOf = async (id: string) =>
    (await t.database.query<{ status: string }>('select status from parcels where id = $1', [id]))[0]!.status;
  const timeline = async (c: Customer, id: string) =>
    ((await ok(as(c, 'GET', `/api/product/get/${id}`))).product.events as Json[]).map((e) => ({
      kind: e.kind as string,
      data: e.data as Json,
    }));
  const disputeRows = async (parcelId: string) =>
    t.database.query<{ state: string }>('select state from weight_disputes where parcel_id = $1', [parcelId]);

  it('shows the customer the weight, sizes, volume weight and intake photos of their own parcel only', async () => {
    const c = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const p = await stocked(c, '2.400', { lengthCm: 40, widthCm: 30, heightCm: 20 });
    const seen = await measurements(c, p._id);
    expect(seen.measurement).toMatchObject({ weightKg: '2.400', lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(seen.volumeWeightKg).toBe('4.000');
    expect(seen.photos).toHaveLength(1);
    expect(seen.photos[0]).toMatchObject({ kind: 'received', photo: seen.measurement.photo });
    expect(seen).toMatchObject({ disputable: true, disputes: [] });
    const file = await t.app.inject({ method: 'GET', url: `/uploads/labels/${seen.photos[0].photo}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    // Someone else's parcel is not found, neither to read nor to dispute.
    expect((await as(other, 'GET', `/api/disputes/parcel/${p._id}`)).statusCode).toBe(404);
    const foreign = await dispute(other, p._id, { kind: 'weight', reason: 'Not mine but still' });
    expect(foreign.statusCode).toBe(404);
    expect(await disputeRows(p._id)).toHaveLength(0);
  });

  it('holds a disputed parcel from loading until staff re-weigh it; the flight then charges the corrected weight exactly', async () => {
    const c = await signupCustomer(t.app);
    const dims = { lengthCm: 20, widthCm: 15, heightCm: 10 };
    const p = await stocked(c, '2.400', dims);
    const flight = await createFlight(t.database, USA);

    const opened = await ok(
      dispute(c, p._id, { kind: 'weight', reason: '  The shop says 1.9 kg  ', expectedWeightKg: '1.9' }),
    );
    expect(opened.dispute).toMatchObject({
      kind: 'weight',
      state: 'open',
      reason: 'The shop says 1.9 kg',
      expectedWeightKg: '1.900',
      before: { weightKg: '2.400', ...dims },
      after: null,
    });
    expect((await measurements(c, p._id)).disputable).toBe(false);
    expect((await timeline(c, p._id)).at(-1)).toEqual({
      kind: 'disputed',
      data: { kind: 'weight', reason: 'The shop says 1.9 kg', expectedWeightKg: '1.900' },
    });

    // Loading refuses it, with the reason; it stays at the warehouse.
    const refused = await load(flight.id, p._id);
    expect(refused).toMatchObject({
      added: 0,
      refused: [{ tracking: p.productOrderId, reason: MSG.parcelDisputed }],
    });
    expect(await statusOf(p._id)).toBe('stock');

    // Staff see it in the queue, with the customer, the photos and the measurement disputed.
    const queue = (await ok(call(t, operator.token, 'GET', '/api/admin/disputes'))).items as Json[];
    const item = queue.find((d) => d.id === opened.dispute.id);
    expect(item).toMatchObject({
      tracking: p.productOrderId,
      axid: c.candidate.AXID,
      before: { weightKg: '2.400' },
    });
    expect(item!.photos).toHaveLength(1);

    // An answer without a new photo is refused and changes nothing.
    const inputs = { weightKg: '1.900', ...dims, answer: 'Weighed again: 1.9 kg, you were right.' };
    const noPhoto = await answer(operator.token, opened.dispute.id, inputs, null);
    expect(noPhoto.statusCode).toBe(400);
    expect(body(noPhoto).errors).toMatchObject({ file: MSG.fileRequired });
    const pdf = await answer(operator.token, opened.dispute.id, inputs, { name: 'x.pdf', data: PDF_BYTES });
    expect(pdf.statusCode).toBe(400);
    expect(await disputeRows(p._id)).toEqual([{ state: 'open' }]);
    expect((await load(flight.id, p._id)).added).toBe(0);

    const answered = await ok(answer(operator.token, opened.dispute.id, inputs));
    expect(answered.dispute).toMatchObject({
      state: 'answered',
      answer: inputs.answer,
      before: { weightKg: '2.400' },
      after: { weightKg: '1.900', ...dims },
    });
    const newPhoto = answered.dispute.after.photo as string;
    expect(newPhoto).toBeTruthy();
    expect(newPhoto).not.toBe(opened.dispute.before.photo);
    await expectAudit(t, operator.id, 'dispute.answered', opened.dispute.id);
    const again = await answer(operator.token, opened.dispute.id, inputs);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(MSG.disputeAlreadyAnswered);

    // The customer is told, sees both measurements and both photos; the timeline keeps the answer.
    const [note] = await t.database.query<{ data: Json }>(
      `select data from notifications where account_id = $1 and kind = 'dispute_answered'`,
      [c.candidate._id],
    );
    expect(note!.data).toMatchObject({ tracking: p.productOrderId, before: '2.400', after: '1.900' });
    const seen = await measurements(c, p._id);
    expect(seen.measurement).toMatchObject({ weightKg: '1.900', photo: newPhoto });
    expect(seen.photos.map((x: Json) => x.kind)).toEqual(['received', 'reweighed']);
    expect(seen.disputes).toMatchObject([{ state: 'answered', answer: inputs.answer }]);
    const events = await timeline(c, p._id);
    expect(events.slice(-2)).toMatchObject([
      { kind: 'reweighed', data: { weightKg: '1.900', photo: newPhoto } },
      {
        kind: 'dispute_answered',
        data: { answer: inputs.answer, before: { weightKg: '2.400' }, after: { weightKg: '1.900' } },
      },
    ]);

    // Now it flies, charged at today's rate and tariff for the corrected weight.
    expect(await load(flight.id, p._id)).toMatchObject({ added: 1, refused: [] });
    const rate = (await currentRates(t.database.db)).rates.USD;
    const [tariff] = await t.database.query<{ amount_usd: string }>(
      'select amount_usd from tariffs where country = $1 and type = 1',
      [USA],
    );
    const expected = chargeTetri(chargeableWeightKg('1.900', dims), tariff!.amount_usd, rate);
    const lines = await t.database.query<{ kind: string; amount_tetri: number | string; weight_kg: string }>(
      'select kind, amount_tetri, weight_kg from invoice_lines where parcel_id = $1',
      [p._id],
    );
    expect(lines.map((l) => ({ ...l, amount_tetri: Number(l.amount_tetri) }))).toEqual([
      { kind: 'charge', amount_tetri: expected, weight_kg: '1.900' },
    ]);
    expect(chargeTetri(chargeableWeightKg('2.400', dims), tariff!.amount_usd, rate)).not.toBe(expected);
    expect((await ok(as(c, 'GET', `/api/product/get/${p._id}`))).product.price).toBe(expected / 100);

    // On a flight it can no longer be disputed.
    const late = await dispute(c, p._id, { kind: 'weight', reason: 'Still too heavy' });
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(MSG.disputeNotInStock);
  });

  it('refuses a dispute of a parcel not at the warehouse, a second open one and bad input, changing nothing', async () => {
    const c = await signupCustomer(t.app);
    const waiting = await declareParcel(t.app, c.token);
    const notStocked = await dispute(c, waiting._id, { kind: 'weight', reason: 'Too heavy for shoes' });
    expect(notStocked.statusCode).toBe(409);
    expect(body(notStocked).message).toBe(MSG.disputeNotInStock);
    expect(await disputeRows(waiting._id)).toHaveLength(0);

    const sent = await declareParcel(t.app, c.token);
    await shipParcel(t.database, sent._id, (await createFlight(t.database, USA)).id, '1.000');
    expect((await dispute(c, sent._id, { kind: 'size', reason: 'The box is smaller' })).statusCode).toBe(409);

    const p = await stocked(c, '3.000');
    for (const bad of [
      { kind: 'weight', reason: '  ' },
      { kind: 'colour', reason: 'It is blue, not red' },
      { kind: 'weight', reason: 'x'.repeat(501) },
      { kind: 'weight', reason: 'Too heavy', expectedWeightKg: '-1' },
    ]) {
      const res = await dispute(c, p._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await disputeRows(p._id)).toHaveLength(0);

    // Two at once (a double tap): one opens, the other is refused.
    const both = await Promise.all([
      dispute(c, p._id, { kind: 'weight', reason: 'Too heavy' }),
      dispute(c, p._id, { kind: 'size', reason: 'Too big' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(both.find((r) => r.statusCode === 409)!).message).toBe(MSG.disputeAlreadyOpen);
    const third = await dispute(c, p._id, { kind: 'weight', reason: 'Once more' });
    expect(third.statusCode).toBe(409);
    expect(await disputeRows(p._id)).toEqual([{ state: 'open' }]);
    expect((await timeline(c, p._id)).filter((e) => e.kind === 'disputed')).toHaveLength(1);
  });

  it('lets operators and admins answer; not customers or anonymous callers', async () => {
    const c = await signupCustomer(t.app);
    const p = await stocked(c, '1.500');
    const opened = await ok(dispute(c, p._id, { kind: 'size', reason: 'The box is a shoebox' }));
    const id = opened.dispute.id as string;
    const inputs = { weightKg: '1.500', lengthCm: 30, widthCm: 20, heightCm: 12, answer: 'Measured again.' };

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/disputes' })).statusCode).toBe(401);
    expect((await as(c, 'GET', '/api/admin/disputes')).statusCode).toBe(403);
    expect((await answer(c.token, id, inputs)).statusCode).toBe(403);
    expect(await disputeRows(p._id)).toEqual([{ state: 'open' }]);

    expect(
      (await ok(call(t, admin.token, 'GET', '/api/admin/disputes'))).items.some((d: Json) => d.id === id),
    ).toBe(true);
    await ok(answer(admin.token, id, inputs));
    expect(await disputeRows(p._id)).toEqual([{ state: 'answered' }]);
    // Answered: off the queue.
    expect(
      (await ok(call(t, operator.token, 'GET', '/api/admin/disputes'))).items.some((d: Json) => d.id === id),
    ).toBe(false);
    // A size dispute answered: the customer may dispute again while it is at the warehouse.
    expect((await measurements(c, p._id)).disputable).toBe(true);
  });
});
