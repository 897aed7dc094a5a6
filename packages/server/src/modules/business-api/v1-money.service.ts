/**
 * Money through `/api/v1` (issue 22 §2): the balance and what is due, the statement (every ledger entry
 * with the balance after it, newest first) and the invoices (one per flight) with their lines.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { accounts, flights, invoiceLines, invoices, parcels } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { debtTetri } from '../money/debt.ts';
import { isLedgerId, statementRows } from '../money/statement.ts';
import { after, decodeCursor, encodeCursor, micros } from '../../lib/list-cursor.ts';
import { gel } from './v1-parcels.wire.ts';

const isInvoiceId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

export function createV1Money(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  /** Per invoice: its total and what is still unpaid, in tetri. */
  const totals = db
    .select({
      invoiceId: invoiceLines.invoiceId,
      total: sql<string>`sum(${invoiceLines.amountTetri})`.as('total'),
      due: sql<string>`coalesce(sum(${invoiceLines.amountTetri}) filter (where ${invoiceLines.paidByLedgerId} is null), 0)`.as(
        'due',
      ),
    })
    .from(invoiceLines)
    .groupBy(invoiceLines.invoiceId)
    .as('totals');

  const invoiceHead = (row: {
    number: string;
    flight: string;
    createdAt: Date;
    total: string | null;
    due: string | null;
  }) => ({
    number: row.number,
    flight: row.flight,
    createdAt: row.createdAt.toISOString(),
    status: Number(row.due ?? 0) > 0 ? ('unpaid' as const) : ('paid' as const),
    total: gel(Number(row.total ?? 0)),
    due: gel(Number(row.due ?? 0)),
  });

  const invoiceColumns = {
    id: invoices.id,
    number: invoices.number,
    flight: flights.code,
    createdAt: invoices.createdAt,
    total: totals.total,
    due: totals.due,
    place: micros(invoices.createdAt),
  };

  return {
    async balance(accountId: string) {
      const [a] = await db
        .select({ balanceTetri: accounts.balanceTetri })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!a) throw unauthorized();
      return { balance: gel(a.balanceTetri), due: gel(await debtTetri(db, accountId)) };
    },

    async statement(
      accountId: string,
      q: { limit: number; cursor?: string | undefined; from?: string | undefined; to?: string | undefined },
    ) {
      const rows = await statementRows(db, accountId, {
        ...q,
        after: q.cursor ? decodeCursor('s', q.cursor, isLedgerId) : undefined,
      });
      const page = rows.slice(0, q.limit);
      return {
        data: page.map((e) => ({
          id: String(e.id),
          at: e.createdAt.toISOString(),
          kind: e.kind,
          amount: gel(e.amountTetri),
          balanceAfter: gel(e.balanceAfterTetri),
          reference: e.ref,
        })),
        next: rows.length > q.limit ? encodeCursor('s', page.at(-1)!.place, page.at(-1)!.id) : null,
      };
    },

    async invoices(accountId: string, q: { limit: number; cursor?: string | undefined }) {
      const where: SQL[] = [eq(invoices.accountId, accountId)];
      if (q.cursor)
        where.push(after(invoices.createdAt, invoices.id, decodeCursor('i', q.cursor, isInvoiceId), 'uuid'));
      const rows = await db
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(flights, eq(flights.id, invoices.flightId))
        .leftJoin(totals, eq(totals.invoiceId, invoices.id))
        .where(and(...where))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        data: page.map(invoiceHead),
        next: rows.length > q.limit ? encodeCursor('i', page.at(-1)!.place, page.at(-1)!.id) : null,
      };
    },

    async invoice(accountId: string, number: string) {
      const [head] = await db
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(flights, eq(flights.id, invoices.flightId))
        .leftJoin(totals, eq(totals.invoiceId, invoices.id))
        .where(and(eq(invoices.accountId, accountId), eq(invoices.number, number)));
      if (!head) throw notFound();
      const lines = await db
        .select({ line: invoiceLines, tracking: parcels.tracking })
        .from(invoiceLines)
        .innerJoin(parcels, eq(parcels.id, invoiceLines.parcelId))
        .where(eq(invoiceLines.invoiceId, head.id))
        .orderBy(invoiceLines.createdAt, invoiceLines.id);
      return {
        ...invoiceHead(head),
        lines: lines.map(({ line, tracking }) => ({
          parcelId: line.parcelId,
          tracking,
          kind: line.kind,
          weightKg: line.weightKg,
          chargeableKg: line.chargeableKg,
          tariffUsd: line.tariffUsd,
          amount: gel(line.amountTetri),
          paid: line.paidByLedgerId !== null,
        })),
      };
    },
  };
}

export type V1Money = ReturnType<typeof createV1Money>;
