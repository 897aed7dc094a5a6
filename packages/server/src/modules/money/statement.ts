/**
 * The statement: an account's ledger entries, newest first, each with the balance right after it. One
 * query for the business API (`/api/v1/statement`) and the panel (`/api/money/statement`, its CSV).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { after, micros } from '../../lib/list-cursor.ts';

/** The start of a Tbilisi day (`YYYY-MM-DD`), for periods given as dates. */
export const tbilisiDayStart = (day: string) => new Date(tbilisiNoon(day)!.getTime() - 12 * 3_600_000);

export interface StatementQuery {
  limit: number;
  /** Tbilisi dates, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** The place of the last entry already listed (see lib/list-cursor.ts). */
  after?: { at: string; id: string } | undefined;
  /** One entry by its id (a receipt), still with the balance after it. */
  only?: number | undefined;
}

export interface StatementRow {
  id: number;
  createdAt: Date;
  kind: 'topup' | 'payment' | 'adjustment' | 'refund' | 'storage' | 'claim';
  amountTetri: number;
  ref: string | null;
  reason: string | null;
  balanceAfterTetri: number;
  /** The entry's place in the list's order, for the next page's cursor. */
  place: string;
}

export const isLedgerId = (id: string) => /^\d{1,18}$/.test(id);

/** Up to `limit + 1` entries: one more than asked tells the caller whether a next page exists. */
export async function statementRows(db: Db, accountId: string, q: StatementQuery): Promise<StatementRow[]> {
  // The balance after each entry is the running sum over all of the account's entries, so it is
  // computed before the page (and the period) is cut out.
  const running = db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amountTetri: ledgerEntries.amountTetri,
      ref: ledgerEntries.ref,
      reason: ledgerEntries.reason,
      balanceAfter:
        sql<string>`sum(${ledgerEntries.amountTetri}) over (order by ${ledgerEntries.createdAt}, ${ledgerEntries.id})`.as(
          'balance_after',
        ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .as('running');
  const where: SQL[] = [];
  if (q.from) where.push(gte(running.createdAt, tbilisiDayStart(q.from)));
  if (q.to) where.push(lt(running.createdAt, new Date(tbilisiDayStart(q.to).getTime() + 864e5)));
  if (q.after) where.push(after(running.createdAt, running.id, q.after, 'bigint'));
  if (q.only !== undefined) where.push(eq(running.id, q.only));
  const rows = await db
    .select({
      id: running.id,
      createdAt: running.createdAt,
      kind: running.kind,
      amountTetri: running.amountTetri,
      ref: running.ref,
      reason: running.reason,
      balanceAfter: running.balanceAfter,
      place: micros(running.createdAt),
    })
    .from(running)
    .where(and(...where))
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(q.limit + 1);
  return rows.map(({ balanceAfter, ...row }) => ({ ...row, balanceAfterTetri: Number(balanceAfter) }));
}
