// Finding a customer at the branch counter, through HTTP on both databases: a phone as staff type it
// (spaces, dashes, +995), an organisation's identification code, part of an e-mail with `%` and `_`
// taken literally.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { nationalPhone } from '../../lib/search.ts';
import { call, staffSession, type Session } from '../../test/staff-sessions.ts';

const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('phone as typed → as stored', () => {
  it.each([
    ['599 12 34 56', '599123456'],
    ['+995 599 12-34-56', '599123456'],
    ['995599123456', '599123456'],
    ['00995 (599) 123 456', '599123456'],
    ['+994599123456', '+994599123456'],
    ['AX10001', 'AX10001'],
  ])('%j → %j', (typed, stored) => expect(nationalPhone(typed)).toBe(stored));
});

describe.each(testDatabases)('handover: finding the customer on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const res = await call(t, op.token, 'GET', `/api/admin/handover/customers?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (body(res).customers as { id: string }[]).map((c) => c.id);
  };

  it('finds a phone typed with spaces, dashes or the country code', async () => {
    const phone = uniquePhone();
    const c = await signupCustomer(t.app, { phone });
    const [a, b, rest] = [phone.slice(0, 3), phone.slice(3, 6), phone.slice(6)];
    for (const q of [phone, `${a} ${b} ${rest}`, `+995 ${a} ${b}-${rest}`, `995${phone}`, `+995${phone}`])
      expect(await find(q), q).toEqual([c.candidate._id]);
    expect(await find(`994${phone}`)).toEqual([]);
  });

  it('finds an organisation by its identification code', async () => {
    const c = await signupCustomer(t.app);
    const orgId = String(Math.floor(1e8 + Math.random() * 8e8));
    await t.database.query('update accounts set org_id = $1 where id = $2', [orgId, c.candidate._id]);
    expect(await find(orgId)).toEqual([c.candidate._id]);
    const res = await call(t, op.token, 'GET', `/api/admin/handover/customers?q=${orgId}`);
    expect(body(res).customers[0]).toMatchObject({ orgId });
  });

  it('finds part of an e-mail, reading % and _ as the characters themselves', async () => {
    const tag = randomBytes(4).toString('hex');
    const underscore = await signupCustomer(t.app, { email: `nino_b.${tag}@example.ge` });
    const lookalike = await signupCustomer(t.app, { email: `ninoxb.${tag}@example.ge` });
    expect(await find(`nino_b.${tag}@example.ge`)).toEqual([underscore.candidate._id]);
    expect(await find(`NINO_B.${tag}@`)).toEqual([underscore.candidate._id]);
    expect((await find(`.${tag}@example.ge`)).sort()).toEqual(
      [underscore.candidate._id, lookalike.candidate._id].sort(),
    );
    expect(await find(`nino%.${tag}@`)).toEqual([]);
    expect(await find(`%${tag}@`)).toEqual([]);
  });
});
