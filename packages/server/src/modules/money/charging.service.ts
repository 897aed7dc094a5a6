/**
 * Charges are computed when a parcel is put on a flight (`sent`): the rate and tariff used are kept on
 * the invoice line. A re-weigh or correction appends a correction line; history is never edited.
 * A correction prices the parcel with the figures of its first charge (rate; tariff unless the tariff type
 * changed), so a rate or tariff change between the charge and the correction reprices nothing.
 * An insured parcel's premium (issue 21 §4) is a line of its own (`insurance`) written with the first
 * charge; corrections price the shipping only, so a re-weigh leaves the premium as charged.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { chargeableWeightKg, chargeTetri, tariffTypeOf } from '@amanati/shared/charges';
import { MSG } from '@amanati/shared/messages';
import type { Tx } from '../../db/client.ts';
import { accounts, flights, invoiceLines, invoices, parcels, tariffs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { currentRates } from '../rates/rates.service.ts';
import { emitAccountEvents } from '../webhooks/events.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { autoPay } from './auto-pay.ts';
import { premiumsAtCharge } from './insurance.ts';
import { post } from './ledger.ts';

/**
 * `paid_by_ledger_id` of lines that net to zero with no payment behind them (e.g. charge 100, correction
 * −100): settled without a ledger row, since no money moved. Ledger ids start at 1, so 0 is never a row.
 */
export const SETTLED_WITHOUT_MONEY = 0;

export interface ChargeResult {
  invoiceId: string;
  /** What this call wrote: the charge with an insured parcel's premium, or the correction. */
  amountTetri: number;
  /** The parcel's total after this charge or correction. */
  totalTetri: number;
  /** Whether every line of the parcel is settled afterwards. */
  paid: boolean;
}

async function invoiceFor(tx: Tx, accountId: string, flightId: string): Promise<string> {
  const [made] = await tx
    .insert(invoices)
    .values({ accountId, flightId, number: sql`'INV-' || nextval('invoice_number_seq')` })
    .onConflictDoNothing({ target: [invoices.accountId, invoices.flightId] })
    .returning({ id: invoices.id, number: invoices.number, createdAt: invoices.createdAt });
  // A customer's first parcel charged on a flight opens their invoice for it (webhook `invoice.created`).
  if (made) {
    const [flight] = await tx.select({ code: flights.code }).from(flights).where(eq(flights.id, flightId));
    await emitAccountEvents(tx, 'invoice.created', [
      {
        accountId,
        data: {
          invoice: {
            id: made.id,
            number: made.number,
            flight: flight?.code ?? null,
            createdAt: made.createdAt,
          },
        },
      },
    ]);
  }
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.flightId, flightId)));
  return row!.id;
}

/**
 * What the parcel should cost now, with the figures that make the price. A first charge takes today's
 * USD rate and tariff; a correction keeps the rate of the parcel's first charge line and the tariff it was
 * charged with for its tariff type (today's tariff only for a type it was never charged with).
 */
async function quote(tx: Tx, parcelId: string) {
  const [row] = await tx
    .select({
      parcel: parcels,
      account: {
        type: accounts.type,
        indEntrepreneur: accounts.indEntrepreneur,
        orgVerified: sql<boolean>`${accounts.orgVerifiedAt} is not null`,
      },
    })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .where(eq(parcels.id, parcelId))
    .for('update', { of: parcels });
  if (!row) throw new AppError(404, MSG.notFound);
  const { parcel, account } = row;
  if (!parcel.flightId || !parcel.accountId) throw new AppError(409, MSG.parcelNotOnFlight);
  if (parcel.weightKg === null) throw new AppError(409, MSG.parcelNotWeighed);
  const tariffType = tariffTypeOf(parcel, account);
  // 'charge' sorts before 'correction': the charge line comes first among lines of one transaction.
  const kept =
    parcel.priceTetri === null
      ? []
      : await tx
          .select({
            kind: invoiceLines.kind,
            tariffType: invoiceLines.tariffType,
            tariffUsd: invoiceLines.tariffUsd,
            rateUsd: invoiceLines.rateUsd,
          })
          .from(invoiceLines)
          .where(eq(invoiceLines.parcelId, parcelId))
          .orderBy(asc(invoiceLines.createdAt), asc(invoiceLines.kind));
  const rateUsd = kept.find((l) => l.kind === 'charge')?.rateUsd ?? (await currentRates(tx)).rates.USD;
  const tariffUsd =
    kept.find((l) => l.tariffType === tariffType)?.tariffUsd ??
    (await todaysTariff(tx, parcel.country, tariffType));
  const chargeableKg = chargeableWeightKg(parcel.weightKg, parcel);
  return {
    parcel,
    line: {
      weightKg: parcel.weightKg,
      chargeableKg,
      tariffType,
      tariffUsd,
      rateUsd,
      amountTetri: chargeTetri(chargeableKg, tariffUsd, rateUsd),
    },
  };
}

async function todaysTariff(tx: Tx, country: number, tariffType: number): Promise<string> {
  const [tariff] = await tx
    .select({ amountUsd: tariffs.amountUsd })
    .from(tariffs)
    .where(and(eq(tariffs.country, country), eq(tariffs.type, tariffType)));
  if (!tariff) throw new AppError(409, MSG.tariffMissing);
  return tariff.amountUsd;
}

async function parcelTotal(tx: Tx, parcelId: string) {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${invoiceLines.amountTetri}), 0)`,
      shipping: sql<string>`coalesce(sum(${invoiceLines.amountTetri}) filter (where ${invoiceLines.kind} <> 'insurance'), 0)`,
      unpaid: sql<number>`count(*) filter (where ${invoiceLines.paidByLedgerId} is null)::int`,
      unpaidTotal: sql<string>`coalesce(sum(${invoiceLines.amountTetri}) filter (where ${invoiceLines.paidByLedgerId} is null), 0)`,
      paidBy: sql<string | null>`max(${invoiceLines.paidByLedgerId})`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.parcelId, parcelId));
  return {
    total: Number(row?.total ?? 0),
    shipping: Number(row?.shipping ?? 0),
    unpaid: Number(row?.unpaid ?? 0),
    unpaidTotal: Number(row?.unpaidTotal ?? 0),
    paidBy: row?.paidBy == null ? null : Number(row.paidBy),
  };
}

/**
 * Charges a parcel that is on a flight; if it was charged before, writes the difference as a correction.
 * Locks the parcel, then (for a refund) the account: the lock order of payments too (payments.service).
 */
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
  // A correction is the difference to the shipping charged so far: the premium is not repriced.
  const amountTetri = isFirst ? line.amountTetri : line.amountTetri - before.shipping;
  if (!isFirst && amountTetri === 0)
    return { invoiceId, amountTetri: 0, totalTetri: before.total, paid: parcel.paid };

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
  const premium = isFirst ? (await premiumsAtCharge(tx, [parcel])).get(parcelId) : undefined;
  if (premium !== undefined)
    await tx.insert(invoiceLines).values({
      invoiceId,
      parcelId,
      kind: 'insurance',
      // The not-null figures of the charge line: the line belongs to that charge, and a correction's
      // lookup of the tariff charged for a type finds the same tariff on either line.
      ...line,
      amountTetri: premium,
      createdBy: actorId,
    });
  // Unpaid lines that no longer add up to a debt are settled, or the parcel would stay unpaid forever with
  // nothing to pay: what was paid above the new price goes back on the balance at once (a refund row
  // settles the unpaid lines, which sum to minus the refund); lines netting to exactly zero join the
  // payment that covered the parcel, or, never paid, are settled without money.
  const owed = before.unpaidTotal + amountTetri + (premium ?? 0);
  if (owed <= 0) {
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
        : (before.paidBy ?? SETTLED_WITHOUT_MONEY);
    await tx
      .update(invoiceLines)
      .set({ paidByLedgerId: settledBy })
      .where(and(eq(invoiceLines.parcelId, parcelId), isNull(invoiceLines.paidByLedgerId)));
  }
  const after = await parcelTotal(tx, parcelId);
  const paid = after.unpaid === 0;
  await tx
    .update(parcels)
    .set({ priceTetri: after.total, paid, updatedAt: new Date() })
    .where(eq(parcels.id, parcelId));
  return { invoiceId, amountTetri: amountTetri + (premium ?? 0), totalTetri: after.total, paid };
}

type ParcelRow = typeof parcels.$inferSelect;

/**
 * After the customer changed a charged parcel's declaration (parcels.service `update`, same transaction):
 * a personal parcel is charged with tariff type 3, any other with the account's type, so switching
 * `personalParcel` writes a correction to the new type's tariff at the first charge's rate. Returns the
 * row with its new price and paid state (unchanged when nothing was written). A correction either way
 * (more owed, or a refund on the balance) runs auto-pay (issue 20 §4).
 */
export async function applyDeclaredTariff(
  tx: Tx,
  parcel: ParcelRow,
  actorId: string,
  notifier: Pick<Notifier, 'notify'>,
): Promise<ParcelRow> {
  if (parcel.priceTetri === null || !parcel.flightId) return parcel;
  const result = await chargeParcel(tx, parcel.id, actorId, 'declaration_changed');
  if (result.amountTetri === 0) return parcel;
  let paid = result.paid;
  if ((await autoPay(tx, parcel.accountId!, notifier)).length > 0) {
    const [row] = await tx.select({ paid: parcels.paid }).from(parcels).where(eq(parcels.id, parcel.id));
    paid = row?.paid ?? paid;
  }
  return { ...parcel, priceTetri: result.totalTetri, paid };
}
