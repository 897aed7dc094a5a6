// Issue 18 §6: a request id on every answer (`x-request-id`) and in every error body (`requestId`), the
// caller's own id kept when it is plain and short. (That Fastify's log lines carry it is shown with a real
// server process in resilience/shutdown.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabases)('request ids on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('makes a fresh id per request and returns it as x-request-id, leaving success bodies as they were', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/tariffs/gets' }),
      t.app.inject({ method: 'GET', url: '/api/tariffs/gets' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(body(a)).not.toHaveProperty('requestId');
  });

  it('keeps a plain incoming x-request-id and puts it in the error body', async () => {
    const id = 'lb-7f3a.1:req_42';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      headers: { 'x-request-id': id },
      payload: { email: 'nobody@example.ge', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(body(res)).toEqual({ success: false, message: MSG.incorrectCredentials, requestId: id });
  });

  it('replaces an id that is too long or carries other characters', async () => {
    for (const given of ['x'.repeat(65), 'a b', 'id"}{', 'line\tbreak', 'ünï', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'x-request-id': given },
      });
      expect(res.headers['x-request-id'], given).toMatch(UUID);
      expect(body(res).requestId).toBe(res.headers['x-request-id']);
    }
    const longest = 'y'.repeat(64);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': longest },
    });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('puts the id in every kind of error answer', async () => {
    const answers = {
      notFound: await t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      validation: await t.app.inject({ method: 'POST', url: '/api/authorization/signin', payload: {} }),
      badJson: await t.app.inject({
        method: 'POST',
        url: '/api/authorization/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/authorization/userInformation' }),
      badEscape: await t.app.inject({ method: 'GET', url: '/api/news/get/%E0%A4%A' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      const answer = body(res);
      expect(answer.success, name).toBe(false);
      expect(typeof answer.message, name).toBe('string');
      expect(answer.requestId, name).toMatch(UUID);
      expect(res.headers['x-request-id'], name).toBe(answer.requestId);
    }
    expect(body(answers.validation).errors).toBeTypeOf('object');
  });
});
