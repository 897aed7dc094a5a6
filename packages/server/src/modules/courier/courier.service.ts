/**
 * Courier orders (spec §4, §5, §7): the customer orders delivery of paid, arrived parcels; staff move
 * the order new → assigned → delivered (parcels obtained) or cancel it.
 */
import { courierPriceTetri, type CourierOrderInput } from '@amanati/shared/courier';
import { MSG } from '@amanati/shared/messages';
import { englishName } from '@amanati/shared/widgets';
import type { AppContext } from '../../context.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '@amanati/shared/ids';
import { parcelLife } from '../parcels/parcel-life.ts';
import { courierRepo, type CourierOrderRow } from './courier.repo.ts';

const NEXT: Record<CourierOrderRow['status'], CourierOrderRow['status'][]> = {
  new: ['assigned', 'cancelled'],
  assigned: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** The audit action of each move, as the back office names it. */
const ACTION = { assigned: 'assign', delivered: 'deliver', cancelled: 'cancel' } as const;

const weightOf = (rows: { parcel: { weightKg: string | null } }[]) =>
  Math.round(rows.reduce((sum, r) => sum + Number(r.parcel.weightKg ?? 0), 0) * 1000) / 1000;

export function createCourierService(deps: Pick<AppContext, 'database' | 'notifier'>) {
  const { db } = deps.database;

  async function move(
    orderId: string,
    to: keyof typeof ACTION,
    actorId: string | null,
    courierName?: string,
  ) {
    if (!isUuid(orderId)) throw notFound();
    return db.transaction(async (tx) => {
      const order = await courierRepo.lock(tx, orderId);
      if (!order) throw notFound();
      if (!NEXT[order.status].includes(to)) throw new AppError(409, MSG.courierOrderState);
      const updated = await courierRepo.setStatus(tx, orderId, to, courierName);
      if (to === 'delivered') {
        const ids = await courierRepo.parcelIds(tx, orderId);
        await parcelLife.obtain(
          tx,
          ids,
          { by: 'courier', order: orderId },
          { actorId, place: order.address },
        );
      }
      await deps.notifier.notify(tx, order.accountId, `courier_${to}`, {});
      // In the move's own transaction: no audit row without the move, no move without its audit row.
      await audit(tx, actorId, `courier.${ACTION[to]}`, 'courier_order', orderId, { status: updated.status });
      return updated;
    });
  }

  /**
   * The customer cancels an own order that no courier has been assigned to yet. The row lock makes
   * simultaneous cancels (a double tap, two tabs) and a staff assignment take turns: exactly one
   * changes the order, the others are refused with a reason. The fee is paid to the courier on
   * delivery and never entered the ledger, so a cancel moves no money; the parcels are free to be
   * ordered or handed over again. Audited as the customer's act; no bell notice for one's own act.
   */
  async function cancelOwn(accountId: string, orderId: string) {
    if (!isUuid(orderId)) throw notFound();
    return db.transaction(async (tx) => {
      const order = await courierRepo.lock(tx, orderId);
      // Another customer's order is as unknown as a missing one.
      if (!order || order.accountId !== accountId) throw notFound();
      if (order.status === 'assigned') throw new AppError(409, MSG.courierOrderAssigned);
      if (order.status === 'cancelled') throw new AppError(409, MSG.courierOrderCancelled);
      if (order.status !== 'new') throw new AppError(409, MSG.courierOrderState);
      const updated = await courierRepo.setStatus(tx, orderId, 'cancelled');
      await audit(tx, accountId, 'courier.cancel', 'courier_order', orderId, {
        status: updated.status,
        by: 'customer',
      });
      return updated;
    });
  }

  return {
    /** The customer's own orders, newest first, with how many parcels each takes. */
    ownList: (accountId: string) => courierRepo.ownList(db, accountId),
    cancelOwn,

    /** Orders for the back office (newest first, at most 500), optionally of one status. */
    staffList: (status?: CourierOrderRow['status']) => courierRepo.staffList(db, status),

    /** Flights with deliverable parcels at a branch, with their weight and paid state. */
    async flights(accountId: string, branch: string) {
      const rows = await courierRepo.deliverable(db, accountId, branch);
      const byFlight = new Map<
        string,
        {
          flight: (typeof rows)[number]['flight'];
          remark: (typeof rows)[number]['remark'];
          rows: typeof rows;
        }
      >();
      for (const row of rows) {
        const entry = byFlight.get(row.flight.id) ?? { flight: row.flight, remark: row.remark, rows: [] };
        entry.rows.push(row);
        byFlight.set(row.flight.id, entry);
      }
      return [...byFlight.values()].map((e) => ({
        ...e,
        weightKg: weightOf(e.rows),
        unpaid: e.rows.some((r) => !r.parcel.paid),
      }));
    },

    parcels: (accountId: string, branch: string) => courierRepo.deliverable(db, accountId, branch),

    async create(accountId: string, input: CourierOrderInput) {
      return db.transaction(async (tx) => {
        // Lock first: of simultaneous orders for the same parcels one wins, the others then find them
        // taken (user_have_not_products, or select_flights when other flights are still on offer).
        const account = await courierRepo.lockAccount(tx, accountId);
        if (!account) throw notFound();
        const all = await courierRepo.deliverable(tx, accountId, input.branches);
        if (all.length === 0) throw new AppError(409, MSG.userHasNoProducts);
        const known = new Set(all.map((r) => r.flight.code));
        if (input.ids.some((id) => !known.has(id)))
          throw badRequest(MSG.selectFlights, { ids: MSG.selectFlights });
        const chosen = all.filter((r) => input.ids.includes(r.flight.code));
        if (chosen.some((r) => !r.parcel.paid)) throw new AppError(409, MSG.productUnpaid);
        const weightKg = weightOf(chosen);
        const ownName = account.nameKa
          ? `${account.nameKa} ${account.lastNameKa}`
          : account.ltdName || englishName(account);
        const order = await courierRepo.insertOrder(
          tx,
          {
            accountId,
            thirdParty: input.sq1,
            region: input.region,
            city: input.city,
            address: input.address,
            name: input.sq1 ? input.name! : ownName.trim(),
            phone: input.sq1 ? input.phone! : account.phone,
            branch: input.branches,
            flightIds: [...new Set(chosen.map((r) => r.flight.code))],
            weightKg: weightKg.toFixed(3),
            priceTetri: courierPriceTetri(weightKg, input.region),
          },
          chosen.map((r) => r.parcel.id),
        );
        await deps.notifier.notify(tx, accountId, 'courier_new', {});
        return order;
      });
    },

    assign: (orderId: string, courierName: string, actorId: string | null) =>
      move(orderId, 'assigned', actorId, courierName),
    deliver: (orderId: string, actorId: string | null) => move(orderId, 'delivered', actorId),
    cancel: (orderId: string, actorId: string | null) => move(orderId, 'cancelled', actorId),
  };
}

export type CourierService = ReturnType<typeof createCourierService>;
