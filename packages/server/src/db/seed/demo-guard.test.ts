// Finding 3: a database first started in development kept the demo admin `admin@amanati.ge /
// admin12345` when the server was later started in production. A production start now disables every
// demo account that still has its published password (sign-in refused, old tokens revoked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { accountsRepo } from '../../modules/accounts/accounts.repo.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { disableDemoAccounts } from './demo-guard.ts';
import { seedIfEmpty } from './index.ts';

describe.each(testDatabases)('demo accounts on a production start on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The development start: an empty database gets the demo accounts.
    const seed = await seedIfEmpty(t.database, t.app.ctx.storage, true, new Date(), t.app.ctx.notifier);
    expect(seed.demo?.map((d) => d.login).sort()).toEqual([
      'admin@amanati.ge',
      'demo@amanati.ge',
      'operator@amanati.ge',
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const signin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/authorization/signin', payload: { email, password } });

  it('finding 3: the demo admin and customer are disabled, a demo account with its own password is kept', async () => {
    const admin = await signin('admin@amanati.ge', 'admin12345');
    expect(admin.statusCode, admin.body).toBe(200);
    const adminToken = body(admin).token as string;
    const customer = await signin('demo@amanati.ge', 'demo12345');
    expect(customer.statusCode).toBe(200);
    // The operator's owner changed the published password: no longer a published sign-in.
    const operator = (await accountsRepo.byEmail(t.database.db, 'operator@amanati.ge'))!;
    await accountsRepo.setPassword(t.database.db, operator.id, await hashPassword('our-own-operator-pw'));

    // The production start on the same database.
    const disabled = await disableDemoAccounts(t.database);
    expect(disabled.map((d) => d.email).sort()).toEqual(['admin@amanati.ge', 'demo@amanati.ge']);

    expect((await signin('admin@amanati.ge', 'admin12345')).statusCode).toBe(401);
    expect((await signin('demo@amanati.ge', 'demo12345')).statusCode).toBe(401);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: bearer(adminToken),
    });
    expect(before.statusCode).toBe(401);
    expect((await signin('operator@amanati.ge', 'our-own-operator-pw')).statusCode).toBe(200);

    // A second production start finds nothing more to do.
    expect(await disableDemoAccounts(t.database)).toEqual([]);
  });
});
