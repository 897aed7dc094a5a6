/**
 * A parcel's life (spec §4): declared, waiting abroad → received at the warehouse (stock) → on a flight
 * (sent) → landed (arrived) → handed over (obtained). This file is the only code that changes a parcel's
 * status or writes its timeline: every step checks where the parcel comes from, moves it, and records
 * the event with who did it, where and when — in the caller's transaction, so a step and its record
 * commit together. Callers (the customer's declarations, intake, flights, handover, courier, the demo
 * seed) decide whether a step is allowed by their own rules; this file guards the order of the steps.
 * Steps over many parcels are set-based (one statement each, array parameters): a flight carries
 * thousands. A step that changes what a parcel's customs group is made of (a declaration, a weight, a
 * flight) settles the groups of the customers it touched (customs-groups.ts). Each step also writes its
 * webhook events (issue 22 §4) in the same transaction, for the accounts' subscribed endpoints.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatLari } from '@amanati/shared/money';
import { flightCity, type ParcelStatus } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { arrayOf, jsonArrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { emitParcelEvents } from '../webhooks/events.ts';
import { settleCustomsGroups } from './customs-groups.ts';
import { WAREHOUSE, type EventKind, type Mark } from './parcel-marks.ts';
import type { NewParcel, ParcelRow } from './parcels.repo.ts';

export { WAREHOUSE, type EventKind, type Mark } from './parcel-marks.ts';

/**
 * How a parcel left us, as its timeline records it: at a branch (with a pickup pass: its code, who
 * collected, and the trustee whose document was checked) or with a courier.
 */
export type ObtainedHow =
  | {
      by: 'branch';
      pass?: string;
      collector?: 'owner' | 'trustee';
      trustee?: { name: string; personalId: string };
    }
  | { by: 'courier'; order: string };

/** A step's statuses: where a parcel may come from. */
const FROM = {
  stock: ['waiting', 'stock'],
  sent: ['stock'],
  arrived: ['sent'],
  obtained: ['arrived'],
} as const satisfies Partial<Record<ParcelStatus, readonly ParcelStatus[]>>;

type Measured = Pick<NewParcel, 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm'>;
type Declared = Omit<NewParcel, 'status' | 'id' | 'createdAt' | 'updatedAt'>;

/** Writes timeline events; exported for customs-clearance.ts, the customs steps of this same life. */
export async function record(
  db: DbOrTx,
  kind: EventKind,
  mark: Mark,
  events: { parcelId: string; data: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  // One statement for any number of parcels; `at` defaults to the transaction's time.
  await db.execute(
    sql`insert into ${parcelEvents} (parcel_id, kind, actor_id, place, data, at)
      select p, ${kind}, ${mark.actorId}::uuid, ${mark.place ?? null}, d, coalesce(${mark.at?.toISOString() ?? null}::timestamptz, now())
      from unnest(${arrayOf(
        events.map((e) => e.parcelId),
        'uuid',
      )}, ${jsonArrayOf(events.map((e) => e.data))}) as t(p, d)`,
  );
}

/** A step that found some parcel somewhere it cannot come from: the caller's checks and this guard disagree. */
function outOfOrder(step: keyof typeof FROM): AppError {
  return new AppError(409, step === 'obtained' ? 'parcel_not_arrived' : 'parcel_status_changed');
}

async function insertParcel(db: DbOrTx, values: NewParcel, at: Date | undefined): Promise<ParcelRow> {
  const [row] = await db
    .insert(parcels)
    .values({ ...values, ...(at ? { createdAt: at, updatedAt: at } : {}) })
    .returning();
  return row!;
}

export const parcelLife = {
  /** A customer declares a parcel they expect: it waits abroad. */
  async declare(db: DbOrTx, values: Declared, mark: Mark): Promise<ParcelRow> {
    const row = await insertParcel(db, { ...values, status: 'waiting' }, mark.at);
    await record(db, 'declared', mark, [{ parcelId: row.id, data: {} }]);
    await settleCustomsGroups(db, [row.accountId]);
    return row;
  },

  /**
   * A declaration completed (`declared`) or changed (`edited`) by its customer: the status stays, the
   * timeline says which fields changed.
   */
  async noteDeclaration(
    db: DbOrTx,
    parcel: Pick<ParcelRow, 'id' | 'accountId'>,
    kind: 'declared' | 'edited',
    fields: string[],
    mark: Mark,
  ): Promise<void> {
    await record(db, kind, mark, [{ parcelId: parcel.id, data: { fields } }]);
    await settleCustomsGroups(db, [parcel.accountId]);
  },

  /**
   * Received at the warehouse abroad (weighed, measured, the label photographed): a waiting declaration
   * goes to stock (`received`); a parcel already in stock is weighed again (`reweighed`).
   */
  async receive(
    db: DbOrTx,
    parcel: ParcelRow,
    measured: Measured & { labelPhoto?: string | null },
    mark: Mark,
  ): Promise<{ row: ParcelRow; kind: 'received' | 'reweighed' }> {
    const kind = parcel.status === 'stock' ? 'reweighed' : 'received';
    const [row] = await db
      .update(parcels)
      .set({
        status: 'stock',
        weightKg: measured.weightKg,
        lengthCm: measured.lengthCm ?? null,
        widthCm: measured.widthCm ?? null,
        heightCm: measured.heightCm ?? null,
        ...(measured.labelPhoto ? { labelPhoto: measured.labelPhoto } : {}),
        updatedAt: mark.at ?? new Date(),
      })
      .where(and(eq(parcels.id, parcel.id), sql`${parcels.status} = any(${arrayOf(FROM.stock, 'text')})`))
      .returning();
    if (!row) throw outOfOrder('stock');
    await record(db, kind, mark, [
      { parcelId: parcel.id, data: { weightKg: measured.weightKg, photo: measured.labelPhoto ?? null } },
    ]);
    await settleCustomsGroups(db, [row.accountId]);
    // Every weighing is `parcel.weighed`; the first one comes with `parcel.received`, before it.
    if (kind === 'received') await emitParcelEvents(db, 'parcel.received', [{ parcelId: row.id }]);
    await emitParcelEvents(db, 'parcel.weighed', [{ parcelId: row.id }]);
    return { row, kind };
  },

  /**
   * The customer disputes the weight or size of a parcel in stock (issue 21 §2): the status stays; the
   * flight's loading holds it back until staff answer (`disputeAnswered`, after a `receive` re-weigh).
   */
  async dispute(
    db: DbOrTx,
    parcelId: string,
    data: { kind: 'weight' | 'size'; reason: string; expectedWeightKg: string | null },
    mark: Mark,
  ): Promise<void> {
    await record(db, 'disputed', mark, [{ parcelId, data }]);
  },

  /** Staff's answer to a dispute, with the measurements before and after the re-weigh. */
  async disputeAnswered(
    db: DbOrTx,
    parcelId: string,
    data: { answer: string; before: unknown; after: unknown },
    mark: Mark,
  ): Promise<void> {
    await record(db, 'dispute_answered', mark, [{ parcelId, data }]);
  },

  /**
   * Declarations of a tracking number whose parcel the label gave to another customer (issue 16 §7): they
   * end here. The rows go (a waiting declaration holds no money); the caller audits what they said and
   * tells their authors. Answers their invoice files, to be removed from storage once committed.
   */
  async closeDeclarations(db: DbOrTx, declarations: readonly ParcelRow[]): Promise<string[]> {
    if (declarations.length === 0) return [];
    const closed = await db
      .delete(parcels)
      .where(
        and(
          sql`${parcels.id} = any(${arrayOf(
            declarations.map((d) => d.id),
            'uuid',
          )})`,
          eq(parcels.status, 'waiting'),
        ),
      )
      .returning({ accountId: parcels.accountId, file: parcels.file });
    if (closed.length !== declarations.length) throw outOfOrder('stock');
    await settleCustomsGroups(
      db,
      closed.map((c) => c.accountId),
    );
    return closed.flatMap((c) => (c.file ? [c.file] : []));
  },

  /** A parcel nobody declared, received for the customer its label names: in stock at once. */
  async receiveUndeclared(
    db: DbOrTx,
    values: Declared & { weightKg: string },
    mark: Mark,
  ): Promise<ParcelRow> {
    const row = await insertParcel(db, { ...values, status: 'stock' }, mark.at);
    await record(db, 'received', mark, [
      { parcelId: row.id, data: { weightKg: values.weightKg, photo: values.labelPhoto ?? null } },
    ]);
    await settleCustomsGroups(db, [row.accountId]);
    await emitParcelEvents(db, 'parcel.received', [{ parcelId: row.id }]);
    await emitParcelEvents(db, 'parcel.weighed', [{ parcelId: row.id }]);
    return row;
  },

  /**
   * Parcels in stock put on a flight: sent. `charge` prices them once they are on it (the money module's
   * first charges) and answers each parcel's charge in tetri, which the timeline records.
   */
  async send(
    db: DbOrTx,
    flight: { id: string; code: string; country: number },
    sent: { id: string; priceTetri: number | null }[],
    mark: Mark,
    charge: (parcelIds: string[]) => Promise<Map<string, number>>,
  ): Promise<Map<string, number>> {
    const ids = sent.map((p) => p.id);
    if (ids.length === 0) return new Map();
    const moved = await db
      .update(parcels)
      .set({ status: 'sent', flightId: flight.id, updatedAt: mark.at ?? new Date() })
      .where(and(sql`${parcels.id} = any(${arrayOf(ids, 'uuid')})`, eq(parcels.status, 'stock')))
      .returning({ id: parcels.id, accountId: parcels.accountId });
    if (moved.length !== ids.length) throw outOfOrder('sent');
    await settleCustomsGroups(
      db,
      moved.map((p) => p.accountId),
    );
    const charges = await charge(ids);
    await record(
      db,
      'sent',
      { place: WAREHOUSE[flight.country] ?? null, ...mark },
      sent.map((p) => ({
        parcelId: p.id,
        data: { flightId: flight.code, charge: formatLari(charges.get(p.id) ?? p.priceTetri ?? 0) },
      })),
    );
    await emitParcelEvents(
      db,
      'parcel.departed',
      sent.map((p) => ({
        parcelId: p.id,
        extra: { charge: { amount: formatLari(charges.get(p.id) ?? p.priceTetri ?? 0), currency: 'GEL' } },
      })),
    );
    return charges;
  },

  /**
   * A flight landed: every parcel it carries is arrived (in the city the flight went to); those whose
   * group needs clearance (`custom`, as they flew) are on a customs hold (issue 16 §5), answered `held`.
   */
  async arrive(
    db: DbOrTx,
    flight: { id: string; code: string; tbilisi: boolean },
    mark: Mark,
  ): Promise<{ id: string; accountId: string | null; held: boolean }[]> {
    const at = mark.at ?? new Date();
    const arrived = await db
      .update(parcels)
      .set({
        status: 'arrived',
        customsState: sql`case when ${parcels.custom} then 'held' end`,
        customsHoldReason: sql`case when ${parcels.custom} then 'clearance' end`,
        arrivedAt: at,
        updatedAt: at,
      })
      .where(and(eq(parcels.flightId, flight.id), eq(parcels.status, 'sent')))
      .returning({ id: parcels.id, accountId: parcels.accountId, held: parcels.custom });
    const place = flightCity(flight);
    await record(
      db,
      'arrived',
      { place, ...mark, at },
      arrived.map((p) => ({ parcelId: p.id, data: { flightId: flight.code } })),
    );
    // A moment later, so the timeline reads "arrived", then "held".
    await record(
      db,
      'customs_held',
      { place, ...mark, at: new Date(at.getTime() + 1) },
      arrived.filter((p) => p.held).map((p) => ({ parcelId: p.id, data: { reason: 'clearance' } })),
    );
    await emitParcelEvents(
      db,
      'parcel.arrived',
      arrived.map((p) => ({ parcelId: p.id, extra: { city: place } })),
    );
    await emitParcelEvents(
      db,
      'parcel.customs_hold',
      arrived.filter((p) => p.held).map((p) => ({ parcelId: p.id, extra: { reason: 'clearance' } })),
    );
    // Not held: it can be collected (once paid) — ready at its branch.
    await emitParcelEvents(
      db,
      'parcel.ready',
      arrived.filter((p) => !p.held).map((p) => ({ parcelId: p.id })),
    );
    return arrived;
  },

  /** Arrived parcels handed over: at a branch's counter, or delivered by a courier. */
  async obtain(db: DbOrTx, parcelIds: string[], how: ObtainedHow, mark: Mark): Promise<void> {
    if (parcelIds.length === 0) return;
    // Customs has not released these yet (issue 16 §5): neither the counter nor a courier hands them over.
    const onHold = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(
        and(
          sql`${parcels.id} = any(${arrayOf(parcelIds, 'uuid')})`,
          inArray(parcels.customsState, ['held', 'receipt']),
        ),
      );
    if (onHold.length)
      throw new AppError(409, MSG.parcelOnCustomsHold, { parcelIds: onHold.map((p) => p.id).join(',') });
    const moved = await db
      .update(parcels)
      .set({ status: 'obtained', handedOverAt: mark.at ?? new Date(), updatedAt: mark.at ?? new Date() })
      .where(and(sql`${parcels.id} = any(${arrayOf(parcelIds, 'uuid')})`, eq(parcels.status, 'arrived')))
      .returning({ id: parcels.id });
    if (moved.length !== new Set(parcelIds).size) throw outOfOrder('obtained');
    await record(
      db,
      'obtained',
      mark,
      moved.map((p) => ({ parcelId: p.id, data: { ...how } })),
    );
    await emitParcelEvents(
      db,
      'parcel.handed_over',
      moved.map((p) => ({ parcelId: p.id, extra: { by: how.by } })),
    );
  },
};
