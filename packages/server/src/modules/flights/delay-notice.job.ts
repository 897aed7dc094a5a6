/**
 * Flight delay notices (issue 19 §5): when staff change a flight's estimated arrival, or give it a remark
 * that announces (e.g. "delayed"), every customer with parcels in the air on it hears the time and the
 * remark once, on their channels. Edits only schedule the
 * notice a few minutes ahead (`delay_notice_due_at`), so a correction right after a change sends one
 * message, and a time changed back to the one announced sends none. Safe on several instances: due
 * flights are taken with SKIP LOCKED and cleared in the same transaction as their notifications.
 */
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { tbilisiDateTime } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { flightRemarks, flights, parcels } from '../../db/schema/index.ts';

export const DELAY_NOTICE_SETTLE_MS = 5 * 60_000;

export async function runDelayNoticeJob(ctx: Pick<AppContext, 'database' | 'notifier'>, now = new Date()) {
  return ctx.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ flight: flights, remark: flightRemarks })
      .from(flights)
      .leftJoin(flightRemarks, eq(flightRemarks.key, flights.remarkKey))
      .where(and(isNotNull(flights.delayNoticeDueAt), lte(flights.delayNoticeDueAt, now)))
      .for('update', { of: flights, skipLocked: true });
    let notified = 0;
    for (const { flight, remark } of due) {
      const etaMoved = flight.estimatedAt?.getTime() !== flight.announcedEstimatedAt?.getTime();
      const newRemark = remark?.announce === true && flight.remarkKey !== flight.announcedRemarkKey;
      const changed = flight.estimatedAt !== null && flight.endAt === null && (etaMoved || newRemark);
      if (changed) {
        // Customers with parcels still in the air on it, each told once whatever their parcel count.
        const owners = await tx
          .selectDistinct({ accountId: parcels.accountId })
          .from(parcels)
          .where(
            and(
              eq(parcels.flightId, flight.id),
              eq(parcels.status, 'sent'),
              sql`${parcels.accountId} is not null`,
            ),
          );
        const reason = (text: string | undefined) => (text ? ` ${text}.` : '');
        await ctx.notifier.notifyMany(
          tx,
          owners.map((o) => ({
            accountId: o.accountId!,
            kind: 'flight_delayed' as const,
            data: {
              flight: flight.code,
              eta: tbilisiDateTime(flight.estimatedAt!),
              reason: '',
              reason_ka: reason(remark?.textKa),
              reason_en: reason(remark?.textEn),
              reason_ru: reason(remark?.textRu),
            },
          })),
        );
        notified += owners.length;
      }
      await tx
        .update(flights)
        .set({
          delayNoticeDueAt: null,
          ...(changed
            ? { announcedEstimatedAt: flight.estimatedAt, announcedRemarkKey: flight.remarkKey }
            : {}),
        })
        .where(eq(flights.id, flight.id));
    }
    return { flights: due.length, notified };
  });
}
