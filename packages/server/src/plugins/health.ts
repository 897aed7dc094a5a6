/**
 * Probes for load balancers and orchestrators. `/healthz`: the process answers (no database touch), for
 * liveness. `/readyz`: the database answers, every migration of this build is applied, and the outbox and
 * the jobs keep up (nothing waiting longer than BACKLOG_LIMIT_SECONDS) — 200, or 503 naming what failed.
 * Neither is logged per request at info level (a balancer asks every few seconds); no rate limit applies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { migrationsFolder, type Database } from '../db/client.ts';
import { typed } from '../lib/http.ts';

/** Mail or a job's work waiting longer than this means its worker is stuck or down (they run every minute). */
export const BACKLOG_LIMIT_SECONDS = 15 * 60;
/** A probe answers in bounded time even when the database hangs. */
const CHECK_TIMEOUT_MS = 3_000;

const check = z.object({ ok: z.boolean(), detail: z.string().optional() });
type Check = z.infer<typeof check>;
const CHECKS = ['database', 'migrations', 'outbox', 'paymentExpiry', 'declarationDeadlines'] as const;
type CheckName = (typeof CHECKS)[number];
const readyAnswer = z.object({
  status: z.enum(['ready', 'unready']),
  failed: z.array(z.enum(CHECKS)),
  checks: z.object(
    Object.fromEntries(CHECKS.map((name) => [name, check])) as Record<CheckName, typeof check>,
  ),
});
export type ReadyAnswer = z.infer<typeof readyAnswer>;

interface Journal {
  entries: { tag: string; when: number }[];
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Seconds the oldest waiting item has waited, from one `select … as age` (null: nothing waits). */
async function backlog(database: Database, sql: string, params: unknown[] = []): Promise<Check> {
  const [row] = await database.query<{ age: number | null }>(sql, params);
  const age = row?.age === null || row?.age === undefined ? 0 : Math.floor(Number(row.age));
  return age > BACKLOG_LIMIT_SECONDS
    ? { ok: false, detail: `oldest waiting ${age} s (limit ${BACKLOG_LIMIT_SECONDS} s)` }
    : { ok: true };
}

export function createReadiness(ctx: Pick<AppContext, 'database' | 'config'>) {
  const { database, config } = ctx;
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const probes: Record<CheckName, () => Promise<Check>> = {
    async database() {
      await database.query('select 1');
      return { ok: true };
    },
    // Drizzle records each applied migration with its journal time: every entry of this build must be there.
    async migrations() {
      const rows = await database.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations',
      );
      const applied = new Set(rows.map((r) => Number(r.created_at)));
      const missing = journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
      return missing.length ? { ok: false, detail: `not applied: ${missing.join(', ')}` } : { ok: true };
    },
    // Messages of any channel due for sending and not sent: how long the oldest has been due
    // (held ones, for quiet hours or a retry later, are not late; kept and failed ones are not waiting).
    outbox: () =>
      backlog(
        database,
        `select extract(epoch from now() - min(next_attempt_at))::float8 as age
           from outbox where status = 'pending' and next_attempt_at <= now()`,
      ),
    // The expiry job ends card orders unanswered past PAYMENT_ORDER_TIMEOUT_MINUTES.
    paymentExpiry: () =>
      backlog(
        database,
        `select extract(epoch from now() - min(created_at))::float8 - $1 as age
           from payment_orders where state = 'created'`,
        [config.paymentOrderTimeoutMinutes * 60],
      ),
    // The deadline job closes declaring once a flight's deadline has passed.
    declarationDeadlines: () =>
      backlog(
        database,
        `select extract(epoch from now() - min(declaration_deadline))::float8 as age
           from flights where update_status and declaration_deadline <= now()`,
      ),
  };
  return async function readiness(onError: (name: CheckName, err: unknown) => void): Promise<ReadyAnswer> {
    const results = await Promise.all(
      CHECKS.map(async (name): Promise<[CheckName, Check]> => {
        try {
          return [name, await withTimeout(probes[name]())];
        } catch (err) {
          onError(name, err);
          return [name, { ok: false, detail: 'check failed (see the log)' }];
        }
      }),
    );
    const failed = results.filter(([, c]) => !c.ok).map(([name]) => name);
    return {
      status: failed.length ? 'unready' : 'ready',
      failed,
      checks: Object.fromEntries(results) as Record<CheckName, Check>,
    };
  };
}

export function registerHealth(app: FastifyInstance, ctx: Pick<AppContext, 'database' | 'config'>): void {
  const readiness = createReadiness(ctx);
  const r = typed(app);
  r.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        description: 'Ours: liveness. 200 while the process serves HTTP; does not touch the database.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => Promise.resolve({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        description: `Ours: readiness. 200 when the database answers, every migration is applied and the mail outbox and the jobs have nothing waiting over ${BACKLOG_LIMIT_SECONDS} s; else 503 with the failed checks.`,
        response: { 200: readyAnswer, 503: readyAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readiness((name, err) =>
        request.log.warn({ err, check: name }, 'readiness check failed'),
      );
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
}
