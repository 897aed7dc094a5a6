/**
 * A flight's life (spec §4, §6): create and edit flights, put weighed parcels on them (charged through
 * the money module), and mark them landed. The parcels' own steps go through parcel-life; bulk steps are
 * set-based.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FlightInput, FlightPatch } from '@amanati/shared/admin';
import { arrivalProblem } from '@amanati/shared/flights';
import { isUuid } from '@amanati/shared/ids';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { flightRemarks, flights, parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { rowsOf, uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { parcelLife } from '../parcels/parcel-life.ts';
import { DELAY_NOTICE_SETTLE_MS } from './delay-notice.job.ts';
import { loadParcels, type ParcelSelection } from './load-parcels.ts';
import type { ManifestRow } from './manifest.ts';
import { withCustomsGroups, type ManifestParcel } from './manifest-groups.ts';

/** Whether a remark tells the flight's customers when a flight is given it. */
async function announces(tx: Tx, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ announce: flightRemarks.announce })
    .from(flightRemarks)
    .where(eq(flightRemarks.key, key));
  return row?.announce ?? false;
}

const DAY = 864e5;
const PREFIX: Record<number, string> = { 1: 'CN', 2: 'US', 3: 'TR' };

export type FlightRow = typeof flights.$inferSelect;

/** A remark is a key of the flight remarks dictionary (spec-readings, Flights: `additionalText`). */
async function assertRemark(tx: Tx, key: string | null | undefined) {
  if (!key) return;
  const [row] = await tx
    .select({ key: flightRemarks.key })
    .from(flightRemarks)
    .where(eq(flightRemarks.key, key));
  if (!row) throw badRequest(MSG.remarkUnknown, { remarkKey: MSG.remarkUnknown });
}

function codeFor(country: number, departedAt: Date): string {
  const d = departedAt;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${PREFIX[country]}-${String(d.getUTCFullYear()).slice(2)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

export function createFlightsService(deps: Pick<AppContext, 'database' | 'notifier'>) {
  const { db } = deps.database;

  async function lockFlight(tx: Tx, id: string) {
    if (!isUuid(id)) throw notFound();
    const [row] = await tx.select().from(flights).where(eq(flights.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  /** What a flight carries, beside each flight row. */
  const carried = {
    // Spelled out: inside a one-table select Drizzle renders ${flights.id} as a bare "id", which
    // the subquery would read as p.id (every count 0).
    parcels: sql<number>`(select count(*)::int from ${parcels} p where p.flight_id = "flights"."id")`,
    weightKg: sql<string>`(select coalesce(sum(p.weight_kg), 0) from ${parcels} p where p.flight_id = "flights"."id")`,
  };

  return {
    list: (status: 'open' | 'all', country?: number) =>
      db
        .select({ flight: flights, ...carried })
        .from(flights)
        .where(
          and(
            status === 'open' ? isNull(flights.endAt) : undefined,
            country ? eq(flights.country, country) : undefined,
          ),
        )
        .orderBy(sql`${flights.departedAt} desc nulls last`)
        .limit(200),

    async get(id: string) {
      if (!isUuid(id)) throw notFound();
      const [row] = await db.select().from(flights).where(eq(flights.id, id));
      if (!row) throw notFound();
      return row;
    },

    /** One flight with what it carries (the arrival confirmation tells the operator how many parcels). */
    async getCarrying(id: string) {
      if (!isUuid(id)) throw notFound();
      const [row] = await db
        .select({ flight: flights, ...carried })
        .from(flights)
        .where(eq(flights.id, id));
      if (!row) throw notFound();
      return row;
    },

    async create(input: FlightInput, actorId: string) {
      // A typed code must be free; a generated one (country + departure day) takes the next free
      // suffix, so a second flight on the same day gets "TR-261123-2" instead of an error.
      const base = input.code ?? codeFor(input.country, input.departedAt);
      for (let n = 1; ; n++) {
        const code = n === 1 ? base : `${base}-${n}`;
        try {
          return await db.transaction(async (tx) => {
            await assertRemark(tx, input.remarkKey);
            const [row] = await tx
              .insert(flights)
              .values({
                ...input,
                code,
                // The first arrival time and remark are news of the flight, not changes to announce.
                announcedEstimatedAt: input.estimatedAt ?? null,
                announcedRemarkKey: input.remarkKey ?? null,
                // Declaring closes 3 days after departure unless staff say otherwise (null: no deadline).
                declarationDeadline:
                  input.declarationDeadline === undefined
                    ? new Date(input.departedAt.getTime() + 3 * DAY)
                    : input.declarationDeadline,
              })
              .returning();
            await audit(tx, actorId, 'flight.create', 'flight', row!.id, { code });
            return row!;
          });
        } catch (err) {
          if (uniqueViolation(err) !== 'flights_code_uq') throw err;
          if (input.code || n >= 50) throw conflict(MSG.flightCodeTaken, { code: MSG.flightCodeTaken });
        }
      }
    },

    async update(id: string, patch: FlightPatch, actorId: string) {
      return db.transaction(async (tx) => {
        const before = await lockFlight(tx, id);
        if (patch.remarkKey !== undefined) await assertRemark(tx, patch.remarkKey);
        const now = Date.now();
        // A new departure carries the deadline along (same distance from departure) unless one is given;
        // null clears it.
        const shifted =
          patch.declarationDeadline === undefined &&
          patch.departedAt !== undefined &&
          before.departedAt !== null &&
          before.declarationDeadline !== null &&
          patch.departedAt.getTime() !== before.departedAt.getTime();
        const deadline =
          patch.declarationDeadline !== undefined
            ? patch.declarationDeadline
            : shifted
              ? new Date(
                  before.declarationDeadline!.getTime() +
                    patch.departedAt!.getTime() -
                    before.departedAt!.getTime(),
                )
              : before.declarationDeadline;
        // Declaring cannot be switched on behind a deadline that has passed: move or clear the deadline too.
        if (patch.updateStatus && deadline && deadline.getTime() <= now)
          throw conflict(MSG.declarationDeadlinePassed, { updateStatus: MSG.declarationDeadlinePassed });
        // A deadline set or moved reopens declaring when it lies ahead (closes it when past) unless staff
        // set the switch themselves; a cleared deadline leaves the switch as it was.
        const updateStatus =
          patch.updateStatus ??
          (deadline && (patch.declarationDeadline || shifted)
            ? deadline.getTime() > now
            : before.updateStatus);
        const deadlineChanged =
          (deadline?.getTime() ?? null) !== (before.declarationDeadline?.getTime() ?? null);
        const etaChanged =
          patch.estimatedAt !== undefined &&
          (patch.estimatedAt?.getTime() ?? null) !== (before.estimatedAt?.getTime() ?? null);
        // Marking a flight with an announcing remark ("delayed") is news too, with the remark as the reason.
        const remarkAnnounced =
          patch.remarkKey !== undefined &&
          patch.remarkKey !== before.remarkKey &&
          patch.remarkKey !== null &&
          (await announces(tx, patch.remarkKey));
        const [row] = await tx
          .update(flights)
          .set({
            ...patch,
            declarationDeadline: deadline,
            updateStatus,
            // A new deadline gets its own "deadline near" reminders.
            ...(deadlineChanged ? { deadlineNotifiedAt: null } : {}),
            // A new arrival time is announced once edits settle (delay-notice.job.ts).
            ...(etaChanged || remarkAnnounced
              ? { delayNoticeDueAt: new Date(now + DELAY_NOTICE_SETTLE_MS) }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(flights.id, id))
          .returning();
        await audit(tx, actorId, 'flight.update', 'flight', id, {
          changes: Object.keys(patch),
          ...(deadlineChanged
            ? { declarationDeadline: { from: before.declarationDeadline, to: deadline } }
            : {}),
          ...(updateStatus !== before.updateStatus ? { updateStatus } : {}),
        });
        return row!;
      });
    },

    /** Puts `stock` parcels of the flight's country on it: sent, charged, timeline event, customer notified. */
    addParcels: (flightId: string, select: ParcelSelection, actorId: string) =>
      db.transaction(async (tx) =>
        loadParcels(tx, await lockFlight(tx, flightId), select, actorId, deps.notifier),
      ),

    /** Landed: `endAt` set, every parcel on it `arrived`, each customer told once. */
    async arrive(id: string, endAt: Date, actorId: string) {
      return db.transaction(async (tx) => {
        const flight = await lockFlight(tx, id);
        if (flight.endAt) throw new AppError(409, MSG.flightAlreadyArrived);
        const problem = arrivalProblem(endAt, flight.departedAt);
        if (problem) throw badRequest(problem, { endAt: problem });
        // "Ready for pickup" while the dictionary has it (a remark key always names a remark).
        const [ready] = await tx
          .select({ key: flightRemarks.key })
          .from(flightRemarks)
          .where(eq(flightRemarks.key, 'ready_for_pickup'));
        await tx
          .update(flights)
          .set({ endAt, ...(ready ? { remarkKey: ready.key } : {}), updatedAt: new Date() })
          .where(eq(flights.id, id));
        const arrived = await parcelLife.arrive(tx, flight, { actorId });
        const perCustomer = new Map<string, number>();
        // Parcels on a customs hold (issue 16 §5): their customer is told what to do, once per flight.
        const heldPerCustomer = new Map<string, number>();
        for (const p of arrived) {
          if (p.accountId) perCustomer.set(p.accountId, (perCustomer.get(p.accountId) ?? 0) + 1);
          if (p.accountId && p.held)
            heldPerCustomer.set(p.accountId, (heldPerCustomer.get(p.accountId) ?? 0) + 1);
        }
        await deps.notifier.notifyMany(tx, [
          ...[...perCustomer].map(([accountId, count]) => ({
            accountId,
            kind: 'flight_arrived' as const,
            data: { flight: flight.code, count },
          })),
          ...[...heldPerCustomer].map(([accountId, count]) => ({
            accountId,
            kind: 'customs_held' as const,
            data: { flight: flight.code, count },
          })),
        ]);
        await audit(tx, actorId, 'flight.arrive', 'flight', id, {
          parcels: arrived.length,
          endAt: endAt.toISOString(),
        });
        return { flight: flight.code, parcels: arrived.length, customers: perCustomer.size };
      });
    },

    /** Rows of the customs manifest, each with its customs group and the group's total (issue 16 §4). */
    async manifest(id: string): Promise<ManifestRow[]> {
      const [flight] = await db
        .select({ departedAt: flights.departedAt })
        .from(flights)
        .where(eq(flights.id, id));
      const rows = rowsOf<ManifestParcel>(
        await db.execute(sql`select a.axid, a.type, a.ind_entrepreneur, a.name_en, a.last_name_en, a.ltd_name_en,
          p.tracking, p.category, p.quantity, p.amount, p.currency, p.weight_kg,
          p.id, p.account_id, p.flight_id, p.country, p.shop, p.other_shop, p.personal, p.sender_name
        from ${parcels} p join accounts a on a.id = p.account_id
        where p.flight_id = ${id} order by a.axid, p.tracking`),
      );
      return withCustomsGroups(db, rows, flight?.departedAt ?? new Date());
    },

    recent: (limit = 20) => db.select().from(flights).orderBy(desc(flights.createdAt)).limit(limit),
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
