/** Staff-written notifications reach one customer or every customer, in three languages; audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const message = (tag: string) => ({
  title: { ka: `სათაური ${tag}`, en: `Title ${tag}`, ru: `Заголовок ${tag}` },
  description: { ka: `ტექსტი ${tag}`, en: `Text ${tag}`, ru: `Текст ${tag}` },
});

describe.each(testDatabases)('back office: notifications on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const inbox = async (token: string) =>
    body(await t.app.inject({ method: 'GET', url: '/api/notification/gets', headers: bearer(token) }))
      .notifications as {
      titleEn: string;
      descriptionRu: string;
    }[];

  it('broadcasts to every customer', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    const res = await call(t, operator.token, 'POST', '/api/admin/notifications', message('all'));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, broadcast: true });
    for (const c of [a, b]) {
      expect(await inbox(c.token)).toContainEqual(
        expect.objectContaining({ titleEn: 'Title all', descriptionRu: 'Текст all' }),
      );
    }
    await expectAudit(t, operator.id, 'notification.broadcast', body(res).notificationId);
  });

  it('sends to one customer by AXID or by id, and to nobody else', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    const byAxid = await call(t, operator.token, 'POST', '/api/admin/notifications', {
      ...message('one'),
      axid: a.candidate.AXID.toLowerCase(),
    });
    expect(body(byAxid)).toMatchObject({ broadcast: false, AXID: a.candidate.AXID });
    await call(t, operator.token, 'POST', '/api/admin/notifications', {
      ...message('two'),
      accountId: a.candidate._id,
    });
    const titles = (await inbox(a.token)).map((n) => n.titleEn);
    expect(titles).toEqual(expect.arrayContaining(['Title one', 'Title two']));
    expect((await inbox(b.token)).map((n) => n.titleEn)).not.toContain('Title one');
    await expectAudit(t, operator.id, 'notification.send', body(byAxid).notificationId);
    const mails = await t.database.query<{ to: string }>(
      `select "to" from outbox where subject like '%Title one%'`,
    );
    expect(mails.map((m) => m.to)).toEqual([a.candidate.email]);
  });

  it('refuses an unknown or staff recipient, two recipients, and missing languages', async () => {
    const a = await signupCustomer(t.app);
    const send = (extra: object) =>
      call(t, operator.token, 'POST', '/api/admin/notifications', { ...message('x'), ...extra });
    expect((await send({ axid: 'AX999999999' })).statusCode).toBe(404);
    expect((await send({ axid: operator.axid })).statusCode).toBe(404);
    expect((await send({ axid: a.candidate.AXID, accountId: a.candidate._id })).statusCode).toBe(400);
    expect((await send({ axid: 'nobody' })).statusCode).toBe(400);
    const noRu = await call(t, operator.token, 'POST', '/api/admin/notifications', {
      title: { ka: 'ა', en: 'b' },
      description: message('y').description,
      axid: a.candidate.AXID,
    });
    expect(noRu.statusCode).toBe(400);
    expect(await inbox(a.token)).toEqual([]);
  });
});
