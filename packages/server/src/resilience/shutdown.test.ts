/**
 * Issue 18 §6, graceful shutdown: the real server (src/server.ts) gets SIGTERM while a request is still
 * arriving and a notification stream is open. It stops accepting connections, answers the request in
 * flight, ends the stream, stops its jobs, closes the database and exits 0 — on PGlite and PostgreSQL.
 * The same process shows that its log lines carry the request id and that the probes are not logged.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { selectedEngines } from '../test/engines.ts';
import { http, type ServerProcess, serverOnEngine } from '../test/server-process.ts';

const kinds = selectedEngines();

/** Resolves once the server's output holds `text` (the server says what it does in its log). */
async function logged(server: ServerProcess, text: string): Promise<void> {
  while (!server.output().includes(text)) await new Promise((r) => setTimeout(r, 20));
}

function openStream(base: string, token: string) {
  let received = '';
  let res: IncomingMessage | undefined;
  const firstEvent = new Promise<void>((resolve, reject) => {
    const req = request(`${base}/api/notification/stream`, { headers: { authorization: `Bearer ${token}` } });
    req.on('response', (r) => {
      res = r;
      r.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('event: unread')) resolve();
      });
    });
    req.on('error', reject);
    req.end();
  });
  // `end`: the server finished the stream properly; `close` without it: the connection was cut.
  const ended = firstEvent.then(
    () =>
      new Promise<'ended' | 'cut'>((resolve) => {
        res!.on('end', () => resolve('ended'));
        res!.on('close', () => resolve(res!.complete ? 'ended' : 'cut'));
      }),
  );
  return { firstEvent, ended };
}

/** A sign-in whose body arrives in two parts: the caller decides when the second one is sent. */
function slowSignIn(base: string, requestId: string, email: string, password: string) {
  const payload = JSON.stringify({ email, password });
  const half = Math.floor(payload.length / 2);
  let req: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(`${base}/api/authorization/signin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'x-request-id': requestId,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.write(payload.slice(0, half));
  });
  return { answer, finish: () => req.end(payload.slice(half)) };
}

describe.each(kinds)('graceful shutdown on %s', (kind) => {
  const servers = serverOnEngine(kind, 'shutdown');

  it('finishes the request in flight, ends the open stream and exits 0', { timeout: 180_000 }, async () => {
    const server = await servers.start({ LOG_LEVEL: 'info' });
    const signIn = await http<{ token: string }>(server.url, '/api/authorization/signin', {
      body: { email: 'demo@amanati.ge', password: 'demo12345' },
    });
    expect(signIn.status).toBe(200);

    // The probes answer without a line in the log at info level.
    expect((await http(server.url, '/healthz')).status).toBe(200);
    expect((await http(server.url, '/readyz')).status).toBe(200);

    const stream = openStream(server.url, signIn.body.token);
    await stream.firstEvent;
    const slow = slowSignIn(server.url, 'slow-sign-in-1', 'demo@amanati.ge', 'demo12345');
    // The server has the request (its headers) before the signal comes.
    await logged(server, '"requestId":"slow-sign-in-1"');

    const exited = server.kill('SIGTERM');
    await logged(server, '"msg":"shutting down"');
    expect(await stream.ended).toBe('ended');
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('token');
    // No new connection is taken any more.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    await exited;
    expect(server.exitCode()).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.msg === 'shut down')).toBe(true);
    // Every line Fastify wrote for the slow request carries its id: arrival and completion.
    const slowLines = lines.filter((l) => l.requestId === 'slow-sign-in-1');
    expect(slowLines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const requestLines = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.filter((l) => typeof l.requestId !== 'string')).toEqual([]);
    expect(server.output()).not.toContain('"url":"/healthz"');
    expect(server.output()).not.toContain('"url":"/readyz"');
  });
});
