/**
 * The one outbox (issue 19 §6): a failed delivery is retried later with backoff and finally given up,
 * a gone address is never retried, and two instances delivering at once send each message once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { MAX_ATTEMPTS } from './backoff.ts';
import type { ChannelSender, OutgoingMessage } from './channel.ts';
import { createOutbox } from './outbox.ts';

describe.each(testDatabases)('the outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const row = (id: string) =>
    t.database
      .query<{
        status: string;
        attempts: number;
        next_attempt_at: Date;
        last_error: string | null;
        provider_ref: string | null;
      }>('select status, attempts, next_attempt_at, last_error, provider_ref from outbox where id = $1', [id])
      .then((r) => r[0]!);

  async function enqueueSms(text: string) {
    await t.app.ctx.outbox.enqueue({ channel: 'sms', to: '995555123456', text });
    const [r] = await t.database.query<{ id: string }>('select id from outbox where text = $1', [text]);
    return r!.id;
  }

  it('retries a failed message later, then gives up after the last attempt', async () => {
    let fail = true;
    const sender: ChannelSender = {
      send: () =>
        fail
          ? Promise.reject(new Error('gateway down'))
          : Promise.resolve({ status: 'sent', providerRef: 'g-1' }),
    };
    const outbox = createOutbox(t.database, { sms: sender }, t.app.log);
    const id = await enqueueSms(`retry ${Math.random()}`);
    expect(await outbox.deliverPending()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Error: gateway down' });
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: the next run leaves it alone.
    await outbox.deliverPending();
    expect((await row(id)).attempts).toBe(1);
    await t.database.query('update outbox set next_attempt_at = now() where id = $1', [id]);
    fail = false;
    expect(await outbox.deliverPending()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_ref: 'g-1',
      last_error: null,
    });

    fail = true;
    const doomed = await enqueueSms(`doomed ${Math.random()}`);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.database.query('update outbox set next_attempt_at = now() where id = $1', [doomed]);
      await outbox.deliverPending();
    }
    expect(await row(doomed)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('never retries a message whose address is gone', async () => {
    const outbox = createOutbox(
      t.database,
      { sms: { send: () => Promise.resolve({ status: 'gone', reason: 'no such number' }) } },
      t.app.log,
    );
    const id = await enqueueSms(`gone ${Math.random()}`);
    await outbox.deliverPending();
    await t.database.query('update outbox set next_attempt_at = now() where id = $1', [id]);
    await outbox.deliverPending();
    expect(await row(id)).toMatchObject({ status: 'gone', attempts: 1, last_error: 'no such number' });
  });

  it('sends each message once when two instances deliver at the same time', async () => {
    const sent: OutgoingMessage[] = [];
    // A slow gateway: the second instance runs while the first is still sending.
    const slow: ChannelSender = {
      send: (m) =>
        new Promise((resolve) => setTimeout(() => (sent.push(m), resolve({ status: 'sent' })), 30)),
    };
    const a = createOutbox(t.database, { sms: slow }, t.app.log);
    const b = createOutbox(t.database, { sms: slow }, t.app.log);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueueSms(`race ${i} ${Math.random()}`));
    await Promise.all([a.deliverPending(5), b.deliverPending(5), a.deliverPending(5), b.deliverPending(5)]);
    await Promise.all([a.deliverPending(), b.deliverPending()]);
    const mine = sent.filter((m) => ids.includes(m.id));
    expect(mine).toHaveLength(12);
    expect(new Set(mine.map((m) => m.id)).size).toBe(12);
  });

  it('keeps messages of a channel it cannot send on, for staff to read', async () => {
    const outbox = createOutbox(t.database, {}, t.app.log);
    await outbox.enqueue({ channel: 'push', to: 'device', text: `kept ${Math.random()}` });
    const [r] = await t.database.query<{ status: string }>(
      `select status from outbox where channel = 'push' and "to" = 'device'`,
    );
    expect(r!.status).toBe('kept');
  });
});
