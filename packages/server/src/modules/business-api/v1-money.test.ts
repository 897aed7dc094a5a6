/**
 * Issue 22 §2: flights, invoices, balance and statement, branches through `/api/v1` — what a parcel's
 * charge does to each, for the key's own account only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_CODES } from '@amanati/shared/constants';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { post } from '../money/ledger.ts';

describe.each(testDatabases)('flights, invoices and money through /api/v1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const keyFor = async (token: string, scopes: string[]) =>
    body<{ key: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: bearer(token),
        payload: { name: 'Books', scopes },
      }),
    ).key;
  const get = async (key: string, url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(key) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return body(res);
  };

  it('shows a shipped parcel on its flight and invoice, the charge as due, and the statement with running balances', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:read', 'account:read']);
    const parcel = await declareParcel(t.app, c.token);
    const flight = await createFlight(t.database, 2);
    const charged = await shipParcel(t.database, parcel._id, flight.id, '2.5');
    const charge = (charged.totalTetri / 100).toFixed(2);

    const flights = await get(key, '/flights');
    expect(flights).toEqual({
      data: [
        expect.objectContaining({
          code: flight.code,
          country: 'US',
          status: 'in_transit',
          parcels: 1,
          arrivedAt: null,
        }),
      ],
      next: null,
    });
    expect(await get(key, `/flights/${flight.code}`)).toMatchObject({ code: flight.code, parcels: 1 });
    expect(await get(key, `/parcels/${parcel._id}`)).toMatchObject({
      status: 'sent',
      flight: flight.code,
      weightKg: '2.500',
      charge: { amount: charge, currency: 'GEL' },
    });

    const invoices = await get(key, '/invoices');
    expect(invoices.data).toHaveLength(1);
    const invoice = invoices.data[0];
    expect(invoice).toMatchObject({
      flight: flight.code,
      status: 'unpaid',
      total: { amount: charge },
      due: { amount: charge },
    });
    expect(await get(key, `/invoices/${invoice.number}`)).toMatchObject({
      number: invoice.number,
      lines: [{ parcelId: parcel._id, kind: 'charge', amount: { amount: charge }, paid: false }],
    });
    expect(await get(key, '/balance')).toEqual({
      balance: { amount: '0.00', currency: 'GEL' },
      due: { amount: charge, currency: 'GEL' },
    });

    // Two top-ups, then the flight paid from the balance in the panel.
    for (const tetri of [10_000, 25_000])
      await t.database.db.transaction((tx) =>
        post(tx, { accountId: c.candidate._id, amountTetri: tetri, kind: 'topup' }),
      );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payFlightId',
      headers: bearer(c.token),
      payload: { flightId: flight.code },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const left = ((35_000 - charged.totalTetri) / 100).toFixed(2);
    expect(await get(key, '/balance')).toMatchObject({ balance: { amount: left }, due: { amount: '0.00' } });
    expect((await get(key, `/invoices/${invoice.number}`)).status).toBe('paid');

    const statement = await get(key, '/statement?limit=2');
    expect(statement.data.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'topup']);
    expect(statement.data[0]).toMatchObject({
      amount: { amount: `-${charge}` },
      balanceAfter: { amount: left },
    });
    expect(statement.data[1]).toMatchObject({
      amount: { amount: '250.00' },
      balanceAfter: { amount: '350.00' },
    });
    const rest = await get(key, `/statement?limit=2&cursor=${statement.next}`);
    expect(rest).toMatchObject({ data: [{ kind: 'topup', balanceAfter: { amount: '100.00' } }], next: null });
    const tomorrow = new Date(Date.now() + 2 * 864e5).toISOString().slice(0, 10);
    expect((await get(key, `/statement?from=${tomorrow}`)).data).toEqual([]);
    await get(key, '/statement?from=soon', 400);
    await get(key, `/invoices?cursor=${statement.next}`, 400);

    // Another account sees none of it.
    const stranger = await signupCustomer(t.app);
    const theirs = await keyFor(stranger.token, ['parcels:read', 'account:read']);
    expect(await get(theirs, '/flights')).toEqual({ data: [], next: null });
    await get(theirs, `/flights/${flight.code}`, 404);
    expect((await get(theirs, '/invoices')).data).toEqual([]);
    await get(theirs, `/invoices/${invoice.number}`, 404);
    expect((await get(theirs, '/statement')).data).toEqual([]);
  });

  it('lists the branches for any key, and keeps money behind account:read', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:write']);
    const branches = await get(key, '/branches');
    expect(branches.data.map((b: { code: string }) => b.code)).toEqual(BRANCH_CODES);
    expect(branches.data[0].name).toEqual({
      ka: expect.any(String),
      en: expect.any(String),
      ru: expect.any(String),
    });
    for (const url of ['/balance', '/statement', '/invoices', '/invoices/1'])
      expect((await get(key, url, 403)).title).toBe('api_scope_missing');
    await get(key, '/flights', 403);
  });
});
