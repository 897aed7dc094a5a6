/** Storage days: the only place the storage module touches the database. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accounts, parcels, storageCharges } from '../../db/schema/index.ts';

// Written out: inside a subquery drizzle names a column without its table, and `id` would be the charge's.
const charged = sql<string>`coalesce((select sum(sc.amount_tetri) from storage_charges sc where sc.parcel_id = "parcels"."id"), 0)`;
const chargedDays = sql<number>`(select count(*)::int from storage_charges sc where sc.parcel_id = "parcels"."id")`;

/** Arrived parcels still with us (not handed over), of a known customer, with what was charged so far. */
const arrivedColumns = {
  id: parcels.id,
  accountId: parcels.accountId,
  tracking: parcels.tracking,
  branch: parcels.branch,
  weightKg: parcels.weightKg,
  arrivedAt: parcels.arrivedAt,
  storageNoticeAt: parcels.storageNoticeAt,
  chargedTetri: charged,
  chargedDays,
};
const arrived = and(
  eq(parcels.status, 'arrived'),
  isNotNull(parcels.arrivedAt),
  isNotNull(parcels.accountId),
);

export const storageRepo = {
  arrived: (db: DbOrTx) =>
    db.select(arrivedColumns).from(parcels).where(arrived).orderBy(asc(parcels.arrivedAt), asc(parcels.id)),

  arrivedOf: (db: DbOrTx, accountId: string) =>
    db
      .select(arrivedColumns)
      .from(parcels)
      .where(and(arrived, eq(parcels.accountId, accountId)))
      .orderBy(asc(parcels.arrivedAt)),

  /** With their customers, longest stored first; a branch's only when asked. */
  longStored: (db: DbOrTx, branch: string | undefined) =>
    db
      .select({
        ...arrivedColumns,
        axid: accounts.axid,
        type: accounts.type,
        phone: accounts.phone,
        nameKa: accounts.nameKa,
        lastNameKa: accounts.lastNameKa,
        nameEn: accounts.nameEn,
        lastNameEn: accounts.lastNameEn,
        ltdName: accounts.ltdName,
        ltdNameEn: accounts.ltdNameEn,
      })
      .from(parcels)
      .innerJoin(accounts, eq(accounts.id, parcels.accountId))
      .where(and(arrived, branch ? eq(parcels.branch, branch) : undefined))
      .orderBy(asc(parcels.arrivedAt), asc(parcels.id))
      .limit(1000),

  /** Takes an arrived parcel for charging; null when handed over meanwhile or another run holds it. */
  lockArrived: async (tx: Tx, parcelId: string) => {
    const [row] = await tx
      .select({
        id: parcels.id,
        accountId: parcels.accountId,
        tracking: parcels.tracking,
        weightKg: parcels.weightKg,
        arrivedAt: parcels.arrivedAt,
        storageNoticeAt: parcels.storageNoticeAt,
      })
      .from(parcels)
      .where(and(eq(parcels.id, parcelId), arrived))
      .for('update', { skipLocked: true });
    return row ?? null;
  },

  chargedDaysOf: async (tx: Tx, parcelId: string) =>
    new Set(
      (
        await tx
          .select({ day: storageCharges.day })
          .from(storageCharges)
          .where(eq(storageCharges.parcelId, parcelId))
      ).map((r) => r.day),
    ),

  insertCharge: (
    tx: Tx,
    values: { parcelId: string; accountId: string; day: string; amountTetri: number; ledgerId: number },
  ) => tx.insert(storageCharges).values(values),

  markNoticed: (tx: Tx, parcelId: string, at: Date) =>
    tx.update(parcels).set({ storageNoticeAt: at }).where(eq(parcels.id, parcelId)),
};

export type ArrivedRow = Awaited<ReturnType<typeof storageRepo.arrived>>[number];
export type LongStoredRow = Awaited<ReturnType<typeof storageRepo.longStored>>[number];
