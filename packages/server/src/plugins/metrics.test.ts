// Issue 18 §6: Prometheus metrics at /metrics, closed to the public by configuration (404 unless the bearer
// token or an allowed address), with requests per route pattern, the database pool, the outbox, job runs
// and payments per provider in the text exposition format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { signupCustomer } from '../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { productJobs, startJobs } from './jobs.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
/** One sample line of the text format: name, optional labels, a number (Prometheus reads NaN in any case). */
const SAMPLE = /^[a-zA-Z_:][\w:]*(\{[^}]*\})? (-?[\d.]+(e[+-]?\d+)?|nan|[+-]inf)$/i;

/** The value of one sample, by its exact name and labels as written (null when absent). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe.each(testDatabases)('metrics on %s', (kind) => {
  let t: TestApp;
  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers the token holder in the text exposition format, and 404 to anyone else', async () => {
    for (const headers of [{}, bearer('scrape-token-0123456789abcdeX'), { authorization: TOKEN }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(404);
      expect(body(refused)).toMatchObject({ success: false, message: MSG.notFound });
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = res.body.trim().split('\n');
    const samples = lines.filter((l) => l !== '' && !l.startsWith('#'));
    expect(samples.length).toBeGreaterThan(20);
    expect(samples.filter((l) => !SAMPLE.test(l))).toEqual([]);
    expect(lines).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(lines).toContain('# TYPE http_request_duration_seconds histogram');
    expect(lines).toContain('# TYPE amanati_db_pool_connections gauge');
    expect(lines).toContain('# TYPE amanati_job_runs_total counter');
  });

  it('counts requests per route pattern and status, never per raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/tariffs/gets' });
    await t.app.inject({ method: 'GET', url: '/api/tariffs/gets' });
    await t.app.inject({ method: 'GET', url: '/api/news/get/00000000-0000-4000-8000-000000000001' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const text = (await scrape()).body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/tariffs/gets",status="200"}',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/news\/get\/:id",status="\d{3}"\} 1/,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/tariffs\/gets",status="200"\} \d+/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('route="/healthz"');
  });

  it('shows the outbox per channel, the payments per provider and outcome, and the pool', async () => {
    await t.database.query(
      `insert into outbox (channel, "to", subject, text, status, attempts) values
         ('email', 'a@example.ge', 's', 't', 'pending', 0), ('sms', '995555000002', '', 't', 'failed', 8)`,
    );
    const { token, candidate } = await signupCustomer(t.app);
    // A bill payment at the kiosk simulator (its channel is kiosk-simulator).
    const kiosk = await t.app.inject({
      method: 'GET',
      url: `/billpay-sim/pay?code=${candidate.AXID}&amount=5&transactionId=METRICS-1`,
    });
    expect(kiosk.body).toContain('kiosk-paid');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/georgiancard/pay',
      headers: bearer(token),
      payload: { lari: '10', tetri: '00' },
    });
    expect(order.statusCode, order.body).toBe(200);
    const text = (await scrape()).body;
    expect(sample(text, 'amanati_outbox_messages{channel="email",status="pending"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'amanati_outbox_messages{channel="sms",status="failed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'amanati_outbox_messages{channel="push",status="failed"}')).toBe(0);
    expect(sample(text, 'amanati_outbox_oldest_due_seconds{channel="email"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'amanati_payments{provider="simulator",outcome="created"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'amanati_payments{provider="billpay:kiosk-simulator",outcome="paid"}')).toBe(1);
    if (kind === 'postgres') {
      // The LISTEN connections (live bell, token revocation) are held from the pool for good.
      expect(sample(text, 'amanati_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'amanati_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'amanati_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it('counts the runs of each background job by outcome', async () => {
    const stop = startJobs(t.app, [
      ...productJobs(t.app.ctx),
      { name: 'broken', everyMs: 60_000, run: () => Promise.reject(new Error('no')) },
    ]);
    await stop();
    const text = (await scrape()).body;
    for (const job of [
      'outbox',
      'declaration_deadlines',
      'flight_delay_notices',
      'customs_grace',
      'payment_expiry',
      'storage_days',
    ])
      expect(sample(text, `amanati_job_runs_total{job="${job}",outcome="ok"}`), job).toBe(1);
    expect(sample(text, 'amanati_job_runs_total{job="broken",outcome="failed"}')).toBe(1);
    expect(sample(text, 'amanati_job_duration_seconds_count{job="payment_expiry"}')).toBe(1);
    expect(sample(text, 'amanati_job_last_success_timestamp_seconds{job="payment_expiry"}')).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
  });
});

// Not about the database: on whichever engine this run tests (the PostgreSQL tier has no PGlite template).
describe('metrics access by address', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const open = async (env: Record<string, string>) => {
    const t = await createTestApp(testDatabases[0]!, env);
    apps.push(t);
    return t;
  };

  it('has no /metrics at all without METRICS_TOKEN or METRICS_ALLOWED_IPS', async () => {
    const t = await open({});
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, message: MSG.notFound });
  });

  it('answers an allowed address or range, and 404 to any other', async () => {
    const t = await open({ METRICS_ALLOWED_IPS: '10.0.0.0/8, 192.0.2.7, ::1' });
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    for (const ip of ['10.1.2.3', '192.0.2.7', '::ffff:10.9.9.9', '::1'])
      expect((await from(ip)).statusCode, ip).toBe(200);
    for (const ip of ['11.0.0.1', '192.0.2.8', '127.0.0.1', '::2'])
      expect((await from(ip)).statusCode, ip).toBe(404);
  });

  it('refuses to start with an entry that is not an address or range', async () => {
    await expect(open({ METRICS_ALLOWED_IPS: '10.0.0.0/33' })).rejects.toThrow(/METRICS_ALLOWED_IPS/);
    await expect(open({ METRICS_ALLOWED_IPS: 'prometheus.internal' })).rejects.toThrow(/METRICS_ALLOWED_IPS/);
  });
});
