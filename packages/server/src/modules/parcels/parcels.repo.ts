/**
 * Parcel rows of one customer as the customer's side reads and edits them. Status and timeline are
 * written by parcel-life.ts only.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { rawPreparedPer } from '../../lib/prepared.ts';
import {
  flightRemarks,
  flights,
  invoiceLines,
  invoices,
  parcelEvents,
  parcels,
} from '../../db/schema/index.ts';
import type { ParcelStatus } from '@amanati/shared/constants';
import { isUuid } from '@amanati/shared/ids';

export type ParcelRow = typeof parcels.$inferSelect;
export type NewParcel = typeof parcels.$inferInsert;
export interface ParcelWithFlight<P extends ListedParcel = ParcelRow> {
  parcel: P;
  flightCode: string | null;
  flightUpdateStatus: boolean | null;
}

/**
 * The columns a list shows (the wire's product, plus the flight for `getswith`): the list reads these
 * instead of the whole row (34 columns), which cuts what the database sends and the driver parses.
 */
const listedColumns = {
  id: parcels.id,
  tracking: parcels.tracking,
  category: parcels.category,
  quantity: parcels.quantity,
  shop: parcels.shop,
  otherShop: parcels.otherShop,
  personal: parcels.personal,
  senderName: parcels.senderName,
  country: parcels.country,
  amount: parcels.amount,
  currency: parcels.currency,
  priceTetri: parcels.priceTetri,
  branch: parcels.branch,
  flightId: parcels.flightId,
  file: parcels.file,
  description: parcels.description,
  custom: parcels.custom,
  clearance: parcels.clearance,
  insured: parcels.insured,
  customsState: parcels.customsState,
  paid: parcels.paid,
  status: parcels.status,
  weightKg: parcels.weightKg,
  labelPhoto: parcels.labelPhoto,
  createdAt: parcels.createdAt,
};
export type ListedParcel = Pick<ParcelRow, keyof typeof listedColumns>;

/** Declaring is open while the flag is on and the deadline (if any) has not passed, even before the job flips the flag. */
const withFlight = {
  parcel: parcels,
  flightCode: flights.code,
  flightUpdateStatus: sql<
    boolean | null
  >`(${flights.updateStatus} and (${flights.declarationDeadline} is null or ${flights.declarationDeadline} > now()))`,
};

/** A list row: the listed columns under their property names, the flight's code and declaring state, the tab's counts. */
export interface ListedRow extends ListedParcel {
  flightCode: string | null;
  flightUpdateStatus: boolean | null;
  /** Parcels of the tab per country id; the same on every row of a page. */
  counts: Record<string, number> | null;
}

const listStatement = rawPreparedPer<ListedRow>('parcel_list_page', (db) =>
  db
    .select({
      ...Object.fromEntries(
        Object.entries(listedColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
      ),
      flightCode: sql`${flights.code}`.as('flightCode'),
      flightUpdateStatus: withFlight.flightUpdateStatus.as('flightUpdateStatus'),
      counts: sql`(select json_object_agg(c.country, c.n) from (select country, count(*)::int as n
            from ${parcels} where account_id = ${sql.placeholder('accountId')} and status = ${sql.placeholder('status')} group by country) c)`.as(
        'counts',
      ),
    })
    .from(parcels)
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(
      and(eq(parcels.accountId, sql.placeholder('accountId')), eq(parcels.status, sql.placeholder('status'))),
    )
    .orderBy(asc(parcels.country), desc(parcels.createdAt), asc(parcels.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit')),
);

export const parcelsRepo = {
  /**
   * The customer's own parcel (someone else's id reads as missing) with its flight's code, declaring
   * state and destination (`flightTbilisi`); `lock` holds it for the transaction.
   */
  async ownWithFlight(
    db: DbOrTx,
    accountId: string,
    id: string,
    lock = false,
  ): Promise<(ParcelWithFlight & { flightTbilisi: boolean | null }) | undefined> {
    if (!isUuid(id)) return undefined;
    const query = db
      .select({ ...withFlight, flightTbilisi: flights.tbilisi })
      .from(parcels)
      .leftJoin(flights, eq(flights.id, parcels.flightId))
      .where(and(eq(parcels.id, id), eq(parcels.accountId, accountId)))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: parcels }) : await query;
    return row;
  },

  /** Whether this customer already has a parcel with this tracking number (unique per customer, §8). */
  async trackingTaken(db: DbOrTx, accountId: string, tracking: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(
        and(
          eq(parcels.accountId, accountId),
          sql`lower(${parcels.tracking}) = ${tracking.toLowerCase()}`,
          exceptId ? ne(parcels.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Declared fields, branch and files: never the status (parcel-life.ts moves a parcel). */
  async update(db: DbOrTx, id: string, values: Omit<Partial<NewParcel>, 'status'>): Promise<ParcelRow> {
    const [row] = await db
      .update(parcels)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(parcels.id, id))
      .returning();
    return row!;
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(parcels).where(eq(parcels.id, id));
  },

  events: (db: DbOrTx, parcelId: string) =>
    db
      .select()
      .from(parcelEvents)
      .where(eq(parcelEvents.parcelId, parcelId))
      .orderBy(asc(parcelEvents.at), asc(parcelEvents.id)),

  /**
   * One page of a tab: grouped by country (China, USA, Turkey), newest first within each. Each row also
   * carries the tab's counts per country, so a page is one round trip; the statement is prepared once
   * per connection (planning it cost more than running it) and its rows are read as the driver gives
   * them (lib/prepared.ts `rawPreparedPer`).
   */
  list(database: Database, accountId: string, status: ParcelStatus, skip: number, limit: number) {
    return listStatement(database).execute({ accountId, status, skip, limit });
  },

  async countsByCountry(
    db: DbOrTx,
    accountId: string,
    status: ParcelStatus,
  ): Promise<Record<number, number>> {
    const rows = await db
      .select({ country: parcels.country, n: sql<number>`count(*)::int` })
      .from(parcels)
      .where(and(eq(parcels.accountId, accountId), eq(parcels.status, status)))
      .groupBy(parcels.country);
    return Object.fromEntries(rows.map((r) => [r.country, Number(r.n)]));
  },

  /**
   * The flights of the listed parcels with this customer's state on each (unpaid while any of their
   * parcels on it is), the weight of their parcels on it (kg, as text) and what is left to pay for it
   * (tetri: the unpaid charge lines, what paying the flight takes).
   */
  async flightsWithState(db: DbOrTx, accountId: string, flightIds: string[]) {
    if (flightIds.length === 0) return [];
    const unpaid = sql<boolean>`exists (select 1 from ${parcels} p where p.flight_id = ${flights.id} and p.account_id = ${accountId}
      and p.price_tetri is not null and not p.paid)`;
    const weightKg = sql<string>`(select coalesce(sum(p.weight_kg), 0) from ${parcels} p
      where p.flight_id = ${flights.id} and p.account_id = ${accountId})`;
    const toPayTetri = sql<string>`(select coalesce(sum(il.amount_tetri), 0) from ${invoiceLines} il
      join ${invoices} i on i.id = il.invoice_id
      where i.flight_id = ${flights.id} and i.account_id = ${accountId} and il.paid_by_ledger_id is null)`;
    return db
      .select({ flight: flights, remark: flightRemarks, unpaid, weightKg, toPayTetri })
      .from(flights)
      .leftJoin(flightRemarks, eq(flightRemarks.key, flights.remarkKey))
      .where(inArray(flights.id, flightIds))
      .orderBy(sql`${flights.departedAt} desc nulls last`);
  },
};
