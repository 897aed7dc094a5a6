/**
 * The background jobs of a running server, in one runner: each runs at start and then on its interval,
 * never overlapping itself; every run is counted in the metrics (job, outcome, duration) and a failure is
 * logged. Stopping waits for runs in flight, so the database can close after them.
 * Every job is safe on several instances (each takes its rows with SKIP LOCKED).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { runCustomsGraceJob } from '../modules/customs/grace.job.ts';
import { forgetOldIdempotencyKeys } from '../modules/business-api/idempotency.ts';
import { runDeadlineJob } from '../modules/flights/deadline.job.ts';
import { runDelayNoticeJob } from '../modules/flights/delay-notice.job.ts';
import { runPaymentExpiryJob } from '../modules/gateway/expiry.job.ts';
import { runStorageJob } from '../modules/storage/storage.job.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

const MINUTE = 60_000;

/** The product's jobs: the outbox (e-mail, SMS, push; a channel without a sender keeps its messages), declaration deadlines, flight delay notices, customs grace, card expiry, storage days, forgetting old idempotency keys. */
export function productJobs(ctx: AppContext): Job[] {
  return [
    { name: 'outbox', everyMs: 5_000, run: () => ctx.outbox.deliverPending() },
    { name: 'declaration_deadlines', everyMs: MINUTE, run: () => runDeadlineJob(ctx) },
    { name: 'flight_delay_notices', everyMs: MINUTE, run: () => runDelayNoticeJob(ctx) },
    { name: 'customs_grace', everyMs: 15 * MINUTE, run: () => runCustomsGraceJob(ctx) },
    { name: 'payment_expiry', everyMs: MINUTE, run: () => runPaymentExpiryJob(ctx) },
    // Storage days (issue 21 §5): a day is charged as it begins, so a quarter-hour late at most.
    { name: 'storage_days', everyMs: 15 * MINUTE, run: () => runStorageJob(ctx) },
    { name: 'idempotency_keys', everyMs: 60 * MINUTE, run: () => forgetOldIdempotencyKeys(ctx.database.db) },
  ];
}

/** Starts the jobs; the returned function stops them and resolves once no run is in flight. */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      const run = job
        .run()
        .then(
          () => app.metrics.jobRun(job.name, 'ok', seconds()),
          (err: unknown) => {
            app.metrics.jobRun(job.name, 'failed', seconds());
            app.log.error({ err, job: job.name }, 'job failed');
          },
        )
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
