/**
 * Prometheus metrics at `/metrics` (prom-client), closed to the public: the route exists only when
 * METRICS_TOKEN or METRICS_ALLOWED_IPS is set, and answers only a scraper with the bearer token or from an
 * allowed address; anyone else gets the ordinary 404. Request latency per route pattern (never the raw
 * URL: bounded labels), the PostgreSQL pool, and — read from the database at scrape time, so the same on
 * every instance — mail outbox depth and failures and payments per provider and outcome. Job runs are
 * counted by the job runner (plugins/jobs.ts) in each process.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { addressAllowed, addressList } from '../lib/address-list.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import { DELIVERY_CHANNELS } from '../db/schema/index.ts';
import { textAnswer } from '../lib/http.ts';

export interface Metrics {
  registry: Registry;
  /** One finished run of a background job. */
  jobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Operational routes are not request traffic: a scraper or balancer asks every few seconds. */
const UNMEASURED = new Set(['/metrics', '/healthz', '/readyz']);

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createMetrics(ctx: Pick<AppContext, 'database'>, log: FastifyInstance['log']): Metrics {
  const registry = new Registry();
  const { database } = ctx;
  // A failed read leaves the last values: the scrape still answers with the process's own metrics.
  const safely = (what: string, read: () => Promise<void>) =>
    read().catch((err: unknown) => log.warn({ err, metric: what }, 'metric not read'));

  new Gauge({
    name: 'amanati_db_pool_connections',
    help: 'PostgreSQL pool connections of this process by state (in_use, idle) and requests waiting for one (waiting).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'amanati_outbox_messages',
    help: 'Messages per channel (email, sms, push) waiting to be sent (pending, including held ones) and given up on (failed), in the shared database.',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      await safely('outbox', async () => {
        const rows = await database.query<{ channel: string; status: string; n: number }>(
          `select channel, status, count(*)::int as n from outbox
            where status in ('pending', 'failed') group by channel, status`,
        );
        for (const channel of DELIVERY_CHANNELS)
          for (const status of ['pending', 'failed']) this.set({ channel, status }, 0);
        for (const r of rows) this.set({ channel: r.channel, status: r.status }, Number(r.n));
      });
    },
  });
  new Gauge({
    name: 'amanati_outbox_oldest_due_seconds',
    help: 'Per channel, how long the oldest message due for sending has waited (0 when none is due).',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      await safely('outbox age', async () => {
        const rows = await database.query<{ channel: string; age: number | null }>(
          `select channel, extract(epoch from now() - min(next_attempt_at))::float8 as age
             from outbox where status = 'pending' and next_attempt_at <= now() group by channel`,
        );
        for (const channel of DELIVERY_CHANNELS) this.set({ channel }, 0);
        for (const r of rows) this.set({ channel: r.channel }, Number(r.age ?? 0));
      });
    },
  });
  new Gauge({
    name: 'amanati_payments',
    help: 'Payments in the shared database by provider (the card gateways: georgiancard, bog or their simulators simulator, bog-simulator; the branch counter: cash or terminal; a bill-pay channel: billpay:<login>) and outcome (created, paid, failed, expired).',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
    async collect() {
      await safely('payments', async () => {
        const rows = await database.query<{ provider: string; outcome: string; n: number }>(
          `select gateway as provider, state as outcome, count(*)::int as n from payment_orders group by 1, 2
           union all
           select method, 'paid', count(*)::int from counter_payments group by method
           union all
           select 'billpay:' || c.login, 'paid', count(*)::int
             from bill_pay_payments p join bill_pay_channels c on c.id = p.channel_id group by c.login`,
        );
        this.reset();
        for (const r of rows) this.set({ provider: r.provider, outcome: r.outcome }, Number(r.n));
      });
    },
  });

  const jobRuns = new Counter({
    name: 'amanati_job_runs_total',
    help: 'Runs of the background jobs in this process by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'amanati_job_duration_seconds',
    help: 'How long one run of a background job took.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  const jobLastOk = new Gauge({
    name: 'amanati_job_last_success_timestamp_seconds',
    help: 'When a background job last finished without an error (Unix time).',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    registry,
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
      if (outcome === 'ok') jobLastOk.set({ job }, Date.now() / 1000);
    },
  };
}

export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'database' | 'config'>): void {
  const metrics = createMetrics(ctx, app.log);
  app.decorate('metrics', metrics);
  const { token, allowedIps } = ctx.config.metrics;
  if (!token && allowedIps.length === 0) return;

  const { registry } = metrics;
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took (its _count is the request rate).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || !UNMEASURED.has(route)) {
      // Unknown paths share one label, so a scanner cannot grow the series without bound.
      requestSeconds.observe(
        { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });

  const ips = addressList(allowedIps, 'METRICS_ALLOWED_IPS');
  const tokenDigest = token ? digest(token) : undefined;
  const allowed = (request: FastifyRequest) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (tokenDigest && given && timingSafeEqual(digest(given), tokenDigest)) return true;
    return allowedIps.length > 0 && addressAllowed(ips, request.ip);
  };
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        description:
          'Ours: Prometheus metrics (text exposition format). Only with METRICS_TOKEN as bearer token or from METRICS_ALLOWED_IPS; 404 otherwise.',
        response: textAnswer(registry.contentType, 'Prometheus text exposition format.'),
      },
    },
    async (request, reply) => {
      if (!allowed(request)) return reply.callNotFound();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
