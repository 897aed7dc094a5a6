/** A customer's debt: their charges not yet paid, in tetri (spec §7 `debtSum`, the wire's `deptSum`). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';

export async function debtTetri(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoiceLines.amountTetri}), 0)` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.accountId, accountId), isNull(invoiceLines.paidByLedgerId)));
  return Number(row?.sum ?? 0);
}
