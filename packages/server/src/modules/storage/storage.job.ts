/**
 * Storage days (issue 21 §5, docs/storage.md): for every arrived parcel not yet handed over, tells its
 * customer `noticeDaysBefore` days before the free days end (once: `storageNoticeAt`), then charges each
 * Tbilisi day after them as it begins — the days missed while the job was down too, never one inside the
 * free days, never after hand-over (a handed-over parcel is no longer `arrived`). Each day is a
 * `storage_charges` row (unique parcel + day) and its ledger debit (unique ref `storage:<parcel>:<day>`),
 * written in one transaction; safe to rerun and on several instances (the parcel is taken with SKIP LOCKED
 * and its charged days are read under that lock).
 *
 * The debit is taken even when the balance does not cover it: the balance goes below zero, which the
 * product already reads as money owed (bill-pay asks for debt minus balance; the next top-up covers it
 * first, auto-pay waits for a positive balance).
 */
import { formatLari } from '@amanati/shared/money';
import { storageDayFeeTetri } from '@amanati/shared/service-rules';
import { chargeableDays, firstChargedDay, noticeDue, freeDaysLeft } from '@amanati/shared/storage-days';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { lockBalance, post } from '../money/ledger.ts';
import { storageRepo } from './storage.repo.ts';
import { storageRules } from './storage-rules.ts';

export async function runStorageJob(ctx: Pick<AppContext, 'database' | 'notifier'>, now = new Date()) {
  const db = ctx.database.db;
  const today = tbilisiDay(now);
  const book = await storageRules(db);
  const result = { days: 0, tetri: 0, notices: 0 };
  for (const row of await storageRepo.arrived(db)) {
    if (row.arrivedAt! > now) continue;
    const stay = book.stay(row.arrivedAt!);
    if (!stay) continue;
    const due = chargeableDays(stay.arrival, stay.rules.storage, today);
    const wantsNotice = !row.storageNoticeAt && noticeDue(stay.arrival, stay.rules.storage, today);
    // Charges only exist for chargeable days, so as many as are due means none is missing.
    if (!wantsNotice && row.chargedDays >= due.length) continue;

    await db.transaction(async (tx) => {
      // Lock order of every money writer (payments.service): the parcel, then the account.
      const parcel = await storageRepo.lockArrived(tx, row.id);
      if (!parcel) return;
      const accountId = parcel.accountId!;
      const charged = await storageRepo.chargedDaysOf(tx, parcel.id);
      const todo = due
        .map((day) => ({ day, fee: storageDayFeeTetri(book.on(day) ?? stay.rules, parcel.weightKg) }))
        .filter((d) => !charged.has(d.day) && d.fee > 0);
      if (todo.length > 0) await lockBalance(tx, accountId);
      for (const { day, fee } of todo) {
        const ledgerId = await post(tx, {
          accountId,
          amountTetri: -fee,
          kind: 'storage',
          ref: `storage:${parcel.id}:${day}`,
          reason: `${parcel.tracking} · ${day}`,
          actorId: null,
        });
        await storageRepo.insertCharge(tx, {
          parcelId: parcel.id,
          accountId,
          day,
          amountTetri: fee,
          ledgerId,
        });
        result.days++;
        result.tetri += fee;
      }
      // Charging begins: told once, with the first charged day (a catch-up that starts later says nothing).
      const first = todo.find((d) => d.day === firstChargedDay(stay.arrival, stay.rules.storage));
      if (first)
        await ctx.notifier.notify(tx, accountId, 'storage_charging', {
          tracking: parcel.tracking,
          fee: formatLari(first.fee),
        });
      if (!parcel.storageNoticeAt && noticeDue(stay.arrival, stay.rules.storage, today)) {
        await ctx.notifier.notify(tx, accountId, 'storage_notice', {
          tracking: parcel.tracking,
          days: freeDaysLeft(stay.arrival, stay.rules.storage, today),
          fee: formatLari(stay.rules.storage.feePerKgTetri),
        });
        await storageRepo.markNoticed(tx, parcel.id, now);
        result.notices++;
      }
    });
  }
  return result;
}
