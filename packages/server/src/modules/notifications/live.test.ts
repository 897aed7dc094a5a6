import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';

/** Reads `event: unread` counts from an SSE stream until `until` holds or `close()` is called. */
function readCounts(url: string, token: string, until: (counts: number[]) => boolean) {
  const counts: number[] = [];
  let finish: () => void = () => undefined;
  const done = new Promise<number[]>((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      expect(res.headers['content-type']).toMatch(/text\/event-stream/);
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (const m of buffer.matchAll(/event: unread\ndata: (\{[^\n]*\})\n\n/g))
          counts.push(JSON.parse(m[1]!).nonotificationLength);
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        if (until(counts)) finish();
      });
    });
    finish = () => {
      req.destroy();
      resolve(counts);
    };
    req.on('error', (err) => (until(counts) ? resolve(counts) : reject(err)));
    req.end();
  });
  return { done, close: () => finish() };
}

describe.each(testDatabases)('live bell on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('pushes the unread count at once and after each new notification', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const stream = readCounts(`${base}/api/notification/stream`, token, (c) => c.length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    await t.app.ctx.notifier.notify(t.database.db, candidate._id, 'payment_received', { amount: '5.00' });
    await new Promise((r) => setTimeout(r, 300));
    await t.app.ctx.notifier.notify(t.database.db, candidate._id, 'courier_new', {});
    expect(await stream.done).toEqual([0, 1, 2]);
  });

  it("does not wake another customer's stream", async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    const stream = readCounts(`${base}/api/notification/stream`, b.token, () => false);
    await new Promise((r) => setTimeout(r, 300));
    await t.app.ctx.notifier.notify(t.database.db, a.candidate._id, 'payment_received', { amount: '1.00' });
    await new Promise((r) => setTimeout(r, 500));
    stream.close();
    expect(await stream.done).toEqual([0]);
  });

  it('lowers the count on every open stream when the customer reads one or all', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const notify = () =>
      t.app.ctx.notifier.notify(t.database.db, candidate._id, 'payment_received', { amount: '3.00' });
    const first = await notify();
    await notify();
    await notify();
    // Another tab of the same customer holds this stream while the first one reads.
    const stream = readCounts(`${base}/api/notification/stream`, token, (c) => c.length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/notification/get/${first}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notification/markAllAsRead',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(all.statusCode).toBe(200);
    expect(await stream.done).toEqual([3, 2, 0]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification/stream' })).statusCode).toBe(401);
  });

  it.runIf(kind === 'postgres')('reaches a stream held by another instance', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const otherDb = await openDatabase({
      databaseUrl: (t.database.pool!.options as { connectionString: string }).connectionString,
      migrate: false,
      poolSize: 2,
    });
    const other = await buildApp({ config: t.config, database: otherDb, logger: false });
    try {
      const stream = readCounts(`${base}/api/notification/stream`, token, (c) => c.length >= 2);
      await new Promise((r) => setTimeout(r, 300));
      // Written through the second instance: only PostgreSQL carries the wake-up to the first.
      await other.ctx.notifier.notify(otherDb.db, candidate._id, 'payment_received', { amount: '2.00' });
      expect(await stream.done).toEqual([0, 1]);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
