/** Arrived parcels a courier can take, and courier orders. */
import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  accounts,
  courierOrderParcels,
  courierOrders,
  flightRemarks,
  flights,
  parcels,
} from '../../db/schema/index.ts';

export type CourierOrderRow = typeof courierOrders.$inferSelect;

/** Not already in an order that is still open. */
const notInOpenOrder = (db: DbOrTx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(courierOrderParcels)
      .innerJoin(courierOrders, eq(courierOrders.id, courierOrderParcels.orderId))
      .where(
        and(eq(courierOrderParcels.parcelId, parcels.id), inArray(courierOrders.status, ['new', 'assigned'])),
      ),
  );

export type CourierOrderStatus = CourierOrderRow['status'];

export const courierRepo = {
  /** Orders for the back office, newest first, with the customer's AXID. */
  staffList: (db: DbOrTx, status: CourierOrderStatus | undefined) =>
    db
      .select({ order: courierOrders, axid: accounts.axid })
      .from(courierOrders)
      .innerJoin(accounts, eq(accounts.id, courierOrders.accountId))
      .where(status ? eq(courierOrders.status, status) : undefined)
      .orderBy(desc(courierOrders.createdAt))
      .limit(500),

  /** The customer's own orders, newest first (at most 200), with how many parcels each takes. */
  ownList: (db: DbOrTx, accountId: string) =>
    db
      .select({
        order: courierOrders,
        parcels: sql<number>`(select count(*)::int from ${courierOrderParcels}
          where ${courierOrderParcels.orderId} = ${courierOrders.id})`.mapWith(Number),
      })
      .from(courierOrders)
      .where(eq(courierOrders.accountId, accountId))
      .orderBy(desc(courierOrders.createdAt), desc(courierOrders.number))
      .limit(200),

  /**
   * The customer's account row, locked until the transaction ends: orders of one account are made one
   * at a time, so the "not in an open order" check of the next one sees the parcels this one took.
   * NO KEY UPDATE still lets other work insert rows that reference the account (notifications, ledger).
   */
  async lockAccount(tx: Tx, accountId: string) {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('no key update');
    return row;
  },

  /**
   * The customer's arrived parcels at a branch that no open courier order holds and customs does not
   * (issue 16 §5: a held parcel is released first), with their flights.
   */
  deliverable: (db: DbOrTx, accountId: string, branch: string) =>
    db
      .select({ parcel: parcels, flight: flights, remark: flightRemarks })
      .from(parcels)
      .innerJoin(flights, eq(flights.id, parcels.flightId))
      .leftJoin(flightRemarks, eq(flightRemarks.key, flights.remarkKey))
      .where(
        and(
          eq(parcels.accountId, accountId),
          eq(parcels.status, 'arrived'),
          eq(parcels.branch, branch),
          sql`coalesce(${parcels.customsState}, 'cleared') = 'cleared'`,
          notInOpenOrder(db),
        ),
      )
      .orderBy(asc(flights.code), asc(parcels.createdAt)),

  async insertOrder(db: DbOrTx, values: typeof courierOrders.$inferInsert, parcelIds: string[]) {
    const [order] = await db.insert(courierOrders).values(values).returning();
    await db
      .insert(courierOrderParcels)
      .values(parcelIds.map((parcelId) => ({ orderId: order!.id, parcelId })));
    return order!;
  },

  async lock(db: DbOrTx, orderId: string) {
    const [row] = await db.select().from(courierOrders).where(eq(courierOrders.id, orderId)).for('update');
    return row;
  },

  async parcelIds(db: DbOrTx, orderId: string) {
    const rows = await db
      .select({ id: courierOrderParcels.parcelId })
      .from(courierOrderParcels)
      .where(eq(courierOrderParcels.orderId, orderId));
    return rows.map((r) => r.id);
  },

  async setStatus(db: DbOrTx, orderId: string, status: CourierOrderRow['status'], courierName?: string) {
    const [row] = await db
      .update(courierOrders)
      .set({ status, updatedAt: new Date(), ...(courierName !== undefined ? { courierName } : {}) })
      .where(eq(courierOrders.id, orderId))
      .returning();
    return row!;
  },
};
