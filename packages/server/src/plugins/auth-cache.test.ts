import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { signupCustomer } from '../test/fixtures.ts';

describe.each(testDatabases)('cached token checks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = (app: typeof t.app, token: string) =>
    app.inject({ method: 'GET', url: '/api/authorization/userInformation', headers: bearer(token) });

  it('drops a cached token the moment its password changes', async () => {
    const { token, payload } = await signupCustomer(t.app);
    expect((await me(t.app, token)).statusCode).toBe(200); // cached now
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/changePassword',
      headers: bearer(token),
      payload: { oldPassword: payload.password, newPassword: 'changed123', newRePassword: 'changed123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await me(t.app, body(res).token)).statusCode).toBe(200);
  });

  it.runIf(kind === 'postgres')(
    'drops it on every instance when another one changes the password',
    async () => {
      const { token, payload } = await signupCustomer(t.app);
      expect((await me(t.app, token)).statusCode).toBe(200); // cached on instance A
      const otherDb = await openDatabase({
        databaseUrl: (t.database.pool!.options as { connectionString: string }).connectionString,
        migrate: false,
        poolSize: 2,
      });
      const other = await buildApp({ config: t.config, database: otherDb, logger: false });
      await other.ready();
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/api/authorization/changePassword',
          headers: bearer(token),
          payload: { oldPassword: payload.password, newPassword: 'changed123', newRePassword: 'changed123' },
        });
        expect(res.statusCode).toBe(200);
        // The notification travels through PostgreSQL; give it a moment, but far less than the cache's TTL.
        await expect
          .poll(async () => (await me(t.app, token)).statusCode, { timeout: 2000, interval: 50 })
          .toBe(401);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
