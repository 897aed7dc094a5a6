/**
 * Pickup passes (issue 21 §1). A pass covers exactly the parcels ready at its branch when it was made
 * (arrived, paid, not held by customs, not with a courier); the branch finds it by its code and hands
 * those parcels over through the hand-over's own checks, in the transaction that marks the pass used —
 * so two operators with one pass hand over once.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { BRANCH_CODES } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import {
  isPickupSlot,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
  PICKUP_QR_PREFIX,
  pickupCodeOf,
  pickupSlots,
  type PickupHandoverRequest,
  type PickupPassRequest,
} from '@amanati/shared/pickup';
import type { PickupParcel, PickupPass } from '@amanati/shared/answers/pickup';
import { tbilisiDay, tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { Role } from '@amanati/shared/constants';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  courierOrderParcels,
  courierOrders,
  flights,
  parcels,
  pickupPasses,
} from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { handOverIn } from '../parcels/handover.service.ts';

type PassRow = typeof pickupPasses.$inferSelect;

const newCode = () =>
  Array.from(
    { length: PICKUP_CODE_LENGTH },
    () => PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)],
  ).join('');

/** Parcels a pass may cover: arrived, paid, released by customs, not in an open courier order. */
function readyParcels(db: DbOrTx, accountId: string, branch?: string) {
  const inOpenOrder = db
    .select({ id: courierOrderParcels.parcelId })
    .from(courierOrderParcels)
    .innerJoin(courierOrders, eq(courierOrders.id, courierOrderParcels.orderId))
    .where(inArray(courierOrders.status, ['new', 'assigned']));
  return db
    .select({
      id: parcels.id,
      tracking: parcels.tracking,
      branch: parcels.branch,
      flight: flights.code,
      weightKg: parcels.weightKg,
    })
    .from(parcels)
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(
      and(
        eq(parcels.accountId, accountId),
        eq(parcels.status, 'arrived'),
        eq(parcels.paid, true),
        or(isNull(parcels.customsState), notInArray(parcels.customsState, ['held', 'receipt'])),
        notInArray(parcels.id, inOpenOrder),
        branch ? eq(parcels.branch, branch) : undefined,
      ),
    )
    .orderBy(asc(flights.code), asc(parcels.tracking));
}

const toParcel = (p: {
  id: string;
  tracking: string;
  flight: string | null;
  weightKg: string | number | null;
}): PickupParcel => ({
  id: p.id,
  tracking: p.tracking,
  flight: p.flight,
  weightKg: p.weightKg === null ? null : Number(p.weightKg),
});

export function createPickupService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  /** The pass with its parcels as they are now (a used pass keeps listing what it covered). */
  async function toWire(pass: PassRow): Promise<PickupPass> {
    const rows = pass.parcelIds.length
      ? await db
          .select({
            id: parcels.id,
            tracking: parcels.tracking,
            flight: flights.code,
            weightKg: parcels.weightKg,
          })
          .from(parcels)
          .leftJoin(flights, eq(flights.id, parcels.flightId))
          .where(inArray(parcels.id, pass.parcelIds))
          .orderBy(asc(flights.code), asc(parcels.tracking))
      : [];
    return {
      id: pass.id,
      code: pass.code,
      qr: `${PICKUP_QR_PREFIX}${pass.code}`,
      branch: pass.branch,
      parcels: rows.map(toParcel),
      trustee:
        pass.trusteeName && pass.trusteePersonalId
          ? { name: pass.trusteeName, personalId: pass.trusteePersonalId }
          : null,
      slot: pass.slot?.toISOString() ?? null,
      state: pass.state,
      createdAt: pass.createdAt.toISOString(),
      usedAt: pass.usedAt?.toISOString() ?? null,
    };
  }

  const customerOf = async (accountId: string) => {
    const [a] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    const person = `${a!.nameEn || a!.nameKa} ${a!.lastNameEn || a!.lastNameKa}`.trim();
    const name = a!.type === 2 ? a!.ltdNameEn || a!.ltdName || person : person;
    return { id: a!.id, axid: a!.axid, name, phone: a!.phone || null };
  };

  return {
    async overview(accountId: string) {
      const ready = await readyParcels(db, accountId);
      const byBranch = new Map<string, PickupParcel[]>();
      for (const p of ready)
        byBranch.set(p.branch ?? '', [...(byBranch.get(p.branch ?? '') ?? []), toParcel(p)]);
      const passes = await db
        .select()
        .from(pickupPasses)
        .where(and(eq(pickupPasses.accountId, accountId), eq(pickupPasses.state, 'active')))
        .orderBy(asc(pickupPasses.branch));
      return {
        // In the branches' usual order.
        ready: BRANCH_CODES.filter((b) => byBranch.has(b)).map((branch) => ({
          branch,
          parcels: byBranch.get(branch)!,
        })),
        passes: await Promise.all(passes.map(toWire)),
      };
    },

    /** A new pass for the branch's ready parcels, replacing the customer's active one there. */
    async create(accountId: string, req: PickupPassRequest): Promise<PickupPass> {
      if (req.slot && (new Date(req.slot) <= new Date() || !isPickupSlot(req.slot, tbilisiDay(req.slot))))
        throw badRequest(MSG.pickupSlotInvalid, { slot: MSG.pickupSlotInvalid });
      for (let attempt = 0; ; attempt++) {
        try {
          const pass = await db.transaction(async (tx) => {
            const ready = await readyParcels(tx, accountId, req.branch);
            if (!ready.length) throw new AppError(409, MSG.pickupNothingReady);
            await tx
              .update(pickupPasses)
              .set({ state: 'cancelled' })
              .where(
                and(
                  eq(pickupPasses.accountId, accountId),
                  eq(pickupPasses.branch, req.branch),
                  eq(pickupPasses.state, 'active'),
                ),
              );
            const [row] = await tx
              .insert(pickupPasses)
              .values({
                accountId,
                branch: req.branch,
                code: newCode(),
                parcelIds: ready.map((p) => p.id),
                slot: req.slot ? new Date(req.slot) : null,
                trusteeName: req.trustee?.name ?? null,
                trusteePersonalId: req.trustee?.personalId ?? null,
              })
              .returning();
            return row!;
          });
          return await toWire(pass);
        } catch (err) {
          // A code already taken by another active pass, or a parallel request of the same customer: again.
          if (uniqueViolation(err) && attempt < 5) continue;
          throw err;
        }
      }
    },

    async cancel(accountId: string, id: string) {
      const done = await db
        .update(pickupPasses)
        .set({ state: 'cancelled' })
        .where(
          and(
            eq(pickupPasses.id, id),
            eq(pickupPasses.accountId, accountId),
            eq(pickupPasses.state, 'active'),
          ),
        )
        .returning({ id: pickupPasses.id });
      if (!done.length) throw notFound();
    },

    /** A day's slots still ahead, with how many active passes of the branch chose each. */
    async slots(branch: string, day: string) {
      const now = Date.now();
      const starts = pickupSlots(day).filter((s) => new Date(s).getTime() > now);
      if (!starts.length) return [];
      const taken = await db
        .select({ slot: pickupPasses.slot, n: sql<number>`count(*)::int` })
        .from(pickupPasses)
        .where(
          and(
            eq(pickupPasses.branch, branch),
            eq(pickupPasses.state, 'active'),
            inArray(
              pickupPasses.slot,
              starts.map((s) => new Date(s)),
            ),
          ),
        )
        .groupBy(pickupPasses.slot);
      const count = new Map(taken.map((t) => [t.slot!.toISOString(), t.n]));
      return starts.map((start) => ({ start, taken: count.get(start) ?? 0 }));
    },

    /** The branch finds a pass by its code (typed, or the QR's text). */
    async lookup(codeText: string, branch: string) {
      const code = pickupCodeOf(codeText);
      if (!code) throw new AppError(404, MSG.pickupPassUnknown);
      const [pass] = await db
        .select()
        .from(pickupPasses)
        .where(eq(pickupPasses.code, code))
        // The active one first: a code is unique among active passes, and may be reused after.
        .orderBy(sql`${pickupPasses.state} = 'active' desc`, desc(pickupPasses.createdAt))
        .limit(1);
      if (!pass) throw new AppError(404, MSG.pickupPassUnknown);
      if (pass.state !== 'active') throw new AppError(409, MSG.pickupPassUsed);
      if (pass.branch !== branch) throw new AppError(409, MSG.parcelOfAnotherBranch);
      return { pass: await toWire(pass), customer: await customerOf(pass.accountId) };
    },

    /**
     * Hands the pass's parcels over, once: the pass row is locked and moved to `used` in the transaction
     * of the hand-over; a trustee's personal number must be the one the customer named.
     */
    async handOver(id: string, req: PickupHandoverRequest, actor: { id: string; role: Role }) {
      return db.transaction(async (tx) => {
        const [pass] = await tx.select().from(pickupPasses).where(eq(pickupPasses.id, id)).for('update');
        if (!pass) throw new AppError(404, MSG.pickupPassUnknown);
        if (pass.state !== 'active') throw new AppError(409, MSG.pickupPassUsed);
        if (pass.branch !== req.branch) throw new AppError(409, MSG.parcelOfAnotherBranch);
        const trustee =
          pass.trusteeName && pass.trusteePersonalId
            ? { name: pass.trusteeName, personalId: pass.trusteePersonalId }
            : undefined;
        if (req.collector === 'trustee') {
          if (!trustee) throw new AppError(409, MSG.pickupNoTrustee);
          if (!req.trusteePersonalId)
            throw badRequest(MSG.personalIdElevenDigits, { trusteePersonalId: MSG.required });
          if (req.trusteePersonalId !== trustee.personalId)
            throw new AppError(409, MSG.pickupTrusteeMismatch, {
              trusteePersonalId: MSG.pickupTrusteeMismatch,
            });
        }
        // Still exactly what the pass covers: each parcel ready at its branch.
        const still = await readyParcels(tx, pass.accountId, pass.branch);
        const ready = new Set(still.map((p) => p.id));
        if (!pass.parcelIds.every((p) => ready.has(p))) throw new AppError(409, MSG.pickupPassStale);
        await tx
          .update(pickupPasses)
          .set({ state: 'used', usedAt: new Date(), usedBy: actor.id, collector: req.collector })
          .where(eq(pickupPasses.id, pass.id));
        const result = await handOverIn(
          tx,
          { parcelIds: pass.parcelIds, branch: pass.branch, override: false },
          actor,
          {
            by: 'branch',
            pass: pass.code,
            collector: req.collector,
            ...(req.collector === 'trustee' && trustee ? { trustee } : {}),
          },
        );
        await audit(tx, actor.id, 'pickup.handover', 'pickup_pass', pass.id, {
          code: pass.code,
          collector: req.collector,
          parcels: pass.parcelIds.length,
        });
        return result;
      });
    },

    /** The branch's active passes to prepare: that day's by slot, then those without a slot. */
    async preparation(branch: string, day: string) {
      const noon = tbilisiNoon(day);
      if (!noon) throw badRequest(MSG.invalidValue, { day: MSG.invalidValue });
      const from = new Date(noon.getTime() - 12 * 3_600_000);
      const to = new Date(noon.getTime() + 12 * 3_600_000);
      const rows = await db
        .select()
        .from(pickupPasses)
        .where(
          and(
            eq(pickupPasses.branch, branch),
            eq(pickupPasses.state, 'active'),
            or(
              isNull(pickupPasses.slot),
              and(sql`${pickupPasses.slot} >= ${from}`, sql`${pickupPasses.slot} < ${to}`),
            ),
          ),
        )
        .orderBy(sql`${pickupPasses.slot} asc nulls last`, asc(pickupPasses.createdAt))
        .limit(500);
      return Promise.all(
        rows.map(async (p) => ({ ...(await toWire(p)), customer: await customerOf(p.accountId) })),
      );
    },
  };
}

export type PickupService = ReturnType<typeof createPickupService>;
