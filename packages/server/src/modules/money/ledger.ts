/**
 * The balance ledger: every credit (+) and debit (−) is a row, and the account's cached balance moves
 * in the same statement sequence of the same transaction, so the two always agree.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, ledgerEntries } from '../../db/schema/index.ts';

export interface LedgerPosting {
  accountId: string;
  amountTetri: number;
  kind: 'topup' | 'payment' | 'adjustment' | 'refund' | 'storage' | 'claim';
  ref?: string | null;
  reason?: string | null;
  actorId?: string | null;
}

/**
 * Locks the account row for this transaction and returns its balance: concurrent payers queue here.
 * `NO KEY UPDATE`, the lock the balance update itself takes: it queues payers all the same but not the
 * foreign-key checks of rows that merely reference the account (an invoice, a notification), which would
 * otherwise deadlock two flight loads that each opened invoices before auto-pay locks the accounts.
 */
export async function lockBalance(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: accounts.balanceTetri })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('no key update');
  if (!row) throw new Error(`no account ${accountId}`);
  return Number(row.balance);
}

export async function post(tx: Tx, entry: LedgerPosting): Promise<number> {
  if (!Number.isSafeInteger(entry.amountTetri) || entry.amountTetri === 0)
    throw new Error('ledger amounts are non-zero integers');
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: entry.accountId,
      amountTetri: entry.amountTetri,
      kind: entry.kind,
      ref: entry.ref ?? null,
      reason: entry.reason ?? null,
      actorId: entry.actorId ?? null,
    })
    .returning({ id: ledgerEntries.id });
  await tx
    .update(accounts)
    .set({ balanceTetri: sql`${accounts.balanceTetri} + ${entry.amountTetri}` })
    .where(eq(accounts.id, entry.accountId));
  return row!.id;
}
