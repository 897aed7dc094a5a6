/**
 * The grace period after arrival (issue 16 §5, design/customs-rules.md): an arrived parcel still undeclared
 * (no quantity or price) `graceDays` after its flight landed — by the rule set in force on the landing day
 * — is held for staff to decide, and its customer told. Idempotent (a parcel is held once: only parcels
 * with no customs state are taken) and safe on several instances (rows taken with SKIP LOCKED).
 */
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { rulesInForce } from '@amanati/shared/customs-rules';
import type { AppContext } from '../../context.ts';
import { flights, parcels } from '../../db/schema/index.ts';
import { customsClearance } from '../parcels/customs-clearance.ts';
import { customsService } from './customs.service.ts';

const DAY_MS = 864e5;

export async function runCustomsGraceJob(ctx: Pick<AppContext, 'database' | 'notifier'>, now = new Date()) {
  return ctx.database.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: parcels.id, landedAt: flights.endAt })
      .from(parcels)
      .innerJoin(flights, eq(flights.id, parcels.flightId))
      .where(
        and(
          eq(parcels.status, 'arrived'),
          isNull(parcels.customsState),
          or(isNull(parcels.quantity), isNull(parcels.amount)),
          isNotNull(parcels.accountId),
          isNotNull(flights.endAt),
          lte(flights.endAt, now),
        ),
      )
      .for('update', { of: parcels, skipLocked: true });
    if (candidates.length === 0) return { held: 0 };
    const history = await customsService.history(tx);
    const graceOf = (landedAt: Date) => rulesInForce(history, landedAt)?.rules.graceDays ?? 0;
    const due = candidates.filter(
      (p) => p.landedAt!.getTime() + graceOf(p.landedAt!) * DAY_MS <= now.getTime(),
    );
    const held = await customsClearance.holdUndeclared(
      tx,
      due.map((p) => p.id),
      { actorId: null },
    );
    const landed = new Map(due.map((p) => [p.id, p.landedAt!]));
    await ctx.notifier.notifyMany(
      tx,
      held.map((p) => ({
        accountId: p.accountId!,
        kind: 'customs_held_undeclared' as const,
        data: { tracking: p.tracking, days: graceOf(landed.get(p.id)!) },
      })),
    );
    return { held: held.length };
  });
}
