/** A customer's money as tests read it: balance, top-up count and unpaid lines, with the ledger agreeing. */
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';

export async function moneyOf(database: Database, accountId: string) {
  const [row] = await database.query<{ sum: string; balance: string; topups: string; unpaid: string }>(
    `select coalesce((select sum(amount_tetri) from ledger_entries where account_id = $1), 0) as sum,
            (select balance_tetri from accounts where id = $1) as balance,
            (select count(*) from ledger_entries where account_id = $1 and kind = 'topup') as topups,
            (select count(*) from invoice_lines il join invoices i on i.id = il.invoice_id
              where i.account_id = $1 and il.paid_by_ledger_id is null) as unpaid`,
    [accountId],
  );
  expect(Number(row!.balance), 'balance == sum(ledger)').toBe(Number(row!.sum));
  return { balance: Number(row!.balance), topups: Number(row!.topups), unpaid: Number(row!.unpaid) };
}
