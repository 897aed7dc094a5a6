// Warehouse intake of parcels nobody can be matched to, through HTTP on both databases: the sizes typed
// at intake are kept in the queue and charged (volume weight) once the parcel is given to a customer; the
// weight is the one measured, never made up; a refused scan leaves no label photo behind.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, multipart, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { bearer } from '../../test/harness.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

const DAY = 864e5;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
const tracking = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

describe.each(testDatabases)('warehouse intake on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  // Its own file directory: the label photos written by this file alone.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-intake-'));
  const labels = () => {
    try {
      return readdirSync(path.join(dataDir, 'files', 'labels')).sort();
    } catch {
      return [];
    }
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    op = await staffSession(t, 'operator');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const receive = (input: Json) => call(t, op.token, 'POST', '/api/admin/intake/receive', input);
  const receiveWithPhoto = (input: Json) => {
    const form = multipart(input, { name: 'label.png', data: PNG_BYTES, type: 'image/png' });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/intake/receive',
      headers: { ...bearer(op.token), ...form.headers },
      payload: form.payload,
    });
  };
  const resolve = (id: string, payload: Json) =>
    call(t, op.token, 'POST', `/api/admin/intake/unidentified/${id}/resolve`, payload);
  const parcelRow = async (id: string) =>
    (
      await t.database.query<{
        weight_kg: string | null;
        length_cm: number | null;
        width_cm: number | null;
        height_cm: number | null;
        price_tetri: number | null;
      }>('select weight_kg, length_cm, width_cm, height_cm, price_tetri from parcels where id = $1', [id])
    )[0]!;
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

  it('keeps the sizes of an unidentified parcel and charges its volume weight once resolved', async () => {
    const c = await signupCustomer(t.app);
    const sizes = { lengthCm: 40, widthCm: 30, heightCm: 20 }; // 4 kg by volume
    const trk = tracking('UNSZ');
    const queued = await ok(
      receive({ tracking: trk, country: 2, weightKg: '1.000', axid: 'AX99999990', ...sizes }),
    );
    expect(queued.outcome).toBe('unidentified');
    expect(queued.unidentified).toMatchObject({ tracking: trk, weightKg: '1.000', ...sizes });
    const listed = (await ok(call(t, op.token, 'GET', '/api/admin/intake/unidentified'))).items as Json[];
    expect(listed.find((i) => i.id === queued.unidentified.id)).toMatchObject(sizes);

    const resolved = await ok(resolve(queued.unidentified.id, { axid: c.candidate.AXID }));
    expect(resolved.parcel).toMatchObject({ productOrderId: trk, status: 'stock', weight: 1 });
    expect(await parcelRow(resolved.parcel._id)).toMatchObject({
      weight_kg: '1.000',
      length_cm: 40,
      width_cm: 30,
      height_cm: 20,
    });

    // Charged like a declared parcel of the same weight and sizes, more than one without sizes.
    const same = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: same.productOrderId, country: 2, weightKg: '1.000', ...sizes }));
    const flat = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: flat.productOrderId, country: 2, weightKg: '1.000' }));
    const flight = await newFlight();
    const loaded = await ok(
      call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, {
        parcelIds: [resolved.parcel._id, same._id, flat._id],
        // The resolved parcel is undeclared: it flies by the operator's word (the customs gate's override).
        overrideReason: 'customer declares it in flight',
      }),
    );
    expect(loaded).toMatchObject({ added: 3, refused: [] });
    const [resolvedPrice, samePrice, flatPrice] = await Promise.all(
      [resolved.parcel._id, same._id, flat._id].map(async (id) => (await parcelRow(id)).price_tetri!),
    );
    expect(resolvedPrice).toBe(samePrice);
    expect(resolvedPrice).toBeGreaterThan(flatPrice!);
  });

  it('never makes up a weight: a queued parcel without one needs it typed when resolved', async () => {
    const c = await signupCustomer(t.app);
    const trk = tracking('UNWT');
    const queued = await ok(receive({ tracking: trk, country: 2, weightKg: '2.500' }));
    const id = queued.unidentified.id as string;
    // A row from before weights were kept (the column allows none).
    await t.database.query('update unidentified_parcels set weight_kg = null where id = $1', [id]);

    const refused = await resolve(id, { axid: c.candidate.AXID });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual({
      success: false,
      message: 'parcel_not_weighed',
      errors: { weightKg: 'parcel_not_weighed' },
      requestId: expect.any(String),
    });
    expect((await resolve(id, { axid: c.candidate.AXID, weightKg: '0' })).statusCode).toBe(400);
    const resolved = await ok(resolve(id, { axid: c.candidate.AXID, weightKg: '2.750' }));
    expect(resolved.parcel.weight).toBe(2.75);
    const audit = await expectAudit(t, op.id, 'intake.resolved', id);
    expect(audit.data).toMatchObject({ weightKg: '2.750', weighedAgain: true });

    // With the weight from intake, that weight is the parcel's.
    const kept = await ok(receive({ tracking: tracking('UNKP'), country: 2, weightKg: '0.350' }));
    const keptParcel = await ok(resolve(kept.unidentified.id, { axid: c.candidate.AXID }));
    expect(keptParcel.parcel.weight).toBe(0.35);
  });

  it('writes the label photo only for an accepted scan', async () => {
    const c = await signupCustomer(t.app);
    const shipped = await declareParcel(t.app, c.token);
    await ok(receive({ tracking: shipped.productOrderId, country: 2, weightKg: '1.000' }));
    const flight = await newFlight();
    await ok(
      call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, { parcelIds: [shipped._id] }),
    );
    const queuedTrk = tracking('UNPH');
    await ok(receive({ tracking: queuedTrk, country: 2, weightKg: '1.000' }));
    const before = labels();

    // Refused: already shipped, another country's warehouse, already in the queue, a bad weight.
    const refusals = [
      [{ tracking: shipped.productOrderId, country: 2, weightKg: '1.000' }, 409, 'parcel_already_shipped'],
      [{ tracking: shipped.productOrderId, country: 1, weightKg: '1.000' }, 409, 'parcel_already_shipped'],
      [{ tracking: queuedTrk, country: 2, weightKg: '1.000' }, 409, 'already_unidentified'],
      [{ tracking: tracking('UNBAD'), country: 2, weightKg: 'heavy' }, 400, 'fill_all_fields'],
    ] as const;
    for (const [input, status, message] of refusals) {
      const res = await receiveWithPhoto(input);
      expect(res.statusCode, res.body).toBe(status);
      expect(body(res)).toMatchObject({ success: false, message });
    }
    expect(labels()).toEqual(before);

    // Accepted: the photo is written, and the parcel points at it.
    const p = await declareParcel(t.app, c.token);
    const received = await ok(
      receiveWithPhoto({ tracking: p.productOrderId, country: 2, weightKg: '1.000' }),
    );
    const added = labels().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(received.parcel.labelPhoto).toBe(added[0]);
  });
});
