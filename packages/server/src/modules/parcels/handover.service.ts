/**
 * Handing parcels over at a branch: found by AXID, phone, personal id, organisation id or e-mail; only
 * paid ones, unless an admin overrides; only at a branch of the city the parcel's flight went to.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { branchCity, flightCity, type BranchCode, type Role } from '@amanati/shared/constants';
import { isOnCustomsHold } from '@amanati/shared/customs-clearance';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { accounts, courierOrderParcels, courierOrders, flights, parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { likeTerm, nationalPhone } from '../../lib/search.ts';
import type { Tx } from '../../db/client.ts';
import { parcelLife, type ObtainedHow } from './parcel-life.ts';

/** A courier order still to be delivered: its parcels are not also handed over at the counter. */
const OPEN_ORDER: ('new' | 'assigned')[] = ['new', 'assigned'];

export function createHandoverService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    find: (q: string) => {
      const term = q.trim();
      const phone = nationalPhone(term);
      return db
        .select({
          id: accounts.id,
          axid: accounts.axid,
          email: accounts.email,
          phone: accounts.phone,
          nameEn: accounts.nameEn,
          lastNameEn: accounts.lastNameEn,
          nameKa: accounts.nameKa,
          lastNameKa: accounts.lastNameKa,
          ltdName: accounts.ltdName,
          passportId: accounts.passportId,
          orgId: accounts.orgId,
          branchCode: accounts.branchCode,
        })
        .from(accounts)
        .where(
          and(
            eq(accounts.role, 'customer'),
            or(
              eq(accounts.axid, term.toUpperCase()),
              eq(accounts.phone, phone),
              eq(accounts.passportId, term),
              eq(accounts.orgId, term),
              // Part of an e-mail (with its @); `%` and `_` typed are literal characters.
              term.includes('@') ? ilike(accounts.email, likeTerm(term)) : undefined,
            ),
          ),
        )
        .limit(20);
    },

    /** The arrived parcels at this branch, each with its open courier order (new or assigned), if any. */
    arrived: (accountId: string, branch: string) =>
      db
        .select({
          parcel: parcels,
          flightCode: flights.code,
          courierOrderId: courierOrders.id,
          courierOrderNumber: courierOrders.number,
          courierOrderStatus: sql<'new' | 'assigned'>`${courierOrders.status}`,
        })
        .from(parcels)
        .innerJoin(flights, eq(flights.id, parcels.flightId))
        .leftJoin(courierOrderParcels, eq(courierOrderParcels.parcelId, parcels.id))
        .leftJoin(
          courierOrders,
          and(eq(courierOrders.id, courierOrderParcels.orderId), inArray(courierOrders.status, OPEN_ORDER)),
        )
        .where(
          and(eq(parcels.accountId, accountId), eq(parcels.status, 'arrived'), eq(parcels.branch, branch)),
        )
        .orderBy(asc(flights.code), asc(parcels.tracking))
        // A parcel of several orders (cancelled ones and one open) is listed once, with its open order.
        .then((rows) => {
          const byId = new Map<string, (typeof rows)[number]>();
          for (const r of rows) if (!byId.get(r.parcel.id)?.courierOrderId) byId.set(r.parcel.id, r);
          return [...byId.values()];
        }),

    async handOver(
      input: { parcelIds: string[]; branch: string; override: boolean; reason?: string | undefined },
      actor: { id: string; role: Role },
    ) {
      if (input.override && actor.role !== 'admin') throw forbidden();
      if (input.override && !input.reason)
        throw new AppError(400, MSG.reasonRequired, { reason: MSG.required });
      return db.transaction((tx) => handOverIn(tx, input, actor));
    },
  };
}

/** How the parcels leave: at the counter, or with a pickup pass (its code, who collected, the trustee). */
export type BranchHandover = Extract<ObtainedHow, { by: 'branch' }>;

/**
 * The hand-over's checks and step in the caller's transaction (the pickup pass hands over through it
 * too): every parcel arrived, not held by customs, at this branch and this city, not with a courier,
 * paid unless overridden; then the step and its audit.
 */
export async function handOverIn(
  tx: Tx,
  input: { parcelIds: string[]; branch: string; override: boolean; reason?: string | undefined },
  actor: { id: string; role: Role },
  how: BranchHandover = { by: 'branch' },
) {
  const found = await tx
    .select({ parcel: parcels, tbilisi: flights.tbilisi })
    .from(parcels)
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(inArray(parcels.id, input.parcelIds))
    .orderBy(asc(parcels.id))
    .for('update', { of: parcels });
  if (found.length !== new Set(input.parcelIds).size) throw new AppError(404, MSG.notFound);
  const rows = found.map((r) => r.parcel);
  const city = branchCity(input.branch as BranchCode);
  for (const { parcel: p, tbilisi } of found) {
    if (p.status !== 'arrived') throw new AppError(409, MSG.parcelNotArrived);
    // Held by customs (issue 16 §5): not even an admin's override hands it over before it is cleared.
    if (isOnCustomsHold(p.customsState))
      throw new AppError(409, MSG.parcelOnCustomsHold, { parcelIds: p.id });
    if (p.branch !== input.branch) throw new AppError(409, MSG.parcelOfAnotherBranch);
    // The flight brought it to the other city (e.g. the branch was changed while it flew).
    if (tbilisi !== null && flightCity({ tbilisi }) !== city)
      throw new AppError(409, MSG.flightNotForThisBranch, { parcelIds: p.id });
  }
  // A parcel a courier is taking (open order) is not also handed over at the counter.
  const inOrder = await tx
    .select({ id: courierOrderParcels.parcelId })
    .from(courierOrderParcels)
    .innerJoin(courierOrders, eq(courierOrders.id, courierOrderParcels.orderId))
    .where(
      and(inArray(courierOrderParcels.parcelId, input.parcelIds), inArray(courierOrders.status, OPEN_ORDER)),
    );
  if (inOrder.length)
    throw new AppError(409, MSG.parcelInCourierOrder, {
      parcelIds: inOrder.map((r) => r.id).join(','),
    });
  const unpaid = rows.filter((p) => !p.paid);
  if (unpaid.length && !input.override)
    throw new AppError(409, MSG.productUnpaid, { parcelIds: unpaid.map((p) => p.id).join(',') });
  // Storage fees (issue 21 §5) taken while the balance was short leave it below zero: that debt is paid at
  // the counter (counter.service adds it to what is taken) before the parcels go, as unpaid charges are.
  const owing = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [...new Set(rows.flatMap((p) => (p.accountId ? [p.accountId] : [])))]),
        sql`${accounts.balanceTetri} < 0`,
      ),
    );
  if (owing.length && !input.override) throw new AppError(409, MSG.balanceOwed);
  await parcelLife.obtain(tx, input.parcelIds, how, { actorId: actor.id, place: input.branch });
  const overridden = unpaid.length > 0 || owing.length > 0;
  await audit(tx, actor.id, overridden ? 'handover.override' : 'handover', 'parcel', null, {
    parcelIds: input.parcelIds,
    branch: input.branch,
    ...(unpaid.length ? { unpaid: unpaid.map((p) => p.id) } : {}),
    ...(owing.length ? { balanceOwed: true } : {}),
    ...(overridden ? { reason: input.reason } : {}),
  });
  return { handedOver: rows.length };
}

export type HandoverService = ReturnType<typeof createHandoverService>;
