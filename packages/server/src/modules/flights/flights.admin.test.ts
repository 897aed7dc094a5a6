// Flights in the back office, through HTTP on both databases: the destination city (`tbilisi`) decides
// which parcels a flight takes and where they are handed over; editing the departure carries the
// declaration deadline along, null clears it, and declaring cannot be reopened behind a passed deadline;
// arrival takes a landing time (not before departure, not in the future); remarks are dictionary keys;
// the manifest CSV carries a BOM and the XLSX reads back.
import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

const DAY = 864e5;
const HOUR = 36e5;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
const code = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

describe.each(testDatabases)('flights in the back office on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    admin = await staffSession(t, 'admin');
  });
  afterAll(() => t.close());

  const createFlight = async (input: Json) =>
    (
      await ok(
        call(t, op.token, 'POST', '/api/admin/flights', {
          country: 2,
          code: code('US'),
          departedAt: new Date(Date.now() - DAY),
          estimatedAt: new Date(Date.now() + DAY),
          ...input,
        }),
      )
    ).flight as Json;
  const patch = (id: string, changes: Json) =>
    call(t, op.token, 'PATCH', `/api/admin/flights/${id}`, changes);
  const flightRow = async (id: string) =>
    (
      await t.database.query<{
        declaration_deadline: Date | null;
        update_status: boolean;
        end_at: Date | null;
      }>('select declaration_deadline, update_status, end_at from flights where id = $1', [id])
    )[0]!;
  const deadlineOf = async (id: string) => (await flightRow(id)).declaration_deadline?.getTime() ?? null;
  /** A declared parcel of the customer for this branch, received in the USA warehouse. */
  const stockParcel = async (token: string, branch: string) => {
    const p = await declareParcel(t.app, token, { branches: branch });
    await ok(
      call(t, op.token, 'POST', '/api/admin/intake/receive', {
        tracking: p.productOrderId,
        country: 2,
        weightKg: '1.000',
      }),
    );
    return p;
  };
  const statusOf = async (id: string) =>
    (await t.database.query<{ status: string }>('select status from parcels where id = $1', [id]))[0]!.status;

  describe('destination city', () => {
    it('puts only parcels for the branches of its city on a flight, and lists only those to pick', async () => {
      const c = await signupCustomer(t.app);
      const tbilisiParcel = await stockParcel(c.token, 'gldani');
      const kutaisiParcel = await stockParcel(c.token, 'kutaisi_1');
      const toTbilisi = await createFlight({ tbilisi: true });
      const toKutaisi = await createFlight({ tbilisi: false });

      // The selection list of each flight offers only what it may take.
      const stock = async (city: string, tracking: string) =>
        (
          await ok(
            call(t, op.token, 'GET', `/api/admin/parcels?status=stock&country=2&city=${city}&q=${tracking}`),
          )
        ).parcels.map((p: Json) => p._id);
      expect(await stock('tbilisi', tbilisiParcel.productOrderId)).toEqual([tbilisiParcel._id]);
      expect(await stock('tbilisi', kutaisiParcel.productOrderId)).toEqual([]);
      expect(await stock('kutaisi', kutaisiParcel.productOrderId)).toEqual([kutaisiParcel._id]);
      expect(await stock('kutaisi', tbilisiParcel.productOrderId)).toEqual([]);
      expect((await call(t, op.token, 'GET', '/api/admin/parcels?city=batumi')).statusCode).toBe(400);

      // Scanned onto the wrong flight, by tracking or by id: refused with its reason, left in stock.
      const wrong = await ok(
        call(t, op.token, 'POST', `/api/admin/flights/${toTbilisi._id}/parcels`, {
          trackings: [tbilisiParcel.productOrderId, kutaisiParcel.productOrderId],
        }),
      );
      expect(wrong).toMatchObject({
        added: 1,
        refused: [{ tracking: kutaisiParcel.productOrderId, reason: MSG.flightToAnotherCity }],
      });
      expect(await statusOf(kutaisiParcel._id)).toBe('stock');
      const byId = await ok(
        call(t, op.token, 'POST', `/api/admin/flights/${toKutaisi._id}/parcels`, {
          parcelIds: [kutaisiParcel._id],
        }),
      );
      expect(byId).toMatchObject({ added: 1, refused: [] });
      expect(await statusOf(kutaisiParcel._id)).toBe('sent');
      expect(await statusOf(tbilisiParcel._id)).toBe('sent');
    });

    it('hands a parcel over only at a branch of the city its flight went to', async () => {
      const c = await signupCustomer(t.app);
      const straight = await stockParcel(c.token, 'didube');
      const diverted = await stockParcel(c.token, 'didube');
      const flight = await createFlight({ tbilisi: true });
      const divertedFlight = await createFlight({ tbilisi: true });
      await ok(
        call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, { parcelIds: [straight._id] }),
      );
      await ok(
        call(t, op.token, 'POST', `/api/admin/flights/${divertedFlight._id}/parcels`, {
          parcelIds: [diverted._id],
        }),
      );
      // Staff send the second flight to Kutaisi after loading it.
      expect((await ok(patch(divertedFlight._id, { tbilisi: false }))).flight.tbilisi).toBe(false);
      await ok(call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/arrive`, {}));
      await ok(call(t, op.token, 'POST', `/api/admin/flights/${divertedFlight._id}/arrive`, {}));

      const handover = (parcelIds: string[]) =>
        call(t, admin.token, 'POST', '/api/admin/handover', {
          parcelIds,
          branch: 'didube',
          override: true,
          reason: 'pays at the counter',
        });
      // Even an admin's override does not hand over a parcel that is in the other city.
      const refused = await handover([straight._id, diverted._id]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(body(refused)).toMatchObject({
        success: false,
        message: MSG.flightNotForThisBranch,
        errors: { parcelIds: diverted._id },
      });
      expect(await statusOf(straight._id)).toBe('arrived');
      expect(await statusOf(diverted._id)).toBe('arrived');

      await ok(handover([straight._id]));
      expect(await statusOf(straight._id)).toBe('obtained');
      await expectAudit(t, admin.id, 'handover.override');
    });
  });

  describe('editing', () => {
    it('keeps the deadline at the same distance from a moved departure, unless one is given', async () => {
      const departedAt = new Date(Date.now() + 2 * DAY);
      const flight = await createFlight({ departedAt, estimatedAt: new Date(Date.now() + 5 * DAY) });
      expect(await deadlineOf(flight._id)).toBe(departedAt.getTime() + 3 * DAY);

      const later = new Date(departedAt.getTime() + DAY + 2 * HOUR);
      const moved = await ok(patch(flight._id, { departedAt: later }));
      expect(Date.parse(moved.flight.declarationDeadline)).toBe(later.getTime() + 3 * DAY);
      const audit = await expectAudit(t, op.id, 'flight.update', flight._id);
      expect(audit.data.changes).toEqual(['departedAt']);
      const logged = audit.data.declarationDeadline as { from: string; to: string };
      expect(Date.parse(logged.from)).toBe(departedAt.getTime() + 3 * DAY);
      expect(Date.parse(logged.to)).toBe(later.getTime() + 3 * DAY);

      // A deadline staff chose (one day after departure) moves with it too.
      const custom = await createFlight({
        departedAt,
        estimatedAt: new Date(Date.now() + 5 * DAY),
        declarationDeadline: new Date(departedAt.getTime() + DAY),
      });
      await ok(patch(custom._id, { departedAt: new Date(departedAt.getTime() - HOUR) }));
      expect(await deadlineOf(custom._id)).toBe(departedAt.getTime() + DAY - HOUR);

      // Both given: the deadline given wins.
      const given = new Date(Date.now() + 10 * DAY);
      await ok(patch(custom._id, { departedAt, declarationDeadline: given }));
      expect(await deadlineOf(custom._id)).toBe(given.getTime());
      // The same departure again moves nothing.
      await ok(patch(custom._id, { departedAt, flightNumber: 'TK0012' }));
      expect(await deadlineOf(custom._id)).toBe(given.getTime());
    });

    it('clears the deadline with null; a flight without one keeps declaring as staff set it', async () => {
      const flight = await createFlight({});
      const cleared = await ok(patch(flight._id, { declarationDeadline: null }));
      expect(cleared.flight).toMatchObject({ declarationDeadline: null, updateStatus: true });
      expect(await deadlineOf(flight._id)).toBeNull();
      await ok(patch(flight._id, { departedAt: new Date(Date.now() - 2 * DAY) }));
      expect(await deadlineOf(flight._id)).toBeNull();
      expect((await flightRow(flight._id)).update_status).toBe(true);
      // Created without one.
      const none = await createFlight({ declarationDeadline: null });
      expect(none.declarationDeadline).toBeNull();
      // Anything else than a date or null is refused.
      const bad = await patch(flight._id, { declarationDeadline: 'soon' });
      expect(bad.statusCode).toBe(400);
    });

    it('refuses to switch declaring on behind a passed deadline; a moved or cleared deadline allows it', async () => {
      // Departed 5 days ago: the default deadline passed 2 days ago.
      const flight = await createFlight({ departedAt: new Date(Date.now() - 5 * DAY) });
      await ok(patch(flight._id, { updateStatus: false }));

      const refused = await patch(flight._id, { updateStatus: true });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(body(refused)).toEqual({
        success: false,
        message: MSG.declarationDeadlinePassed,
        errors: { updateStatus: MSG.declarationDeadlinePassed },
        requestId: expect.any(String),
      });
      expect((await flightRow(flight._id)).update_status).toBe(false);

      const reopened = await ok(
        patch(flight._id, { updateStatus: true, declarationDeadline: new Date(Date.now() + DAY) }),
      );
      expect(reopened.flight.updateStatus).toBe(true);
      await ok(patch(flight._id, { updateStatus: false, declarationDeadline: null }));
      expect((await ok(patch(flight._id, { updateStatus: true }))).flight.updateStatus).toBe(true);
    });

    it('closes declaring when a moved departure takes the deadline into the past, reopens it when ahead', async () => {
      const flight = await createFlight({ departedAt: new Date(Date.now() - DAY) });
      expect((await flightRow(flight._id)).update_status).toBe(true);
      await ok(patch(flight._id, { departedAt: new Date(Date.now() - 4 * DAY) }));
      expect((await flightRow(flight._id)).update_status).toBe(false);
      await ok(patch(flight._id, { departedAt: new Date(Date.now() - 2 * DAY) }));
      expect((await flightRow(flight._id)).update_status).toBe(true);
    });

    it('takes only remark keys of the dictionary', async () => {
      const unknown = await call(t, op.token, 'POST', '/api/admin/flights', {
        country: 2,
        departedAt: new Date(),
        estimatedAt: new Date(),
        remarkKey: 'free text here',
      });
      expect(unknown.statusCode).toBe(400);
      expect(body(unknown)).toEqual({
        success: false,
        message: MSG.remarkUnknown,
        errors: { remarkKey: MSG.remarkUnknown },
        requestId: expect.any(String),
      });
      const flight = await createFlight({ remarkKey: 'delayed' });
      expect(flight.remarkKey).toBe('delayed');
      const bad = await patch(flight._id, { remarkKey: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(body(bad)).toMatchObject({ message: MSG.remarkUnknown });
      expect((await ok(patch(flight._id, { remarkKey: 'at_customs' }))).flight.remarkKey).toBe('at_customs');
      expect((await ok(patch(flight._id, { remarkKey: null }))).flight.remarkKey).toBeNull();
    });
  });

  describe('arrival', () => {
    it('takes the landing time typed, not before the departure day and not in the future', async () => {
      // A departure is a day, kept as noon in Tbilisi: two days ago.
      const day = tbilisiDay(new Date(Date.now() - 2 * DAY));
      const departedAt = new Date(`${day}T12:00:00+04:00`);
      const flight = await createFlight({ departedAt });
      const arrive = (payload: Json) =>
        call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/arrive`, payload);

      const future = await arrive({ endAt: new Date(Date.now() + DAY) });
      expect(future.statusCode).toBe(400);
      expect(body(future)).toEqual({
        success: false,
        message: MSG.arrivalInFuture,
        errors: { endAt: MSG.arrivalInFuture },
        requestId: expect.any(String),
      });
      // The evening before the departure day, in Tbilisi.
      const early = await arrive({ endAt: new Date(`${day}T00:00:00+04:00`).getTime() - 60_000 });
      expect(early.statusCode).toBe(400);
      expect(body(early)).toEqual({
        success: false,
        message: MSG.arrivalBeforeDeparture,
        errors: { endAt: MSG.arrivalBeforeDeparture },
        requestId: expect.any(String),
      });
      expect((await arrive({ endAt: 'yesterday' })).statusCode).toBe(400);
      expect((await flightRow(flight._id)).end_at).toBeNull();

      // The morning of the departure day is not "before" it (the hour of a departure is not kept).
      const landed = new Date(`${day}T09:15:00+04:00`);
      await ok(arrive({ endAt: landed }));
      expect((await flightRow(flight._id)).end_at?.getTime()).toBe(landed.getTime());
      const audit = await expectAudit(t, op.id, 'flight.arrive', flight._id);
      expect(audit.data.endAt).toBe(landed.toISOString());
      expect((await ok(call(t, op.token, 'GET', `/api/admin/flights/${flight._id}`))).flight).toMatchObject({
        endAt: landed.toISOString(),
        remarkKey: 'ready_for_pickup',
      });
    });

    it('lands now when no time is given', async () => {
      const flight = await createFlight({});
      await ok(call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/arrive`));
      const endAt = (await flightRow(flight._id)).end_at!;
      expect(endAt.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(endAt.getTime()).toBeLessThanOrEqual(Date.now());
    });
  });

  describe('manifest', () => {
    it('writes the CSV with a UTF-8 BOM and an XLSX that reads back', async () => {
      const c = await signupCustomer(t.app, { nameEn: 'nino', lastNameEn: 'Beridze' });
      const p = await stockParcel(c.token, 'didube');
      const flight = await createFlight({});
      await ok(call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, { parcelIds: [p._id] }));

      const csv = await call(t, op.token, 'GET', `/api/admin/flights/${flight._id}/manifest.csv`);
      expect(csv.statusCode).toBe(200);
      expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.rawPayload.subarray(3).toString('utf8').split('\n')[0]).toBe(
        'AXID,Receiver,Tracking,Category,Quantity,Declared value,Currency,Weight (kg),Customs group,Group total (GEL),Group needs clearance',
      );

      const xlsx = await call(t, op.token, 'GET', `/api/admin/flights/${flight._id}/manifest.xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const rows = readSheet(xlsx.rawPayload);
      expect(rows[0]).toEqual([
        'AXID',
        'Receiver',
        'Tracking',
        'Category',
        'Quantity',
        'Declared value',
        'Currency',
        'Weight (kg)',
        'Customs group',
        'Group total (GEL)',
        'Group needs clearance',
      ]);
      expect(rows.slice(1)).toEqual([
        [
          c.candidate.AXID,
          'nino Beridze',
          p.productOrderId,
          'Shoes',
          1,
          50,
          'USD',
          1,
          `${c.candidate.AXID}-1`,
          expect.any(Number),
          'no',
        ],
      ]);
    });
  });
});

/**
 * The first sheet of an XLSX as rows of cell values, read with fflate (the zip library write-excel-file
 * writes it with): shared strings as text, other cells as numbers.
 */
function readSheet(file: Buffer): (string | number)[][] {
  const zip = unzipSync(new Uint8Array(file));
  const xml = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescape([...m[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join('')),
  );
  return [...xml('xl/worksheets/sheet1.xml').matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) =>
    [...row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)].map((cell) => {
      const value = /<v>(.*?)<\/v>/s.exec(cell[2] ?? '')?.[1] ?? '';
      return /\bt="s"/.test(cell[1]!) ? shared[Number(value)]! : Number(value);
    }),
  );
}
