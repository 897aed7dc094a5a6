// A held group keeps the rules of its landing day (issue 16 "Done when": a rule change applies only from
// its date; a parcel judged before keeps its rule), through HTTP on both databases: after an admin
// schedules a dearer state fee from today, a group that landed two days ago still owes 20 ₾, a group
// landing today owes the new fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declarationInLari, sendDeclaration } from '../../test/customs-fixtures.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, ok, staffSession, type Session } from '../../test/staff-sessions.ts';

const DAY = 864e5;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('a held group keeps the rules of its landing day on %s', (kind) => {
  let t: TestApp;
  let op: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = await staffSession(t, 'operator');
    admin = await staffSession(t, 'admin');
  });
  afterAll(() => t.close());

  /** A parcel from Amazon in lari, declared with its invoice. */
  const declare = async (c: Customer, lari: string) =>
    (
      await ok(
        sendDeclaration(t.app, c.token, '/api/product/addProductWithFile', declarationInLari(lari), true),
      )
    ).product as Json;

  /** 200 + 101 lari from one shop, flown and landed `daysAgo` days ago: one group on hold. */
  async function landedGroup(daysAgo: number) {
    const c = await signupCustomer(t.app);
    const parcels = [await declare(c, '200'), await declare(c, '101')];
    const flight = await createFlight(t.database, 2);
    await t.database.query('update flights set departed_at = $1 where id = $2', [
      new Date(Date.now() - (daysAgo + 1) * DAY),
      flight.id,
    ]);
    for (const p of parcels) await shipParcel(t.database, p._id, flight.id, '1.000');
    await ok(
      call(t, op.token, 'POST', `/api/admin/flights/${flight.id}/arrive`, {
        endAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      }),
    );
    return c;
  }
  const feeOf = async (c: Customer) =>
    ((await ok(call(t, c.token, 'GET', '/api/customs/holds'))).holds as Json[]).map((h) => h.stateFeeTetri);

  it('charges the state fee in force when the group landed, whatever was scheduled since', async () => {
    const before = await landedGroup(2);
    expect(await feeOf(before)).toEqual([20_00]);

    const [first, ...rest] = CUSTOMS_RULES_2022.feeBands;
    await ok(
      call(t, admin.token, 'POST', '/api/admin/customs/rules', {
        rules: {
          ...CUSTOMS_RULES_2022,
          effectiveFrom: tbilisiDay(),
          feeBands: [{ ...first!, feeTetri: 25_00 }, ...rest],
        },
        note: 'a dearer first band (test)',
      }),
    );
    expect(await feeOf(before)).toEqual([20_00]);
    expect(await feeOf(await landedGroup(0))).toEqual([25_00]);
  });
});
