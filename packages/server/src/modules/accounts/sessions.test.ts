/**
 * Security review 2026-11, finding 17 (tokens): every token must carry its expiry, "remember me"
 * decides the session's length, and signing out revokes that one token — on every instance.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { SESSION_SECONDS } from '../../lib/tokens.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';

describe.each(testDatabases)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = (token: string, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/authorization/userInformation', headers: bearer(token) });
  const signin = async (email: string, password: string, remember?: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: remember === undefined ? { email, password } : { email, password, remember },
    });
    expect(res.statusCode).toBe(200);
    return body(res).token as string;
  };
  const signout = (token: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/authorization/signout', headers: bearer(token) });
  const lifetime = (token: string) => {
    const { exp, iat } = decodeJwt(token);
    return exp! - iat!;
  };
  /** A token signed with the server's own key, with whatever claims a forger with the key would choose. */
  const forge = (sub: string, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub)).sign(
      new TextEncoder().encode(t.config.jwtSecret),
    );

  it('finding 17: a token without an expiry is refused, even signed with the right key', async () => {
    const { candidate } = await signupCustomer(t.app);
    const withoutExp = await forge(candidate._id, (jwt) => jwt.setIssuedAt());
    const res = await me(withoutExp);
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe(MSG.unauthorized);
    // The same claims with an expiry pass: it is the missing expiry that is refused.
    expect(
      (await me(await forge(candidate._id, (jwt) => jwt.setIssuedAt().setExpirationTime('1h')))).statusCode,
    ).toBe(200);
    // Nor may a token outlive the longest session we issue.
    const forever = await forge(candidate._id, (jwt) => jwt.setIssuedAt().setExpirationTime('400d'));
    const old = await forge(candidate._id, (jwt) =>
      jwt.setIssuedAt(Math.floor(Date.now() / 1000) - SESSION_SECONDS.remember - 60).setExpirationTime('1h'),
    );
    expect((await me(forever)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('finding 17: "remember me" decides the session length (30 days with it, 12 hours without)', async () => {
    const { token, payload } = await signupCustomer(t.app);
    const email = String(payload.email);
    const password = String(payload.password);
    expect(lifetime(await signin(email, password, true))).toBe(30 * 24 * 3600);
    expect(lifetime(await signin(email, password, false))).toBe(12 * 3600);
    expect(lifetime(await signin(email, password))).toBe(12 * 3600);
    // Sign-up stores its token for the browser session only: the short one.
    expect(lifetime(token)).toBe(12 * 3600);
    // A password change's fresh token keeps the length of the session it replaces.
    const long = await signin(email, password, true);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/changePassword',
      headers: bearer(long),
      payload: { oldPassword: password, newPassword: 'changed-123', newRePassword: 'changed-123' },
    });
    expect(changed.statusCode).toBe(200);
    expect(lifetime(body(changed).token)).toBe(30 * 24 * 3600);
  });

  it('finding 17: signing out revokes that token and no other', async () => {
    const { token: first, payload } = await signupCustomer(t.app);
    const second = await signin(String(payload.email), String(payload.password), true);
    expect((await me(first)).statusCode).toBe(200); // checked (and cached) before the sign-out
    const res = await signout(first);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true });
    expect((await me(first)).statusCode).toBe(401);
    expect((await signout(first)).statusCode).toBe(401);
    // The account's other device stays signed in, and the account can sign in again.
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(await signin(String(payload.email), String(payload.password)))).statusCode).toBe(200);
  });

  it('finding 17: a token issued before tokens carried an id is signed out all the same', async () => {
    const { candidate } = await signupCustomer(t.app);
    const legacy = await forge(candidate._id, (jwt) => jwt.setIssuedAt().setExpirationTime('30d'));
    expect(decodeJwt(legacy).jti).toBeUndefined();
    expect((await me(legacy)).statusCode).toBe(200);
    expect((await signout(legacy)).statusCode).toBe(200);
    expect((await me(legacy)).statusCode).toBe(401);
  });

  it('finding 17: a revoked token is forgotten once it would have expired anyway', async () => {
    const { token } = await signupCustomer(t.app);
    await signout(token);
    const [row] = await t.database.query<{ expires_at: Date }>(
      `select expires_at from revoked_tokens where token_id = $1`,
      [decodeJwt(token).jti],
    );
    expect(new Date(row!.expires_at).getTime()).toBe(decodeJwt(token).exp! * 1000);
    await t.database.query(
      `update revoked_tokens set expires_at = now() - interval '1 second' where token_id = $1`,
      [decodeJwt(token).jti],
    );
    // The next sign-out of anyone clears the expired entries.
    await signout((await signupCustomer(t.app)).token);
    const left = await t.database.query<{ n: number }>(
      `select count(*)::int as n from revoked_tokens where token_id = $1`,
      [decodeJwt(token).jti],
    );
    expect(left[0]!.n).toBe(0);
  });

  it.runIf(kind === 'postgres')(
    'finding 17: signing out on one instance revokes the token on every instance',
    async () => {
      const { token } = await signupCustomer(t.app);
      expect((await me(token)).statusCode).toBe(200); // cached on instance A
      const otherDb = await openDatabase({
        databaseUrl: (t.database.pool!.options as { connectionString: string }).connectionString,
        migrate: false,
        poolSize: 2,
      });
      const other = await buildApp({ config: t.config, database: otherDb, logger: false });
      await other.ready();
      try {
        expect((await signout(token, other)).statusCode).toBe(200);
        // The notification travels through PostgreSQL; give it a moment, far less than the cache's TTL.
        await expect
          .poll(async () => (await me(token)).statusCode, { timeout: 2000, interval: 50 })
          .toBe(401);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
