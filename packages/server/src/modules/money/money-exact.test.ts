// The money check every test app runs when it closes (test/harness.ts expectMoneyExact) finds a balance
// that is off its ledger and a charge marked paid by another account's row — and passes once they are
// put right, so the suite-wide check can fail when money goes wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectMoneyExact, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';

describe.each(testDatabases)('the money check on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('finds a balance off its ledger and a charge paid by another account, and passes when they are right', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    await expectMoneyExact(t.database);

    await t.database.query('update accounts set balance_tetri = balance_tetri + 1 where id = $1', [
      a.candidate._id,
    ]);
    await expect(expectMoneyExact(t.database)).rejects.toThrow(/balancesOffTheirLedger.*"axid":"AX/);
    await t.database.query('update accounts set balance_tetri = balance_tetri - 1 where id = $1', [
      a.candidate._id,
    ]);
    await expectMoneyExact(t.database);

    // B's charge "paid" by a ledger row of A's.
    const flight = await createFlight(t.database, 2);
    const parcel = await declareParcel(t.app, b.token);
    await shipParcel(t.database, parcel._id, flight.id, '1.000');
    const [credit] = await t.database.query<{ id: string }>(
      `insert into ledger_entries (account_id, amount_tetri, kind, ref) values ($1, 100, 'adjustment', 'test')
       returning id`,
      [a.candidate._id],
    );
    await t.database.query('update accounts set balance_tetri = balance_tetri + 100 where id = $1', [
      a.candidate._id,
    ]);
    await t.database.query('update invoice_lines set paid_by_ledger_id = $1 where parcel_id = $2', [
      credit!.id,
      parcel._id,
    ]);
    await expect(expectMoneyExact(t.database)).rejects.toThrow(/paidLinesWithoutTheirPayment/);
    await t.database.query('update invoice_lines set paid_by_ledger_id = null where parcel_id = $1', [
      parcel._id,
    ]);
    await expectMoneyExact(t.database);
  });
});
