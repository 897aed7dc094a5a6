/**
 * Declaration deadlines (spec-readings, Flights): when a flight's deadline passes, declaring closes
 * (`updateStatus` false); a day before, customers with undeclared parcels on it are reminded, once.
 * Safe on several instances: the flag update is idempotent and reminders take the flight row with SKIP LOCKED.
 */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { tbilisiDateTime } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { flights, parcels } from '../../db/schema/index.ts';

const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

export async function runDeadlineJob(ctx: Pick<AppContext, 'database' | 'notifier'>, now = new Date()) {
  const { db } = ctx.database;
  const closed = await db
    .update(flights)
    .set({ updateStatus: false, updatedAt: now })
    .where(and(eq(flights.updateStatus, true), lte(flights.declarationDeadline, now)))
    .returning({ id: flights.id });

  const reminded = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(flights)
      .where(
        and(
          isNull(flights.deadlineNotifiedAt),
          eq(flights.updateStatus, true),
          gt(flights.declarationDeadline, now),
          lte(flights.declarationDeadline, new Date(now.getTime() + REMIND_BEFORE_MS)),
        ),
      )
      .for('update', { skipLocked: true });
    let count = 0;
    for (const flight of due) {
      const lacking = await tx
        .select({ accountId: parcels.accountId, tracking: parcels.tracking })
        .from(parcels)
        .where(
          and(
            eq(parcels.flightId, flight.id),
            // Only parcels still in the air can be declared (arrived or obtained: no edits at all).
            eq(parcels.status, 'sent'),
            or(isNull(parcels.quantity), isNull(parcels.amount)),
            sql`${parcels.accountId} is not null`,
          ),
        );
      await ctx.notifier.notifyMany(
        tx,
        lacking.map((p) => ({
          accountId: p.accountId!,
          kind: 'deadline_near' as const,
          data: {
            flight: flight.code,
            deadline: tbilisiDateTime(flight.declarationDeadline!),
            tracking: p.tracking,
          },
        })),
      );
      await tx.update(flights).set({ deadlineNotifiedAt: now }).where(eq(flights.id, flight.id));
      count += lacking.length;
    }
    return count;
  });
  return { closed: closed.length, reminded };
}
