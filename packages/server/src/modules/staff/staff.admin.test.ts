/** Staff accounts: admins list and create operators and admins; the new staff can sign in and work. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { uniqueEmail } from '../../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

describe.each(testDatabases)('back office: staff on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  it('creates an operator with an AXID from the sequence and an Argon2id hash; it signs in and works; audited', async () => {
    const email = uniqueEmail('Operator');
    const res = await call(t, admin.token, 'POST', '/api/admin/staff', {
      email,
      password: 'warehouse-2024',
      role: 'operator',
      nameEn: 'Giga',
      lastNameEn: 'Kapanadze',
    });
    expect(res.statusCode).toBe(200);
    const { staff } = body(res);
    expect(staff).toMatchObject({ email: email.toLowerCase(), role: 'operator', nameEn: 'Giga' });
    expect(staff.AXID).toMatch(/^AX\d+$/);
    const [row] = await t.database.query<{ password_hash: string }>(
      'select password_hash from accounts where id = $1',
      [staff._id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    await expectAudit(t, admin.id, 'staff.create', staff._id);

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: { email: staff.AXID, password: 'warehouse-2024' },
    });
    expect(signin.statusCode).toBe(200);
    const token = body(signin).token as string;
    expect((await call(t, token, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await call(t, token, 'GET', '/api/admin/staff')).statusCode).toBe(403);

    const list = body(await call(t, admin.token, 'GET', '/api/admin/staff')).staff as {
      AXID: string;
      role: string;
    }[];
    expect(list.map((s) => s.AXID)).toEqual(expect.arrayContaining([admin.axid, operator.axid, staff.AXID]));
    expect(list.every((s) => s.role === 'operator' || s.role === 'admin')).toBe(true);
  });

  it('creates another admin who may create staff', async () => {
    const res = await call(t, admin.token, 'POST', '/api/admin/staff', {
      email: uniqueEmail('boss'),
      password: 'another-admin-1',
      role: 'admin',
      nameEn: 'Eka',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).staff.role).toBe('admin');
  });

  it('refuses a taken e-mail (any case) with 409, bad input with 400, and operators with 403', async () => {
    const dup = await call(t, admin.token, 'POST', '/api/admin/staff', {
      email: operator.email.toUpperCase(),
      password: 'whatever-123',
      role: 'operator',
      nameEn: 'Dup',
    });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toMatchObject({ success: false, message: MSG.emailAlreadyRegistered });
    for (const payload of [
      { email: 'not-an-email', password: 'long-enough-1', role: 'operator', nameEn: 'A' },
      { email: uniqueEmail(), password: 'short', role: 'operator', nameEn: 'A' },
      { email: uniqueEmail(), password: 'long-enough-1', role: 'customer', nameEn: 'A' },
      { email: uniqueEmail(), password: 'long-enough-1', role: 'operator' },
    ]) {
      expect((await call(t, admin.token, 'POST', '/api/admin/staff', payload)).statusCode).toBe(400);
    }
    const byOperator = await call(t, operator.token, 'POST', '/api/admin/staff', {
      email: uniqueEmail(),
      password: 'long-enough-1',
      role: 'admin',
      nameEn: 'Sneaky',
    });
    expect(byOperator.statusCode).toBe(403);
  });
});
