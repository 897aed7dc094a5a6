// Issue 18 §6: the probes a load balancer or an orchestrator asks — liveness without the database, readiness
// naming each check that fails (database, migrations, the mail outbox and the jobs keeping up).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDeadlineJob } from '../modules/flights/deadline.job.ts';
import { runPaymentExpiryJob } from '../modules/gateway/expiry.job.ts';
import { signupCustomer } from '../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { BACKLOG_LIMIT_SECONDS, type ReadyAnswer } from './health.ts';

describe.each(testDatabases)('health probes on %s', (kind) => {
  let t: TestApp;
  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, answer: body<ReadyAnswer>(res) };
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The template's demo flights may be past their deadline: what the server's job does at start.
    await runDeadlineJob(t.app.ctx);
  });
  afterAll(() => t.close());

  it('answers /healthz and a ready /readyz with every check', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(body(live)).toEqual({ status: 'ok' });
    const { status, answer } = await ready();
    expect(answer.failed).toEqual([]);
    expect(status).toBe(200);
    expect(answer.status).toBe('ready');
    expect(Object.keys(answer.checks).sort()).toEqual(
      ['database', 'declarationDeadlines', 'migrations', 'outbox', 'paymentExpiry'].sort(),
    );
    expect(Object.values(answer.checks).every((c) => c.ok)).toBe(true);
  });

  it('keeps /healthz at 200 without the database, while /readyz says the database failed', async () => {
    const down = vi.spyOn(t.app.ctx.database, 'query').mockRejectedValue(new Error('connection refused'));
    try {
      const live = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      const { status, answer } = await ready();
      expect(status).toBe(503);
      expect(answer.status).toBe('unready');
      expect(answer.failed).toContain('database');
      expect(answer.checks.database.ok).toBe(false);
      // The cause goes to the log, not to whoever asks.
      expect(JSON.stringify(answer)).not.toContain('connection refused');
    } finally {
      down.mockRestore();
    }
    expect((await ready()).status).toBe(200);
  });

  it('says which migration of this build the database lacks', async () => {
    const [last] = await t.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.database.query('delete from drizzle.__drizzle_migrations where id = $1', [last!.id]);
    try {
      const { status, answer } = await ready();
      expect(status).toBe(503);
      expect(answer.failed).toEqual(['migrations']);
      expect(answer.checks.migrations.detail).toMatch(/^not applied: \d{4}_\w+$/);
    } finally {
      await t.database.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [last!.id, last!.hash, last!.created_at],
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is unready while a message is overdue in the outbox, not for one held until later, ready once sent', async () => {
    const [held] = await t.database.query<{ id: string }>(
      `insert into outbox (channel, "to", text, status, created_at, next_attempt_at)
       values ('sms', '995555000001', 't', 'pending', now() - interval '8 hours', now() + interval '3 hours')
       returning id`,
    );
    expect((await ready()).status).toBe(200);
    const [mail] = await t.database.query<{ id: string }>(
      `insert into outbox ("to", subject, text, status, next_attempt_at)
       values ('late@example.ge', 's', 't', 'pending', now() - make_interval(secs => $1)) returning id`,
      [BACKLOG_LIMIT_SECONDS + 60],
    );
    const { status, answer } = await ready();
    expect(status).toBe(503);
    expect(answer.failed).toEqual(['outbox']);
    expect(answer.checks.outbox.detail).toMatch(/^oldest waiting \d+ s/);
    await t.database.query(`update outbox set status = 'sent', sent_at = now() where id = any($1)`, [
      [mail!.id, held!.id],
    ]);
    expect((await ready()).status).toBe(200);
  });

  it('is unready while the payment expiry job lags, ready after it ran', async () => {
    const { candidate } = await signupCustomer(t.app);
    const age = t.config.paymentOrderTimeoutMinutes * 60 + BACKLOG_LIMIT_SECONDS + 60;
    await t.database.query(
      `insert into payment_orders (account_id, amount_tetri, created_at) values ($1, 500, now() - make_interval(secs => $2))`,
      [candidate._id, age],
    );
    const { status, answer } = await ready();
    expect(status).toBe(503);
    expect(answer.failed).toEqual(['paymentExpiry']);
    expect(await runPaymentExpiryJob(t.app.ctx)).toEqual({ expired: 1 });
    expect((await ready()).status).toBe(200);
  });

  it('is unready while a flight stays open for declaring past its deadline, ready after the deadline job', async () => {
    await t.database.query(
      `insert into flights (code, country, declaration_deadline, update_status)
       values ('HZ-' || floor(random() * 1e6)::text, 2, now() - make_interval(secs => $1), true)`,
      [BACKLOG_LIMIT_SECONDS + 60],
    );
    const { status, answer } = await ready();
    expect(status).toBe(503);
    expect(answer.failed).toEqual(['declarationDeadlines']);
    await runDeadlineJob(t.app.ctx);
    expect((await ready()).status).toBe(200);
  });

  it('never limits the probes: a balancer asking often always gets an answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'GET', url: i % 2 ? '/healthz' : '/readyz' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });
});
