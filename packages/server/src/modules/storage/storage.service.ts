/** Storage days as customers and staff see them (issue 21 §5): free days left, fees charged so far. */
import type { LongStored, ParcelStorage } from '@amanati/shared/answers/storage';
import { tetriToLari } from '@amanati/shared/money';
import { storageDayFeeTetri } from '@amanati/shared/service-rules';
import { daysStored, freeDaysLeft, lastFreeDay } from '@amanati/shared/storage-days';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { storageRepo, type ArrivedRow, type LongStoredRow } from './storage.repo.ts';
import { storageRules, type StorageRules } from './storage-rules.ts';

function toStorage(row: ArrivedRow, book: StorageRules, today: string): ParcelStorage | null {
  const stay = book.stay(row.arrivedAt!);
  if (!stay) return null;
  const storage = stay.rules.storage;
  return {
    parcelId: row.id,
    tracking: row.tracking,
    arrivalDay: stay.arrival,
    daysStored: daysStored(stay.arrival, today),
    freeDays: storage.freeDays,
    freeDaysLeft: freeDaysLeft(stay.arrival, storage, today),
    lastFreeDay: lastFreeDay(stay.arrival, storage),
    dayFee: tetriToLari(storageDayFeeTetri(book.on(today) ?? stay.rules, row.weightKg)),
    chargedDays: row.chargedDays,
    charged: tetriToLari(Number(row.chargedTetri)),
  };
}

function customerName(a: LongStoredRow): string {
  const person = `${a.nameEn || a.nameKa} ${a.lastNameEn || a.lastNameKa}`.trim();
  return a.type === 2 ? a.ltdNameEn || a.ltdName || person : person;
}

export const storageService = {
  /** The customer's arrived parcels with their storage, oldest arrival first. */
  async ofCustomer(db: DbOrTx, accountId: string, now = new Date()): Promise<ParcelStorage[]> {
    const [rows, book] = await Promise.all([storageRepo.arrivedOf(db, accountId), storageRules(db)]);
    const today = tbilisiDay(now);
    return rows.map((r) => toStorage(r, book, today)).filter((s) => s !== null);
  },

  /** Arrived parcels at a branch (or all), longest stored first, with their customers. */
  async longStored(db: DbOrTx, branch: string | undefined, now = new Date()): Promise<LongStored[]> {
    const [rows, book] = await Promise.all([storageRepo.longStored(db, branch), storageRules(db)]);
    const today = tbilisiDay(now);
    return rows.flatMap((r) => {
      const storage = toStorage(r, book, today);
      if (!storage) return [];
      return [
        {
          ...storage,
          branch: r.branch,
          arrivedAt: r.arrivedAt!.toISOString(),
          weightKg: r.weightKg === null ? null : Number(r.weightKg),
          customer: { id: r.accountId!, axid: r.axid, name: customerName(r), phone: r.phone || null },
        },
      ];
    });
  },
};
