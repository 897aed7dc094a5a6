/**
 * The customs steps of a parcel's life after arrival (issue 16 §5), beside the five statuses: held (on
 * arrival, by parcel-life's `arrive`, or here when an arrived parcel stays undeclared past the grace
 * period), receipt (the customer uploaded the state-fee receipt), assessed (staff entered VAT and duty),
 * cleared. Part of the one writer: each step moves the customs state only from where it may come from and
 * records its event with parcel-life's `record`, in the caller's transaction. Callers keep their rules
 * (which parcels form a group, who may act): modules/customs.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import { formatLari } from '@amanati/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { emitParcelEvents } from '../webhooks/events.ts';
import { record, type Mark } from './parcel-life.ts';

const OPEN = ['held', 'receipt'] as const;
const ids = (parcelIds: readonly string[]) => sql`${parcels.id} = any(${arrayOf(parcelIds, 'uuid')})`;

/** Some parcel was not on hold any more (another step came first): nothing is changed. */
const notHeld = () => new AppError(409, MSG.customsNotHeld);

export const customsClearance = {
  /** Arrived parcels still undeclared past the grace period: held for staff to decide. Answers those held now. */
  async holdUndeclared(db: DbOrTx, parcelIds: readonly string[], mark: Mark) {
    if (parcelIds.length === 0) return [];
    const held = await db
      .update(parcels)
      .set({ customsState: 'held', customsHoldReason: 'undeclared', updatedAt: mark.at ?? new Date() })
      .where(and(ids(parcelIds), eq(parcels.status, 'arrived'), isNull(parcels.customsState)))
      .returning({ id: parcels.id, accountId: parcels.accountId, tracking: parcels.tracking });
    await record(
      db,
      'customs_held',
      mark,
      held.map((p) => ({ parcelId: p.id, data: { reason: 'undeclared' } })),
    );
    await emitParcelEvents(
      db,
      'parcel.customs_hold',
      held.map((p) => ({ parcelId: p.id, extra: { reason: 'undeclared' } })),
    );
    return held;
  },

  /** The customer's state-fee receipt for a group: its parcels wait for customs (a new one replaces the old). */
  async attachReceipt(db: DbOrTx, parcelIds: readonly string[], file: string, mark: Mark): Promise<void> {
    const moved = await db
      .update(parcels)
      .set({ customsState: 'receipt', customsReceipt: file, updatedAt: mark.at ?? new Date() })
      .where(and(ids(parcelIds), inArray(parcels.customsState, [...OPEN])))
      .returning({ id: parcels.id });
    if (moved.length !== parcelIds.length) throw notHeld();
    await record(
      db,
      'customs_receipt',
      mark,
      moved.map((p) => ({ parcelId: p.id, data: { file } })),
    );
  },

  /**
   * The VAT and duty customs assessed, each parcel's share in tetri; the timeline records the group's
   * totals, which is what the customer pays.
   */
  async assess(
    db: DbOrTx,
    shares: readonly { id: string; vatTetri: number; dutyTetri: number }[],
    mark: Mark,
  ): Promise<void> {
    const at = mark.at ?? new Date();
    for (const share of shares) {
      const [row] = await db
        .update(parcels)
        .set({ customsVatTetri: share.vatTetri, customsDutyTetri: share.dutyTetri, updatedAt: at })
        .where(and(eq(parcels.id, share.id), inArray(parcels.customsState, [...OPEN])))
        .returning({ id: parcels.id });
      if (!row) throw notHeld();
    }
    const sum = (pick: (s: (typeof shares)[number]) => number) => shares.reduce((n, s) => n + pick(s), 0);
    const data = { vat: formatLari(sum((s) => s.vatTetri)), duty: formatLari(sum((s) => s.dutyTetri)) };
    await record(
      db,
      'customs_assessed',
      mark,
      shares.map((s) => ({ parcelId: s.id, data })),
    );
  },

  /** Customs released the group: its parcels may be handed over (once paid, as any other). */
  async clear(db: DbOrTx, parcelIds: readonly string[], mark: Mark): Promise<void> {
    const moved = await db
      .update(parcels)
      .set({ customsState: 'cleared', updatedAt: mark.at ?? new Date() })
      .where(and(ids(parcelIds), inArray(parcels.customsState, [...OPEN])))
      .returning({ id: parcels.id });
    if (moved.length !== parcelIds.length) throw notHeld();
    await record(
      db,
      'customs_cleared',
      mark,
      moved.map((p) => ({ parcelId: p.id, data: {} })),
    );
    await emitParcelEvents(
      db,
      'parcel.ready',
      moved.map((p) => ({ parcelId: p.id })),
    );
  },
};
