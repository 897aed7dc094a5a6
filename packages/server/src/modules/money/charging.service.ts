/**
 * Charges are computed when a parcel is put on a flight (`sent`): the rate and tariff used are kept on
 * the invoice line. A re-weigh or correction appends a correction line; history is never edited.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { chargeableWeightKg, chargeTetri, tariffTypeOf } from '@amanati/shared/charges';
import { MSG } from '@amanati/shared/messages';
import type { Tx } from '../../db/client.ts';
import { accounts, invoiceLines, invoices, parcels, tariffs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { currentRates } from '../rates/rates.repo.ts';
import { post } from './ledger.ts';

export interface ChargeResult {
  invoiceId: string;
  amountTetri: number;
  /** The parcel's total after this charge or correction. */
  totalTetri: number;
}

async function invoiceFor(tx: Tx, accountId: string, flightId: string): Promise<string> {
  await tx
    .insert(invoices)
    .values({ accountId, flightId, number: sql`'INV-' || nextval('invoice_number_seq')` })
    .onConflictDoNothing({ target: [invoices.accountId, invoices.flightId] });
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.flightId, flightId)));
  return row!.id;
}

/** What the parcel should cost now, with the figures that make the price. */
async function quote(tx: Tx, parcelId: string) {
  const [row] = await tx
    .select({ parcel: parcels, account: { type: accounts.type, indEntrepreneur: accounts.indEntrepreneur } })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .where(eq(parcels.id, parcelId))
    .for('update', { of: parcels });
  if (!row) throw new AppError(404, MSG.notFound);
  const { parcel, account } = row;
  if (!parcel.flightId || !parcel.accountId) throw new AppError(409, 'parcel_not_on_flight');
  if (parcel.weightKg === null) throw new AppError(409, 'parcel_not_weighed');
  const tariffType = tariffTypeOf(parcel, account);
  const [tariff] = await tx
    .select({ amountUsd: tariffs.amountUsd })
    .from(tariffs)
    .where(and(eq(tariffs.country, parcel.country), eq(tariffs.type, tariffType)));
  if (!tariff) throw new AppError(409, 'tariff_missing');
  const rateUsd = (await currentRates(tx)).rates.USD;
  const chargeableKg = chargeableWeightKg(parcel.weightKg, parcel);
  return {
    parcel,
    line: {
      weightKg: parcel.weightKg,
      chargeableKg,
      tariffType,
      tariffUsd: tariff.amountUsd,
      rateUsd,
      amountTetri: chargeTetri(chargeableKg, tariff.amountUsd, rateUsd),
    },
  };
}

async function parcelTotal(tx: Tx, parcelId: string) {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${invoiceLines.amountTetri}), 0)`,
      unpaid: sql<number>`count(*) filter (where ${invoiceLines.paidByLedgerId} is null)::int`,
      unpaidTotal: sql<string>`coalesce(sum(${invoiceLines.amountTetri}) filter (where ${invoiceLines.paidByLedgerId} is null), 0)`,
      paidBy: sql<string | null>`max(${invoiceLines.paidByLedgerId})`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.parcelId, parcelId));
  return {
    total: Number(row?.total ?? 0),
    unpaid: Number(row?.unpaid ?? 0),
    unpaidTotal: Number(row?.unpaidTotal ?? 0),
    paidBy: row?.paidBy == null ? null : Number(row.paidBy),
  };
}

/** Charges a parcel that is on a flight; if it was charged before, writes the difference as a correction. */
export async function chargeParcel(
  tx: Tx,
  parcelId: string,
  actorId: string | null,
  reason?: string,
): Promise<ChargeResult> {
  const { parcel, line } = await quote(tx, parcelId);
  const invoiceId = await invoiceFor(tx, parcel.accountId!, parcel.flightId!);
  const before = await parcelTotal(tx, parcelId);
  const isFirst = parcel.priceTetri === null;
  const amountTetri = isFirst ? line.amountTetri : line.amountTetri - before.total;
  if (!isFirst && amountTetri === 0) return { invoiceId, amountTetri: 0, totalTetri: before.total };

  const [inserted] = await tx
    .insert(invoiceLines)
    .values({
      invoiceId,
      parcelId,
      kind: isFirst ? 'charge' : 'correction',
      ...line,
      amountTetri,
      reason: reason ?? null,
      createdBy: actorId,
    })
    .returning({ id: invoiceLines.id });
  // A cheaper parcel whose unpaid lines no longer add up to a debt is settled: what was paid above the
  // new price goes back on the balance at once (a refund row settles the unpaid lines, which sum to minus
  // the refund); when they net to exactly zero they join the payment that already covered the parcel.
  const owed = before.unpaidTotal + amountTetri;
  if (amountTetri < 0 && owed <= 0 && before.paidBy !== null) {
    const settledBy =
      owed < 0
        ? await post(tx, {
            accountId: parcel.accountId!,
            amountTetri: -owed,
            kind: 'refund',
            ref: inserted!.id,
            reason: reason ?? 'correction',
            actorId,
          })
        : before.paidBy;
    await tx
      .update(invoiceLines)
      .set({ paidByLedgerId: settledBy })
      .where(and(eq(invoiceLines.parcelId, parcelId), isNull(invoiceLines.paidByLedgerId)));
  }
  const after = await parcelTotal(tx, parcelId);
  await tx
    .update(parcels)
    .set({ priceTetri: after.total, paid: after.unpaid === 0, updatedAt: new Date() })
    .where(eq(parcels.id, parcelId));
  return { invoiceId, amountTetri, totalTetri: after.total };
}
