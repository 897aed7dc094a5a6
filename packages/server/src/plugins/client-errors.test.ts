// Requests Node's HTTP parser refuses before Fastify routes them still answer within the error contract
// (finding 17: a 431 was Node's/Fastify's own JSON). Only a real socket reaches the parser, not inject.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { createTestApp, testDatabases, type TestApp } from '../test/harness.ts';

/** Sends raw bytes and reads everything until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (d) => (out += String(d)));
    socket.on('error', (err: NodeJS.ErrnoException) => (out ? resolve(out) : reject(err)));
    socket.on('close', () => resolve(out));
  });
}

describe('answers the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('finding 17: a request header over the limit gets 431 with the error contract', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/tariffs/gets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ success: false, message: MSG.payloadTooLarge });
  });

  it('finding 17: a malformed request line gets 400 with the error contract', async () => {
    const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ success: false, message: MSG.invalidValue });
  });
});
