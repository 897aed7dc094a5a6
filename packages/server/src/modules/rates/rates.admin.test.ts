/**
 * Rates in the back office: manual entry, and the import through a RatesSource. The bank is never called:
 * the import runs on an app built with a fake source, and the NBG adapter gets a fake fetch.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { NBG_URL, nbgRatesSource, type RateQuote, type RatesSource } from './rates-source.ts';
import { toStoredRate } from './rates.service.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

/** A source that answers what the test sets, and remembers the dates it was asked for. */
function fakeSource() {
  const asked: (string | undefined)[] = [];
  let quotes: RateQuote[] = [];
  const source: RatesSource = {
    fetch: (date) => {
      asked.push(date);
      return Promise.resolve(quotes);
    },
  };
  return { source, asked, set: (q: RateQuote[]) => void (quotes = q) };
}

/** The app as the server builds it, on the test's database, with the fake source standing in for the bank. */
async function appWithSource(t: TestApp, source: RatesSource): Promise<FastifyInstance> {
  const { config, database } = t.app.ctx;
  const app = await buildApp({ config, database, logger: false, overrides: { ratesSource: source } });
  await app.ready();
  return app;
}

describe('converting quotes to our units', () => {
  it('stores CNY per 10 yuan and everything else per 1, whatever quantity is quoted', () => {
    expect(toStoredRate('CNY', { rate: 3.8712, quantity: 10 })).toBe('3.8712');
    expect(toStoredRate('CNY', { rate: 0.38712, quantity: 1 })).toBe('3.8712');
    expect(toStoredRate('CNY', { rate: 38.712, quantity: 100 })).toBe('3.8712');
    expect(toStoredRate('USD', { rate: 2.7012, quantity: 1 })).toBe('2.7012');
    expect(toStoredRate('TRY', { rate: 8.3849, quantity: 100 })).toBe('0.0838');
    expect(toStoredRate('TRY', { rate: 8.385, quantity: 100 })).toBe('0.0839');
    expect(toStoredRate('EUR', { rate: '29.4015', quantity: 10 })).toBe('2.9402');
  });
});

describe('the National Bank of Georgia source', () => {
  const answer = [
    {
      date: '2026-03-02T00:00:00.000Z',
      currencies: [
        {
          code: 'USD',
          quantity: 1,
          rate: 2.7012,
          date: '2026-03-01T17:45:00.000Z',
          validFromDate: '2026-03-02T00:00:00.000Z',
        },
        { code: 'CNY', quantity: 10, rate: 3.7211, validFromDate: '2026-03-02T00:00:00.000Z' },
        { code: 'JPY', quantity: 100, rate: 1.8, validFromDate: '2026-03-02T00:00:00.000Z' },
      ],
    },
  ];

  it('reads its JSON, asking for the date given', async () => {
    const urls: string[] = [];
    const source = nbgRatesSource((url) => {
      urls.push(url.href);
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    });
    expect(await source.fetch('2026-03-02')).toEqual([
      { currency: 'USD', rate: 2.7012, quantity: 1, date: '2026-03-02T00:00:00.000Z' },
      { currency: 'CNY', rate: 3.7211, quantity: 10, date: '2026-03-02T00:00:00.000Z' },
      { currency: 'JPY', rate: 1.8, quantity: 100, date: '2026-03-02T00:00:00.000Z' },
    ]);
    expect(urls[0]).toBe(`${NBG_URL}?date=2026-03-02`);
  });

  it.each([
    ['an error status', () => Promise.resolve(new Response('down', { status: 503 }))],
    ['another shape', () => Promise.resolve(new Response(JSON.stringify({ rates: [] })))],
    ['not JSON', () => Promise.resolve(new Response('<html>'))],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('reports rates_source_failed (502) on %s', async (_what, fetchImpl) => {
    await expect(nbgRatesSource(fetchImpl).fetch()).rejects.toMatchObject({
      statusCode: 502,
      code: 'rates_source_failed',
    });
  });
});

describe.each(testDatabases)('back office: rates on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  let withFake: FastifyInstance;
  const fake = fakeSource();
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
    withFake = await appWithSource(t, fake.source);
  });
  afterAll(async () => {
    await withFake.close();
    await t.close();
  });

  const publicRates = async () => body(await t.app.inject({ method: 'GET', url: '/api2/rate/get' }));
  const importNbg = (payload: object = {}, token = operator.token) =>
    withFake.inject({
      method: 'POST',
      url: '/api/admin/rates/import-nbg',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('enters rates by hand (4 decimals, CNY per 10); the public rates and history show them; audited', async () => {
    const res = await call(t, operator.token, 'POST', '/api/admin/rates', {
      rates: [
        { currency: 'USD', rate: 2.7123 },
        { currency: 'CNY', rate: '3.8001' },
      ],
      validOn: '2026-03-01',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).rates).toHaveLength(2);
    const pub = await publicRates();
    expect(pub.rates).toMatchObject({ USD: 2.7123, CNY: 3.8001 });
    await expectAudit(t, operator.id, 'rates.put');
    const list = body(await call(t, operator.token, 'GET', '/api/admin/rates'));
    expect(list.rates).toMatchObject({ USD: 2.7123, CNY: 3.8001 });
    expect(list.history[0]).toMatchObject({ source: 'manual', validOn: '2026-03-01' });
    for (const rates of [
      [{ currency: 'USD', rate: 2.71234 }],
      [{ currency: 'USD', rate: 0 }],
      [{ currency: 'GEL', rate: 1 }],
      [
        { currency: 'USD', rate: 1 },
        { currency: 'USD', rate: 2 },
      ],
      [],
    ]) {
      expect((await call(t, operator.token, 'POST', '/api/admin/rates', { rates })).statusCode).toBe(400);
    }
  });

  it('imports through the injected source, converting every quantity to our units', async () => {
    fake.set([
      { currency: 'USD', rate: 2.6834, quantity: 1, date: '2026-03-03T00:00:00.000Z' },
      { currency: 'EUR', rate: 29.1234, quantity: 10, date: '2026-03-03T00:00:00.000Z' },
      { currency: 'CNY', rate: 0.37215, quantity: 1, date: '2026-03-03T00:00:00.000Z' },
      { currency: 'TRY', rate: 7.9951, quantity: 100, date: '2026-03-03T00:00:00.000Z' },
      { currency: 'JPY', rate: 1.8, quantity: 100 },
    ]);
    const res = await importNbg({ date: '2026-03-03' });
    expect(res.statusCode).toBe(200);
    expect(fake.asked.at(-1)).toBe('2026-03-03');
    expect(body(res).unchanged).toBe(0);
    expect(body(res).imported).toHaveLength(4);
    const pub = await publicRates();
    expect(pub).toMatchObject({
      rates: { USD: 2.6834, EUR: 2.9123, CNY: 3.7215, TRY: 0.08 },
      date: '2026-03-03',
    });
    const rows = await t.database.query<{ currency: string; rate: string; source: string }>(
      `select currency, rate, source from rates where valid_on = '2026-03-03' order by currency`,
    );
    expect(rows).toEqual([
      { currency: 'CNY', rate: '3.7215', source: 'nbg' },
      { currency: 'EUR', rate: '2.9123', source: 'nbg' },
      { currency: 'TRY', rate: '0.0800', source: 'nbg' },
      { currency: 'USD', rate: '2.6834', source: 'nbg' },
    ]);
    await expectAudit(t, operator.id, 'rates.import');

    // The same quotes again add no rows.
    const again = body(await importNbg());
    expect(again).toMatchObject({ imported: [], unchanged: 4 });
  });

  it('answers 502 when the source has none of our currencies, and keeps the rates', async () => {
    const before = await publicRates();
    fake.set([{ currency: 'JPY', rate: 1.8, quantity: 100 }]);
    const res = await importNbg();
    expect(res.statusCode).toBe(502);
    expect(body(res)).toEqual({
      success: false,
      message: 'rates_source_failed',
      requestId: expect.any(String),
    });
    expect(await publicRates()).toEqual(before);
    expect((await importNbg({ date: 'yesterday' })).statusCode).toBe(400);
  });

  it('never reaches the bank from an app built without a source under test', async () => {
    const res = await call(t, operator.token, 'POST', '/api/admin/rates/import-nbg', {});
    expect(res.statusCode).toBe(502);
    expect(body(res)).toEqual({
      success: false,
      message: 'rates_source_failed',
      requestId: expect.any(String),
    });
  });

  it('checks roles on the import too', async () => {
    const customer = await signupCustomer(t.app);
    expect((await importNbg({}, customer.token)).statusCode).toBe(403);
    expect(
      (await withFake.inject({ method: 'POST', url: '/api/admin/rates/import-nbg', payload: {} })).statusCode,
    ).toBe(401);
  });
});
