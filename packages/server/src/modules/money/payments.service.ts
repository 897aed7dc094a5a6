/** Paying charges from the balance (spec §4, §7): all or nothing, exactly once under concurrent requests. */
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { ParcelStatus } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { flights, invoiceLines, invoices, parcels } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { formatLari } from '@amanati/shared/money';
import { emitAccountEvents } from '../webhooks/events.ts';
import { lockBalance, post } from './ledger.ts';

export interface PayScope {
  flightCode?: string;
  status?: ParcelStatus;
}

/**
 * Pays inside the caller's transaction; throws (and so rolls everything back) when it cannot pay all.
 *
 * Lock order, the same as a correction's (charging.service): the parcels, by id, then the account. A
 * correction writes its line while it holds its parcel's lock, so once we hold the locks of the parcels
 * we pay, their lines are all visible to the statements below and none can appear before we commit;
 * `paid` is then never set on a parcel with an unpaid line.
 */
export async function payWithin(tx: Tx, accountId: string, scope: PayScope) {
  const unpaidOfScope = and(
    eq(invoices.accountId, accountId),
    isNull(invoiceLines.paidByLedgerId),
    scope.flightCode ? eq(flights.code, scope.flightCode) : undefined,
  );
  const locked = await tx
    .select({ id: parcels.id })
    .from(parcels)
    .where(
      and(
        inArray(
          parcels.id,
          tx
            .select({ id: invoiceLines.parcelId })
            .from(invoiceLines)
            .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
            .innerJoin(flights, eq(flights.id, invoices.flightId))
            .where(unpaidOfScope),
        ),
        scope.status ? eq(parcels.status, scope.status) : undefined,
      ),
    )
    .orderBy(asc(parcels.id))
    .for('update');
  const balance = await lockBalance(tx, accountId);
  if (scope.flightCode) {
    const [own] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(flights, eq(flights.id, invoices.flightId))
      .where(and(eq(invoices.accountId, accountId), eq(flights.code, scope.flightCode)));
    if (!own) throw notFound();
  }
  const lockedIds = locked.map((p) => p.id);
  const lines =
    lockedIds.length === 0
      ? []
      : await tx
          .select({ id: invoiceLines.id, amount: invoiceLines.amountTetri, parcelId: invoiceLines.parcelId })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .innerJoin(flights, eq(flights.id, invoices.flightId))
          .where(and(unpaidOfScope, inArray(invoiceLines.parcelId, lockedIds)));
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (lines.length === 0 || total <= 0) throw new AppError(409, MSG.nothingToPay);
  if (balance < total) throw new AppError(400, MSG.notEnoughMoney);
  const ledgerId = await post(tx, {
    accountId,
    amountTetri: -total,
    kind: 'payment',
    ref: scope.flightCode ?? `all${scope.status ? `:${scope.status}` : ''}`,
  });
  const lineIds = lines.map((l) => l.id);
  await tx.update(invoiceLines).set({ paidByLedgerId: ledgerId }).where(inArray(invoiceLines.id, lineIds));
  const parcelIds = [...new Set(lines.map((l) => l.parcelId))];
  await tx
    .update(parcels)
    .set({ paid: true, updatedAt: new Date() })
    .where(
      and(
        inArray(parcels.id, parcelIds),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invoiceLines)
            .where(and(eq(invoiceLines.parcelId, parcels.id), isNull(invoiceLines.paidByLedgerId))),
        ),
      ),
    );
  await emitAccountEvents(tx, 'payment.succeeded', [
    {
      accountId,
      data: {
        payment: {
          id: String(ledgerId),
          kind: 'charges',
          amount: formatLari(total),
          currency: 'GEL',
          flight: scope.flightCode ?? null,
          parcelIds,
        },
      },
    },
  ]);
  return { paidTetri: total, balanceTetri: balance - total, parcels: parcelIds.length };
}

export function createPaymentsService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    pay: (accountId: string, scope: PayScope) => db.transaction((tx) => payWithin(tx, accountId, scope)),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
