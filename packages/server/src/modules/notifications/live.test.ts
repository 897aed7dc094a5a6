import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { MAX_STREAMS_PER_ACCOUNT } from './live.ts';

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

interface OpenStream {
  status: number;
  /** The body of a refused stream (JSON). */
  text: string;
  /** Resolves with the first unread count (the stream is registered by then). */
  first: Promise<number>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a stream and resolves once its status is known. */
function openStream(url: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      let gotFirst: (n: number) => void = () => undefined;
      const first = new Promise<number>((r) => (gotFirst = r));
      const ended = new Promise<void>((r) => res.on('end', r));
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const m = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(text);
        if (m) gotFirst(JSON.parse(m[1]!).nonotificationLength);
      });
      resolve({
        status: res.statusCode!,
        get text() {
          return text;
        },
        first,
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
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

  const changePassword = (app: TestApp['app'], token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authorization/changePassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword: 'secret123', newPassword: 'changed456', newRePassword: 'changed456' },
    });

  it('finding 13: a stream ends when its token is revoked by a password change', async () => {
    const { token } = await signupCustomer(t.app);
    const stream = await openStream(`${base}/api/notification/stream`, token);
    expect(stream.status).toBe(200);
    expect(await stream.first).toBe(0);
    const other = await signupCustomer(t.app);
    const bystander = await openStream(`${base}/api/notification/stream`, other.token);
    await bystander.first;
    const changed = await changePassword(t.app, token);
    expect(changed.statusCode, changed.body).toBe(200);
    await stream.ended;
    // The reconnect with the old token meets the 401; the fresh token opens a stream again.
    expect((await openStream(`${base}/api/notification/stream`, token)).status).toBe(401);
    const fresh = await openStream(`${base}/api/notification/stream`, JSON.parse(changed.body).token);
    expect(fresh.status).toBe(200);
    fresh.close();
    // Another account's stream is untouched.
    let bystanderEnded = false;
    void bystander.ended.then(() => (bystanderEnded = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(bystanderEnded).toBe(false);
    bystander.close();
  });

  it('finding 13: a stream ends when its own token is signed out; another session of the account keeps its stream', async () => {
    const { token, payload } = await signupCustomer(t.app);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: { email: payload.email, password: payload.password },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const otherSession = JSON.parse(signin.body).token as string;
    const url = `${base}/api/notification/stream`;
    const mine = await openStream(url, token);
    const theirs = await openStream(url, otherSession);
    await Promise.all([mine.first, theirs.first]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    await mine.ended;
    expect((await openStream(url, token)).status).toBe(401);
    let theirsEnded = false;
    void theirs.ended.then(() => (theirsEnded = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(theirsEnded).toBe(false);
    theirs.close();
  });

  it(`finding 13: an account holds at most ${MAX_STREAMS_PER_ACCOUNT} streams; one more is refused with 429`, async () => {
    const { token } = await signupCustomer(t.app);
    const url = `${base}/api/notification/stream`;
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => openStream(url, token)),
    );
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));
    await Promise.all(streams.map((s) => s.first));
    // Parallel extra opens: every one refused, with the error contract.
    const extra = await Promise.all([openStream(url, token), openStream(url, token), openStream(url, token)]);
    for (const refused of extra) {
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(JSON.parse(refused.text)).toMatchObject({ success: false, message: 'too_many_requests' });
    }
    // Another account is not held back by this one's streams.
    const other = await signupCustomer(t.app);
    const theirs = await openStream(url, other.token);
    expect(theirs.status).toBe(200);
    theirs.close();
    // A closed stream frees its place.
    streams[0]!.close();
    let again: OpenStream | undefined;
    await expect
      .poll(async () => {
        again?.close();
        again = await openStream(url, token);
        return again.status;
      })
      .toBe(200);
    again!.close();
    for (const s of streams.slice(1)) s.close();
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
  it.runIf(kind === 'postgres')(
    'finding 13: a stream ends when its password is changed through another instance',
    async () => {
      const { token } = await signupCustomer(t.app);
      const otherDb = await openDatabase({
        databaseUrl: (t.database.pool!.options as { connectionString: string }).connectionString,
        migrate: false,
        poolSize: 2,
      });
      const other = await buildApp({ config: t.config, database: otherDb, logger: false });
      try {
        const stream = await openStream(`${base}/api/notification/stream`, token);
        expect(await stream.first).toBe(0);
        // Only the NOTIFY on commit tells this instance: the change happens on the other one.
        expect((await changePassword(other, token)).statusCode).toBe(200);
        await stream.ended;
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
