/** Payment orders, the mail outbox and the audit log as the back office reads them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { call, staffSession, type Session } from '../../test/staff-sessions.ts';

describe.each(testDatabases)('back office: payments, outbox and audit on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  it('lists card payment orders with the AXID, amount in lari and state, filtered by state', async () => {
    const c = await signupCustomer(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/georgiancard/pay',
      headers: bearer(c.token),
      payload: { lari: '12', tetri: '34' },
    });
    expect(start.statusCode).toBe(200);
    const orderId = body(start).result._id as string;
    const created = body(await call(t, operator.token, 'GET', '/api/admin/payment-orders?state=created'));
    expect(created.orders).toContainEqual(
      expect.objectContaining({ _id: orderId, AXID: c.candidate.AXID, amount: 12.34, state: 'created' }),
    );
    await t.database.query(`update payment_orders set state = 'paid' where id = $1`, [orderId]);
    const paid = body(await call(t, operator.token, 'GET', '/api/admin/payment-orders?state=paid')).orders;
    expect(paid.map((o: { _id: string }) => o._id)).toContain(orderId);
    const stillCreated = body(
      await call(t, operator.token, 'GET', '/api/admin/payment-orders?state=created'),
    );
    expect(stillCreated.orders.map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expect((await call(t, operator.token, 'GET', '/api/admin/payment-orders?state=lost')).statusCode).toBe(
      400,
    );
  });

  it('lists outbox mails by status, without their bodies', async () => {
    const c = await signupCustomer(t.app);
    await call(t, operator.token, 'POST', '/api/admin/notifications', {
      axid: c.candidate.AXID,
      title: { ka: 'ა', en: 'Outbox check', ru: 'в' },
      description: { ka: 'ა', en: 'b', ru: 'в' },
    });
    const res = body(await call(t, operator.token, 'GET', '/api/admin/outbox?limit=500'));
    const mail = res.mails.find(
      (m: { to: string; subject: string }) =>
        m.to === c.candidate.email && m.subject.includes('Outbox check'),
    );
    expect(mail).toMatchObject({ kind: 'notification:message', attempts: expect.any(Number) });
    // An e-mail's body is never listed (reset mails carry sign-in links): no html, and text null.
    expect(mail).toMatchObject({ channel: 'email', text: null });
    expect(mail).not.toHaveProperty('html');
    const byStatus = body(
      await call(t, operator.token, 'GET', `/api/admin/outbox?status=${mail.status}`),
    ).mails;
    expect(byStatus.every((m: { status: string }) => m.status === mail.status)).toBe(true);
  });

  it('reads the audit log (admins only) with the actor AXID and e-mail, filtered by entity and actor', async () => {
    const asOperator = await call(t, operator.token, 'GET', '/api/admin/audit');
    expect(asOperator.statusCode).toBe(403);
    expect(body(asOperator)).toEqual({ success: false, message: 'forbidden', requestId: expect.any(String) });
    const c = await signupCustomer(t.app);
    await call(t, admin.token, 'POST', `/api/admin/customers/${c.candidate._id}/adjust`, {
      amountTetri: 500,
      reason: 'Audit log check',
    });
    await call(t, operator.token, 'PUT', '/api/admin/flight-remarks/audit_check', {
      ka: 'ა',
      en: 'b',
      ru: 'в',
    });
    for (const actor of [admin.axid, admin.axid.toLowerCase(), admin.email.toUpperCase(), admin.id]) {
      const res = body(
        await call(t, admin.token, 'GET', `/api/admin/audit?actor=${encodeURIComponent(actor)}`),
      );
      expect(res.entries.length, actor).toBeGreaterThan(0);
      expect(res.entries.every((e: { actor: { AXID: string } }) => e.actor.AXID === admin.axid)).toBe(true);
      expect(res.entries[0]).toMatchObject({
        action: 'customer.adjust',
        entity: 'account',
        entityId: c.candidate._id,
        actor: { _id: admin.id, AXID: admin.axid, email: admin.email },
        data: { reason: 'Audit log check' },
      });
      expect(Date.now() - Date.parse(res.entries[0].at)).toBeLessThan(60_000);
    }
    const remarks = body(await call(t, admin.token, 'GET', '/api/admin/audit?entity=flight_remark'));
    expect(remarks.entries.length).toBeGreaterThan(0);
    expect(remarks.entries.every((e: { entity: string }) => e.entity === 'flight_remark')).toBe(true);
    expect(remarks.entries[0].actor.AXID).toBe(operator.axid);
    const paged = body(await call(t, admin.token, 'GET', '/api/admin/audit?limit=1&skip=1'));
    expect(paged.entries).toHaveLength(1);
    expect(paged.count).toBeGreaterThanOrEqual(2);
    expect(body(await call(t, admin.token, 'GET', '/api/admin/audit?actor=nobody%25')).entries).toEqual([]);
  });
});
