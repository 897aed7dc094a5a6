/**
 * Weight disputes (issue 21 §2): the customer sees a parcel's measurements and intake photos and, while it
 * is in stock, disputes its weight or size; staff re-weigh it with a new photo and answer. The re-weigh is
 * parcel-life's (`receive`, recorded `reweighed`), so the weight the flight charges is the corrected one;
 * an open dispute keeps the parcel off flights (dispute-gate.ts).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { chargeableWeightKg, volumeWeightKg } from '@amanati/shared/charges';
import type { DisputeAnswerRequest, DisputeRequest } from '@amanati/shared/disputes';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, parcelEvents, parcels, weightDisputes, type Measurement } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { withStoredFile } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { isUuid } from '@amanati/shared/ids';
import { parcelLife, WAREHOUSE } from '../parcels/parcel-life.ts';

export type DisputeRow = typeof weightDisputes.$inferSelect;
type ParcelRow = typeof parcels.$inferSelect;
export interface IntakePhotoRow {
  photo: string;
  at: Date;
  kind: string;
}

const measurementOf = (p: ParcelRow, photo: string | null): Measurement => ({
  weightKg: p.weightKg,
  lengthCm: p.lengthCm,
  widthCm: p.widthCm,
  heightCm: p.heightCm,
  photo,
});

/** The label photos of the parcels' warehouse weighings (`received`, `reweighed`), oldest first. */
async function photosOf(db: DbOrTx, parcelIds: string[]): Promise<Map<string, IntakePhotoRow[]>> {
  const out = new Map<string, IntakePhotoRow[]>();
  if (parcelIds.length === 0) return out;
  const rows = await db
    .select({
      parcelId: parcelEvents.parcelId,
      kind: parcelEvents.kind,
      at: parcelEvents.at,
      photo: sql<string | null>`${parcelEvents.data}->>'photo'`,
    })
    .from(parcelEvents)
    .where(
      and(
        sql`${parcelEvents.parcelId} = any(${arrayOf(parcelIds, 'uuid')})`,
        inArray(parcelEvents.kind, ['received', 'reweighed']),
      ),
    )
    .orderBy(asc(parcelEvents.at), asc(parcelEvents.id));
  for (const r of rows) {
    if (!r.photo) continue;
    const list = out.get(r.parcelId) ?? [];
    list.push({ photo: r.photo, at: r.at, kind: r.kind });
    out.set(r.parcelId, list);
  }
  return out;
}

/** The newest photo of a parcel's weighings: the evidence the measurement was taken with. */
const lastPhoto = (photos: IntakePhotoRow[] | undefined) => photos?.at(-1)?.photo ?? null;

export function createDisputesService(deps: Pick<AppContext, 'database' | 'notifier' | 'storage'>) {
  const { db } = deps.database;

  /** The customer's own parcel, locked: anyone else's is 404. */
  async function ownParcel(tx: DbOrTx, accountId: string, parcelId: string, lock: boolean) {
    if (!isUuid(parcelId)) throw notFound();
    const q = tx
      .select()
      .from(parcels)
      .where(and(eq(parcels.id, parcelId), eq(parcels.accountId, accountId)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The parcel's measurements now, its intake photos and its disputes (newest first). */
    async forParcel(accountId: string, parcelId: string) {
      const parcel = await ownParcel(db, accountId, parcelId, false);
      const photos = (await photosOf(db, [parcel.id])).get(parcel.id) ?? [];
      const disputes = await db
        .select()
        .from(weightDisputes)
        .where(eq(weightDisputes.parcelId, parcel.id))
        .orderBy(desc(weightDisputes.createdAt));
      return {
        measurement: measurementOf(parcel, lastPhoto(photos) ?? parcel.labelPhoto),
        volumeWeightKg: volumeWeightKg(parcel),
        photos,
        disputable:
          parcel.status === 'stock' && parcel.weightKg !== null && !disputes.some((d) => d.state === 'open'),
        disputes,
      };
    },

    /**
     * Opens a dispute of a parcel in stock: one open dispute per parcel (the unique index settles a race
     * of two). The parcel row is locked, so a flight loading it either sees the dispute or moves the
     * parcel first (then this is refused: not in stock).
     */
    open: (accountId: string, parcelId: string, input: DisputeRequest) =>
      db
        .transaction(async (tx) => {
          const parcel = await ownParcel(tx, accountId, parcelId, true);
          if (parcel.status !== 'stock' || parcel.weightKg === null)
            throw new AppError(409, MSG.disputeNotInStock);
          const [open] = await tx
            .select({ id: weightDisputes.id })
            .from(weightDisputes)
            .where(and(eq(weightDisputes.parcelId, parcel.id), eq(weightDisputes.state, 'open')));
          if (open) throw new AppError(409, MSG.disputeAlreadyOpen);
          const photos = await photosOf(tx, [parcel.id]);
          const [row] = await tx
            .insert(weightDisputes)
            .values({
              parcelId: parcel.id,
              accountId,
              kind: input.kind,
              reason: input.reason,
              expectedWeightKg: input.expectedWeightKg ?? null,
              before: measurementOf(parcel, lastPhoto(photos.get(parcel.id)) ?? parcel.labelPhoto),
            })
            .returning();
          await parcelLife.dispute(
            tx,
            parcel.id,
            { kind: row!.kind, reason: row!.reason, expectedWeightKg: row!.expectedWeightKg },
            { actorId: accountId },
          );
          return row!;
        })
        .catch((err: unknown) => {
          if (uniqueViolation(err) === 'weight_disputes_open_uq')
            throw new AppError(409, MSG.disputeAlreadyOpen);
          throw err;
        }),

    /** Staff's queue: open disputes, oldest first, with the parcel, its customer and its photos. */
    async queue() {
      const rows = await db
        .select({
          dispute: weightDisputes,
          tracking: parcels.tracking,
          country: parcels.country,
          axid: accounts.axid,
          customer: sql<string>`trim(coalesce(nullif(${accounts.nameEn}, ''), ${accounts.nameKa}) || ' ' || coalesce(nullif(${accounts.lastNameEn}, ''), ${accounts.lastNameKa}))`,
        })
        .from(weightDisputes)
        .innerJoin(parcels, eq(parcels.id, weightDisputes.parcelId))
        .innerJoin(accounts, eq(accounts.id, weightDisputes.accountId))
        .where(eq(weightDisputes.state, 'open'))
        .orderBy(asc(weightDisputes.createdAt))
        .limit(500);
      const photos = await photosOf(
        db,
        rows.map((r) => r.dispute.parcelId),
      );
      return rows.map((r) => ({ ...r, photos: photos.get(r.dispute.parcelId) ?? [] }));
    },

    /**
     * Answers an open dispute: the parcel weighed again with a new photo (required) through parcel-life,
     * the dispute closed with the measurements before and after, the customer told, the decision audited.
     */
    async answer(
      disputeId: string,
      input: DisputeAnswerRequest,
      photoFile: UploadedFile | undefined,
      actorId: string,
    ) {
      if (!photoFile) throw badRequest(MSG.fileRequired, { file: MSG.fileRequired });
      if (photoFile.extension === 'pdf')
        throw badRequest(MSG.incorrectFileType, { file: MSG.incorrectFileType });
      if (!isUuid(disputeId)) throw notFound();
      return withStoredFile(deps.storage, 'labels', photoFile, (photo) =>
        db.transaction(async (tx) => {
          // The parcel first, then the dispute: the lock order of opening one.
          const [ref] = await tx
            .select({ parcelId: weightDisputes.parcelId })
            .from(weightDisputes)
            .where(eq(weightDisputes.id, disputeId));
          if (!ref) throw notFound();
          const [parcel] = await tx.select().from(parcels).where(eq(parcels.id, ref.parcelId)).for('update');
          const [dispute] = await tx
            .select()
            .from(weightDisputes)
            .where(eq(weightDisputes.id, disputeId))
            .for('update');
          if (!parcel || !dispute) throw notFound();
          if (dispute.state !== 'open') throw new AppError(409, MSG.disputeAlreadyAnswered);
          // An open dispute keeps its parcel in stock (flights refuse it), so this re-weigh is always allowed.
          const at = new Date();
          const { row } = await parcelLife.receive(
            tx,
            parcel,
            {
              weightKg: input.weightKg,
              lengthCm: input.lengthCm,
              widthCm: input.widthCm,
              heightCm: input.heightCm,
              labelPhoto: photo ?? null,
            },
            { actorId, place: WAREHOUSE[parcel.country] ?? null, at },
          );
          const after = measurementOf(row, photo ?? null);
          const [answered] = await tx
            .update(weightDisputes)
            .set({
              state: 'answered',
              after,
              answer: input.answer,
              answeredBy: actorId,
              answeredAt: at,
            })
            .where(eq(weightDisputes.id, dispute.id))
            .returning();
          // A moment after the re-weigh, so the timeline reads "weighed again", then "answered".
          await parcelLife.disputeAnswered(
            tx,
            parcel.id,
            { answer: input.answer, before: dispute.before, after },
            { actorId, place: WAREHOUSE[parcel.country] ?? null, at: new Date(at.getTime() + 1) },
          );
          await deps.notifier.notify(tx, dispute.accountId, 'dispute_answered', {
            tracking: parcel.tracking,
            before: dispute.before.weightKg ?? '—',
            after: row.weightKg ?? '—',
            answer: input.answer,
          });
          await audit(tx, actorId, 'dispute.answered', 'weight_dispute', dispute.id, {
            parcelId: parcel.id,
            tracking: parcel.tracking,
            before: dispute.before,
            after,
            chargeableKg: {
              before: dispute.before.weightKg
                ? chargeableWeightKg(dispute.before.weightKg, dispute.before)
                : null,
              after: chargeableWeightKg(row.weightKg!, row),
            },
          });
          return answered!;
        }),
      );
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
