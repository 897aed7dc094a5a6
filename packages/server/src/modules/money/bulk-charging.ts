/**
 * First charges of many parcels put on one flight, set-based: the same arithmetic as chargeParcel
 * (shared `chargeTetri`), in a handful of statements whatever the number of parcels (array parameters,
 * see lib/bulk.ts). An insured parcel's premium is a line of its own (`insurance`), as in chargeParcel.
 */
import { and, eq, sql } from 'drizzle-orm';
import { chargeableWeightKg, chargeTetri, tariffTypeOf } from '@amanati/shared/charges';
import { MSG } from '@amanati/shared/messages';
import type { Tx } from '../../db/client.ts';
import { accounts, invoiceLines, invoices, parcels, tariffs } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { currentRates } from '../rates/rates.service.ts';
import { SETTLED_WITHOUT_MONEY } from './charging.service.ts';
import { premiumsAtCharge } from './insurance.ts';

export interface BulkCharge {
  parcelId: string;
  accountId: string;
  /** The charge with an insured parcel's premium: the parcel's price. */
  amountTetri: number;
}

/** Charges parcels that are on `flightId` and have no charge yet. */
export async function chargeNewParcels(
  tx: Tx,
  flightId: string,
  parcelIds: string[],
  actorId: string | null,
): Promise<BulkCharge[]> {
  if (parcelIds.length === 0) return [];
  const rows = await tx
    .select({
      parcel: parcels,
      type: accounts.type,
      indEntrepreneur: accounts.indEntrepreneur,
      orgVerified: sql<boolean>`${accounts.orgVerifiedAt} is not null`,
    })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .where(
      and(
        sql`${parcels.id} = any(${arrayOf(parcelIds, 'uuid')})`,
        eq(parcels.flightId, flightId),
        sql`${parcels.priceTetri} is null`,
      ),
    );
  const tariffRows = await tx.select().from(tariffs);
  const tariffOf = (country: number, type: number) =>
    tariffRows.find((t) => t.country === country && t.type === type)?.amountUsd;
  const rateUsd = (await currentRates(tx)).rates.USD;
  const premiums = await premiumsAtCharge(
    tx,
    rows.map((r) => r.parcel),
  );

  const lines = rows.map(({ parcel, type, indEntrepreneur, orgVerified }) => {
    if (parcel.weightKg === null) throw new AppError(409, MSG.parcelNotWeighed);
    const tariffType = tariffTypeOf(parcel, { type, indEntrepreneur, orgVerified });
    const tariffUsd = tariffOf(parcel.country, tariffType);
    if (!tariffUsd) throw new AppError(409, MSG.tariffMissing);
    const chargeableKg = chargeableWeightKg(parcel.weightKg, parcel);
    return {
      parcelId: parcel.id,
      accountId: parcel.accountId!,
      weightKg: parcel.weightKg,
      chargeableKg,
      tariffType,
      tariffUsd,
      rateUsd,
      amountTetri: chargeTetri(chargeableKg, tariffUsd, rateUsd),
    };
  });

  // One invoice per customer and flight: create the missing ones, then read them all.
  const accountIds = [...new Set(lines.map((l) => l.accountId))];
  if (accountIds.length === 0) return [];
  await tx.execute(sql`insert into ${invoices} (account_id, flight_id, number)
    select a, ${flightId}::uuid, 'INV-' || nextval('invoice_number_seq') from unnest(${arrayOf(accountIds, 'uuid')}) as t(a)
    on conflict (account_id, flight_id) do nothing`);
  const invoiceOf = new Map<string, string>();
  const found = await tx
    .select({ id: invoices.id, accountId: invoices.accountId })
    .from(invoices)
    .where(
      and(eq(invoices.flightId, flightId), sql`${invoices.accountId} = any(${arrayOf(accountIds, 'uuid')})`),
    );
  for (const f of found) invoiceOf.set(f.accountId, f.id);

  // The premium lines carry the figures of their parcel's charge line (see chargeParcel).
  const insuranceLines = lines.flatMap((l) => {
    const premium = premiums.get(l.parcelId);
    return premium === undefined ? [] : [{ ...l, kind: 'insurance' as const, amountTetri: premium }];
  });
  const written = [...lines.map((l) => ({ ...l, kind: 'charge' as const })), ...insuranceLines];
  const column = <K extends keyof (typeof written)[number]>(key: K) => written.map((l) => l[key]);
  // A line of 0 tetri (a few grams at a low tariff) is settled at once, as chargeParcel settles it.
  await tx.execute(sql`insert into ${invoiceLines} (invoice_id, parcel_id, kind, weight_kg, chargeable_kg, tariff_type,
      tariff_usd, rate_usd, amount_tetri, created_by, paid_by_ledger_id)
    select i, p, k, w, c, tt, tu, r, a, ${actorId}::uuid,
      case when a = 0 then ${SETTLED_WITHOUT_MONEY}::bigint end from unnest(${arrayOf(
        written.map((l) => invoiceOf.get(l.accountId)!),
        'uuid',
      )}, ${arrayOf(column('parcelId'), 'uuid')}, ${arrayOf(column('kind'), 'text')}, ${arrayOf(
        column('weightKg'),
        'numeric',
      )}, ${arrayOf(column('chargeableKg'), 'numeric')}, ${arrayOf(column('tariffType'), 'smallint')}, ${arrayOf(
        column('tariffUsd'),
        'numeric',
      )}, ${arrayOf(column('rateUsd'), 'numeric')}, ${arrayOf(column('amountTetri'), 'int')}) as t(i, p, k, w, c, tt, tu, r, a)`);
  const priced = lines.map((l) => ({ ...l, amountTetri: l.amountTetri + (premiums.get(l.parcelId) ?? 0) }));
  const price = <K extends keyof (typeof priced)[number]>(key: K) => priced.map((l) => l[key]);
  await tx.execute(sql`update ${parcels} set price_tetri = v.amount, paid = v.amount = 0, updated_at = now()
    from unnest(${arrayOf(price('parcelId'), 'uuid')}, ${arrayOf(price('amountTetri'), 'int')}) as v(id, amount)
    where ${parcels.id} = v.id`);
  return priced.map((l) => ({ parcelId: l.parcelId, accountId: l.accountId, amountTetri: l.amountTetri }));
}
