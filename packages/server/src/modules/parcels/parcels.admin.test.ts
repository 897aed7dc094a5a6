// The back office's parcel list: what the flight screen offers (stock of one country) and what a flight
// carries, found by status, country, flight, tracking or AXID; role checks are in roles.admin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { call, staffSession, type Session } from '../../test/staff-sessions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

describe.each(testDatabases)('back-office parcel list on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let customer: Awaited<ReturnType<typeof signupCustomer>>;
  const trackings: Record<string, string> = {};

  const get = async (url: string) => {
    const res = await call(t, op.token, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return body<Json>(res);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    customer = await signupCustomer(t.app);
    // One waiting (USA), two received into stock in Turkey.
    for (const [name, country] of [
      ['waitingUs', 2],
      ['stockTr1', 3],
      ['stockTr2', 3],
    ] as const) {
      const p = await declareParcel(t.app, customer.token, {
        senderCountryId: country,
        shop: country === 3 ? '_TRENDYOL_' : '_AMAZON_',
      });
      trackings[name] = p.productOrderId;
      if (name.startsWith('stock')) {
        const res = await call(t, op.token, 'POST', '/api/admin/intake/receive', {
          tracking: p.productOrderId,
          country,
          weightKg: '1.250',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
  afterAll(() => t.close());

  it('lists the stock parcels of one country with the owner, weight and count', async () => {
    const res = await get('/api/admin/parcels?status=stock&country=3');
    const mine = (res.parcels as Json[]).filter((p) => p.AXID === customer.candidate.AXID);
    expect(mine.map((p) => p.productOrderId).sort()).toEqual([trackings.stockTr1, trackings.stockTr2].sort());
    expect(mine[0]).toMatchObject({ status: 'stock', senderCountryId: 3, weight: 1.25, paid: false });
    expect(res.count).toBeGreaterThanOrEqual(2);
    expect((res.parcels as Json[]).every((p) => p.status === 'stock' && p.senderCountryId === 3)).toBe(true);
  });

  it('finds a parcel by part of its tracking number (any case) or by the owner’s AXID', async () => {
    const part = trackings.waitingUs!.slice(3, 10).toLowerCase();
    const byTracking = await get(`/api/admin/parcels?q=${part}`);
    expect((byTracking.parcels as Json[]).map((p) => p.productOrderId)).toContain(trackings.waitingUs);
    const byAxid = await get(`/api/admin/parcels?q=${customer.candidate.AXID.toLowerCase()}`);
    expect(byAxid.count).toBe(3);
  });

  it('lists what a flight carries', async () => {
    const flight = body(
      await call(t, op.token, 'POST', '/api/admin/flights', {
        country: 3,
        departedAt: new Date().toISOString(),
        estimatedAt: new Date(Date.now() + 3 * 864e5).toISOString(),
      }),
    ).flight as Json;
    expect((await get(`/api/admin/parcels?flightId=${flight._id}`)).parcels).toEqual([]);
    const added = await call(t, op.token, 'POST', `/api/admin/flights/${flight._id}/parcels`, {
      trackings: [trackings.stockTr1],
    });
    expect(body(added)).toMatchObject({ added: 1 });
    const onFlight = await get(`/api/admin/parcels?flightId=${flight._id}`);
    expect(onFlight.parcels).toHaveLength(1);
    expect(onFlight.parcels[0]).toMatchObject({
      productOrderId: trackings.stockTr1,
      status: 'sent',
      flightId: flight.flightId,
    });
  });

  it('refuses a malformed filter with 400, not 500', async () => {
    for (const url of [
      '/api/admin/parcels?status=lost',
      '/api/admin/parcels?flightId=nope',
      '/api/admin/parcels?limit=5000',
    ]) {
      const res = await call(t, op.token, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(body(res)).toMatchObject({ success: false });
    }
  });
});
