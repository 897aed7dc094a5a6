/**
 * Ledger rows as the customer reads them: how the money moved (card gateway, branch counter, the balance,
 * staff) and the reference people quote (payment order id, flight codes, counter receipt number). The
 * ledger keeps only a `ref`; the rest is looked up per page, in five small queries.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tetriToLari } from '@amanati/shared/money';
import type { StatementEntryWire } from '@amanati/shared/answers/statement';
import type { Db } from '../../db/client.ts';
import {
  billPayChannels,
  billPayPayments,
  counterPayments,
  flights,
  invoiceLines,
  invoices,
  paymentOrders,
} from '../../db/schema/index.ts';
import type { StatementRow } from './statement.ts';

export type EntryMethod = StatementEntryWire['method'];

export interface StatementEntry extends StatementRow {
  method: EntryMethod;
  channel: string | null;
  reference: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Receipts exist for money that came in and for flight payments (issue 20 §5). */
export const hasReceipt = (e: Pick<StatementRow, 'kind'>) => e.kind === 'topup' || e.kind === 'payment';

/** The receipt's own number, from the ledger id: unique, and printed the same every time. */
export const receiptNumber = (ledgerId: number) => `AM-${String(ledgerId).padStart(7, '0')}`;

export async function describeEntries(
  db: Db,
  accountId: string,
  rows: StatementRow[],
): Promise<StatementEntry[]> {
  const ids = (kind: StatementRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const topups = ids('topup');
  const orderIds = rows.filter((r) => r.kind === 'topup' && r.ref && UUID.test(r.ref)).map((r) => r.ref!);
  const refundLines = rows.filter((r) => r.kind === 'refund' && r.ref && UUID.test(r.ref)).map((r) => r.ref!);
  const payments = ids('payment');

  const [orders, counters, bills, paid, refunded] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: paymentOrders.id, gateway: paymentOrders.gateway, method: paymentOrders.method })
          .from(paymentOrders)
          .where(and(eq(paymentOrders.accountId, accountId), inArray(paymentOrders.id, orderIds)))
      : [],
    topups.length
      ? db
          .select({
            ledgerId: counterPayments.creditLedgerId,
            number: counterPayments.number,
            method: counterPayments.method,
          })
          .from(counterPayments)
          .where(
            and(eq(counterPayments.accountId, accountId), inArray(counterPayments.creditLedgerId, topups)),
          )
      : [],
    topups.length
      ? db
          .select({
            ledgerId: billPayPayments.ledgerId,
            channel: billPayChannels.name,
            transactionId: billPayPayments.transactionId,
          })
          .from(billPayPayments)
          .innerJoin(billPayChannels, eq(billPayChannels.id, billPayPayments.channelId))
          .where(and(eq(billPayPayments.accountId, accountId), inArray(billPayPayments.ledgerId, topups)))
      : [],
    payments.length
      ? db
          .select({
            ledgerId: invoiceLines.paidByLedgerId,
            codes: sql<string>`string_agg(distinct ${flights.code}, ', ')`,
          })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .innerJoin(flights, eq(flights.id, invoices.flightId))
          .where(and(eq(invoices.accountId, accountId), inArray(invoiceLines.paidByLedgerId, payments)))
          .groupBy(invoiceLines.paidByLedgerId)
      : [],
    refundLines.length
      ? db
          .select({ lineId: invoiceLines.id, code: flights.code })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .innerJoin(flights, eq(flights.id, invoices.flightId))
          .where(and(eq(invoices.accountId, accountId), inArray(invoiceLines.id, refundLines)))
      : [],
  ]);
  // A gateway with several methods names the one used: `bog:apple_pay` (answers/statement `methodLabel`).
  const gatewayOf = new Map(orders.map((o) => [o.id, o.method ? `${o.gateway}:${o.method}` : o.gateway]));
  const counterOf = new Map(counters.map((c) => [c.ledgerId, c]));
  const billOf = new Map(bills.map((b) => [b.ledgerId, b]));
  const flightsOf = new Map(paid.map((p) => [p.ledgerId, p.codes]));
  const refundFlight = new Map(refunded.map((r) => [r.lineId, r.code]));

  return rows.map((row): StatementEntry => {
    switch (row.kind) {
      case 'topup': {
        const counter = counterOf.get(row.id);
        if (counter)
          return { ...row, method: 'counter', channel: counter.method, reference: `№${counter.number}` };
        const bill = billOf.get(row.id);
        if (bill) return { ...row, method: 'billpay', channel: bill.channel, reference: bill.transactionId };
        const gateway = row.ref ? gatewayOf.get(row.ref) : undefined;
        if (gateway) return { ...row, method: 'card', channel: gateway, reference: row.ref };
        return { ...row, method: 'other', channel: null, reference: row.ref };
      }
      case 'payment':
        return { ...row, method: 'balance', channel: null, reference: flightsOf.get(row.id) ?? row.ref };
      case 'refund':
        return {
          ...row,
          method: 'balance',
          channel: null,
          reference: (row.ref && refundFlight.get(row.ref)) ?? row.reason,
        };
      case 'adjustment':
        return { ...row, method: 'correction', channel: null, reference: row.reason };
      // A storage day (ref storage:<parcel>:<day>) and a claim's compensation (ref claim:<id>): their reason
      // names the parcel or the claim as the customer knows it.
      case 'storage':
      case 'claim':
        return { ...row, method: 'balance', channel: null, reference: row.reason ?? row.ref };
    }
  });
}

export const entryWire = (e: StatementEntry): StatementEntryWire => ({
  id: String(e.id),
  at: e.createdAt.toISOString(),
  kind: e.kind,
  method: e.method,
  channel: e.channel,
  reference: e.reference,
  amount: tetriToLari(e.amountTetri),
  balanceAfter: tetriToLari(e.balanceAfterTetri),
  receipt: hasReceipt(e),
});
