/**
 * Issue 22 §1–2 (first part): API keys made on the Developers page act for their account only, through
 * `/api/v1`, within their scopes; revoked keys stop at once; errors are problem documents; the rate
 * limit answers 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { V1_REQUESTS_PER_MINUTE } from './v1.ts';

describe.each(testDatabases)('the business API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const makeKey = async (token: string, scopes: string[], name = 'Shop sync') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: bearer(token),
      payload: { name, scopes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ key: string; apiKey: { _id: string; prefix: string; scopes: string[] } }>(res);
  };
  const v1 = (key: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(key) });

  it('shows a key once, keeps only its hash, and lets it read its own account', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const made = await makeKey(token, ['account:read']);
    expect(made.key).toMatch(/^amk_[\w-]{43}$/);
    expect(made.key.startsWith(made.apiKey.prefix)).toBe(true);
    const listed = body(
      await t.app.inject({ method: 'GET', url: '/api/developer/keys', headers: bearer(token) }),
    );
    expect(listed.keys).toEqual([
      expect.objectContaining({ _id: made.apiKey._id, name: 'Shop sync', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const stored = await t.database.query<{ key_hash: string }>(
      'select key_hash from api_keys where id = $1',
      [made.apiKey._id],
    );
    expect(stored[0]!.key_hash).not.toContain(made.key.slice(4));

    const me = await v1(made.key, '/account');
    expect(me.statusCode, me.body).toBe(200);
    expect(body(me)).toMatchObject({
      axid: candidate.AXID,
      type: 'individual',
      balance: { amount: '0.00', currency: 'GEL' },
    });
    expect(me.headers['ratelimit-limit']).toBe(String(V1_REQUESTS_PER_MINUTE));
    const used = body(
      await t.app.inject({ method: 'GET', url: '/api/developer/keys', headers: bearer(token) }),
    );
    expect(used.keys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a wrong, a revoked or a session token, and a key without the scope, as problem documents', async () => {
    const { token } = await signupCustomer(t.app);
    const reader = await makeKey(token, ['parcels:read']);
    const noScope = await v1(reader.key, '/account');
    expect(noScope.statusCode).toBe(403);
    expect(noScope.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(body(noScope)).toMatchObject({
      title: 'api_scope_missing',
      status: 403,
      type: 'https://amanati.ge/problems/api_scope_missing',
    });

    const wrong = await v1(`${reader.key.slice(0, -2)}xx`, '/account');
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toMatchObject({ title: 'unauthorized', status: 401 });
    // A panel session is not an API key, and an API key is not a panel session.
    expect((await v1(token, '/account')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/developer/keys', headers: bearer(reader.key) }))
        .statusCode,
    ).toBe(401);

    const full = await makeKey(token, ['account:read']);
    expect((await v1(full.key, '/account')).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${full.apiKey._id}`,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await v1(full.key, '/account')).statusCode).toBe(401);
  });

  it('keeps keys to their account, validates what is made and caps the number of live keys', async () => {
    const owner = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const made = await makeKey(owner.token, ['account:read']);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${made.apiKey._id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await v1(made.key, '/account')).statusCode).toBe(200);
    for (const payload of [
      { name: '   ', scopes: ['account:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['parcels:delete'] },
      { name: 'x', scopes: ['account:read', 'account:read'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: bearer(owner.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (let i = 1; i < 20; i++) await makeKey(owner.token, ['parcels:read'], `key ${i}`);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: bearer(owner.token),
      payload: { name: 'one too many', scopes: ['parcels:read'] },
    });
    expect(over.statusCode).toBe(409);
    expect(body(over).message).toBe('api_key_limit');
  });

  it('answers 429 with Retry-After once a key has used its minute', async () => {
    const { token } = await signupCustomer(t.app);
    const { key } = await makeKey(token, ['account:read']);
    for (let i = 0; i < V1_REQUESTS_PER_MINUTE; i++) expect((await v1(key, '/account')).statusCode).toBe(200);
    const limited = await v1(key, '/account');
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({ title: 'too_many_requests', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
  });
});
