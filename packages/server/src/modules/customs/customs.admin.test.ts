/**
 * Customs rules as data (issue 16 §1): every database starts with the 2022 set; an admin schedules a new
 * set for today or later (never the past), with a note, audited; history keeps every set; the public
 * answer gives the set in force and the next one.
 */
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, expectAudit, ok, staffSession, type Session } from '../../test/staff-sessions.ts';
import { customsRulesAt } from './customs.service.ts';

const dayAfter = (days: number) => tbilisiDay(Date.now() + days * 864e5);

describe.each(testDatabases)('customs rule sets on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const publicRules = async () => body(await t.app.inject({ method: 'GET', url: '/api/customs/rules' }));

  it('starts with the rules of Resolution 201: 300 lari or more by shop and flight, fees 20 / 100 / 300', async () => {
    expect(await publicRules()).toEqual({
      success: true,
      rules: CUSTOMS_RULES_2022,
      next: null,
    });
  });

  it('schedules a new set from a later day: in force only from then, the old one until; history and audit keep both', async () => {
    const { rules } = await publicRules();
    const from = dayAfter(10);
    const saved = await ok(
      call(t, admin.token, 'POST', '/api/admin/customs/rules', {
        rules: { ...rules, effectiveFrom: from, serviceFeeTetri: 5_00, dutyPercent: { _AUTO_PARTS_: 5 } },
        note: 'declaration service fee',
      }),
    );
    expect(saved.ruleSet).toMatchObject({
      effectiveFrom: from,
      note: 'declaration service fee',
      createdBy: admin.axid,
    });
    await expectAudit(t, admin.id, 'customs.rules_added');

    const now = await publicRules();
    expect(now.rules.serviceFeeTetri).toBe(0);
    expect(now.next).toMatchObject({ effectiveFrom: from, serviceFeeTetri: 5_00 });
    expect((await customsRulesAt(t.database.db, new Date(Date.now() + 11 * 864e5))).serviceFeeTetri).toBe(
      5_00,
    );
    expect((await customsRulesAt(t.database.db, new Date('2025-01-01T12:00:00Z'))).serviceFeeTetri).toBe(0);

    const list = await ok(call(t, operator.token, 'GET', '/api/admin/customs/rules'));
    expect(list.history.map((s: { effectiveFrom: string }) => s.effectiveFrom)).toEqual([from, '2022-05-14']);
    expect(list.currentId).toBe(list.history[1]._id);
  });

  it('a correction for the same day is a newer set, and the newer one counts', async () => {
    const { rules, next } = await publicRules();
    await ok(
      call(t, admin.token, 'POST', '/api/admin/customs/rules', {
        rules: { ...next, serviceFeeTetri: 3_00 },
        note: 'correction',
      }),
    );
    expect((await publicRules()).next.serviceFeeTetri).toBe(3_00);
    // Today's set is untouched.
    expect((await publicRules()).rules).toEqual(rules);
  });

  it('takes effect today at the earliest: a past day is 409 and nothing is saved', async () => {
    const { rules } = await publicRules();
    const before = body(await call(t, admin.token, 'GET', '/api/admin/customs/rules')).history.length;
    const res = await call(t, admin.token, 'POST', '/api/admin/customs/rules', {
      rules: { ...rules, effectiveFrom: dayAfter(-1) },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      message: 'customs_rules_in_past',
      errors: { effectiveFrom: 'customs_rules_in_past' },
    });
    expect(body(await call(t, admin.token, 'GET', '/api/admin/customs/rules')).history).toHaveLength(before);
  });

  it('refuses a set that does not hold together (400), and operators and customers may not save (403)', async () => {
    const { rules } = await publicRules();
    const today = tbilisiDay();
    for (const change of [
      { feeBands: [{ upToTetri: 100, feeTetri: 1 }] },
      { vatPercent: 101 },
      { treasuryCode: 'abc' },
      { grouping: 'customer' },
      { thresholdTetri: 0 },
    ]) {
      const res = await call(t, admin.token, 'POST', '/api/admin/customs/rules', {
        rules: { ...rules, effectiveFrom: today, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    const valid = { rules: { ...rules, effectiveFrom: today } };
    expect((await call(t, operator.token, 'POST', '/api/admin/customs/rules', valid)).statusCode).toBe(403);
    const customer = await signupCustomer(t.app);
    expect((await call(t, customer.token, 'GET', '/api/admin/customs/rules')).statusCode).toBe(403);
    expect((await publicRules()).rules).toEqual(rules);
  });
});
