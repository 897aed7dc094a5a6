/**
 * First charges of many parcels put on one flight, set-based: the same arithmetic as chargeParcel
 * (shared `chargeTetri`), in a handful of statements whatever the number of parcels (array parameters,
 * see lib/bulk.ts).
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

export interface BulkCharge {
  parcelId: string;
  accountId: string;
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

  const column = <K extends keyof (typeof lines)[number]>(key: K) => lines.map((l) => l[key]);
  // A charge of 0 tetri (a few grams at a low tariff) is settled at once, as chargeParcel settles it.
  await tx.execute(sql`insert into ${invoiceLines} (invoice_id, parcel_id, kind, weight_kg, chargeable_kg, tariff_type,
      tariff_usd, rate_usd, amount_tetri, created_by, paid_by_ledger_id)
    select i, p, 'charge', w, c, tt, tu, r, a, ${actorId}::uuid,
      case when a = 0 then ${SETTLED_WITHOUT_MONEY}::bigint end from unnest(${arrayOf(
        lines.map((l) => invoiceOf.get(l.accountId)!),
        'uuid',
      )}, ${arrayOf(column('parcelId'), 'uuid')}, ${arrayOf(column('weightKg'), 'numeric')}, ${arrayOf(
        column('chargeableKg'),
        'numeric',
      )}, ${arrayOf(column('tariffType'), 'smallint')}, ${arrayOf(column('tariffUsd'), 'numeric')}, ${arrayOf(
        column('rateUsd'),
        'numeric',
      )}, ${arrayOf(column('amountTetri'), 'int')}) as t(i, p, w, c, tt, tu, r, a)`);
  await tx.execute(sql`update ${parcels} set price_tetri = v.amount, paid = v.amount = 0, updated_at = now()
    from unnest(${arrayOf(column('parcelId'), 'uuid')}, ${arrayOf(column('amountTetri'), 'int')}) as v(id, amount)
    where ${parcels.id} = v.id`);
  return lines.map((l) => ({ parcelId: l.parcelId, accountId: l.accountId, amountTetri: l.amountTetri }));
}
