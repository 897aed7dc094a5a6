/**
 * Service rules as data (issue 21 §3–§5): every database starts with the seeded set (insurance 3 % min
 * 2 lari, claims, storage); staff see the history, only an admin schedules a new set — today or later,
 * never the past — with a note, audited; the set in force follows the effective day; the public answer
 * gives the set in force and the next one.
 */
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { signupCustomer } from '../../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { serviceRulesAt } from './service-rules.service.ts';

const dayAfter = (days: number) => tbilisiDay(Date.now() + days * 864e5);

const SEEDED = {
  // In force from the day the database was migrated (migration 0022).
  effectiveFrom: tbilisiDay(),
  insurance: { percent: 3, minimumTetri: 200 },
  claims: { damagedWithinDays: 3, missingAfterDays: 14, reviewDays: 10, liabilityPerKgTetri: 2000 },
  storage: { freeDays: 30, feePerKgTetri: 50, noticeDaysBefore: 3 },
};

describe.each(testDatabases)('service rule sets on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const publicRules = async () =>
    body(await t.app.inject({ method: 'GET', url: '/api/service-rules/current' }));
  const history = async () => (await ok(call(t, operator.token, 'GET', '/api/admin/service-rules'))).history;

  it('starts with the seeded set, in force today, nothing scheduled', async () => {
    expect(await publicRules()).toEqual({ success: true, rules: SEEDED, next: null });
    const list = await ok(call(t, operator.token, 'GET', '/api/admin/service-rules'));
    expect(list.history).toHaveLength(1);
    expect(list.currentId).toBe(list.history[0]._id);
  });

  it('only an admin saves a set: an operator 403, a customer 401/403, and nothing is saved', async () => {
    const input = { rules: { ...SEEDED, effectiveFrom: dayAfter(3) }, note: 'not theirs' };
    const byOperator = await call(t, operator.token, 'POST', '/api/admin/service-rules', input);
    expect(byOperator.statusCode).toBe(403);
    const customer = await signupCustomer(t.app);
    const byCustomer = await call(t, customer.token, 'POST', '/api/admin/service-rules', input);
    expect([401, 403]).toContain(byCustomer.statusCode);
    expect(await history()).toHaveLength(1);
  });

  it('refuses invalid shapes with 400 and saves nothing', async () => {
    const bad = [
      { ...SEEDED, effectiveFrom: dayAfter(3), insurance: { percent: 3.125, minimumTetri: 200 } },
      { ...SEEDED, effectiveFrom: dayAfter(3), insurance: { percent: -1, minimumTetri: 200 } },
      { ...SEEDED, effectiveFrom: dayAfter(3), claims: { ...SEEDED.claims, reviewDays: 0 } },
      { ...SEEDED, effectiveFrom: dayAfter(3), storage: { ...SEEDED.storage, feePerKgTetri: 12.5 } },
      { ...SEEDED, effectiveFrom: 'next week' },
      { effectiveFrom: dayAfter(3), insurance: SEEDED.insurance },
    ];
    for (const rules of bad) {
      const res = await call(t, admin.token, 'POST', '/api/admin/service-rules', { rules, note: 'bad' });
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
    }
    expect(await history()).toHaveLength(1);
  });

  it('takes effect today at the earliest: a past day is 409 service_rules_in_past and nothing is saved', async () => {
    const res = await call(t, admin.token, 'POST', '/api/admin/service-rules', {
      rules: { ...SEEDED, effectiveFrom: dayAfter(-1), insurance: { percent: 9, minimumTetri: 0 } },
      note: 'too late',
    });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ message: MSG.serviceRulesInPast });
    expect(await history()).toHaveLength(1);
  });

  it('schedules a set from a later day: in force only from then, audited, history newest first', async () => {
    const from = dayAfter(10);
    const saved = await ok(
      call(t, admin.token, 'POST', '/api/admin/service-rules', {
        rules: { ...SEEDED, effectiveFrom: from, storage: { ...SEEDED.storage, freeDays: 21 } },
        note: 'shorter free storage',
      }),
    );
    expect(saved.ruleSet).toMatchObject({
      effectiveFrom: from,
      note: 'shorter free storage',
      createdBy: admin.axid,
    });
    await expectAudit(t, admin.id, 'service_rules.added', saved.ruleSet._id);

    const now = await publicRules();
    expect(now.rules.storage.freeDays).toBe(30);
    expect(now.next).toMatchObject({ effectiveFrom: from, storage: { freeDays: 21 } });
    expect((await serviceRulesAt(t.database.db, new Date(Date.now() + 11 * 864e5))).storage.freeDays).toBe(
      21,
    );
    expect((await serviceRulesAt(t.database.db, new Date())).storage.freeDays).toBe(30);

    const list = await ok(call(t, operator.token, 'GET', '/api/admin/service-rules'));
    expect(list.history.map((s: { effectiveFrom: string }) => s.effectiveFrom)).toEqual([from, tbilisiDay()]);
    expect(list.currentId).toBe(list.history[1]._id);
  });

  it('a set from today is in force at once, and of two sets of one day the newer counts', async () => {
    const today = tbilisiDay(new Date());
    await ok(
      call(t, admin.token, 'POST', '/api/admin/service-rules', {
        rules: { ...SEEDED, effectiveFrom: today, insurance: { percent: 4, minimumTetri: 250 } },
        note: 'today',
      }),
    );
    const second = await ok(
      call(t, admin.token, 'POST', '/api/admin/service-rules', {
        rules: { ...SEEDED, effectiveFrom: today, insurance: { percent: 4.5, minimumTetri: 250 } },
        note: 'correction of today',
      }),
    );
    expect((await publicRules()).rules.insurance).toEqual({ percent: 4.5, minimumTetri: 250 });
    const list = await ok(call(t, operator.token, 'GET', '/api/admin/service-rules'));
    expect(list.currentId).toBe(second.ruleSet._id);
  });
});
