/**
 * Warehouse intake (abroad): a scanned tracking number is matched to its declaration, weighed and put in
 * stock; an undeclared one is created for the AXID on its label; an unknown AXID goes to a queue.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IntakeInput } from '@amanati/shared/admin';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, parcels, unidentifiedParcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { withStoredFile } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { accountDirectory } from '../accounts/account-directory.ts';
import { parcelLife, WAREHOUSE } from './parcel-life.ts';

export type IntakeOutcome = 'received' | 'reweighed' | 'created_for_customer' | 'unidentified';
export type UnidentifiedRow = typeof unidentifiedParcels.$inferSelect;

export function createIntakeService(deps: Pick<AppContext, 'database' | 'notifier' | 'storage'>) {
  const { db } = deps.database;

  /** A label photo is a picture: a PDF is refused before anything is written. */
  function assertPicture(photo: UploadedFile | undefined) {
    if (photo?.extension === 'pdf')
      throw new AppError(400, MSG.incorrectFileType, { photo: MSG.incorrectFileType });
  }

  /** A parcel in stock for a known customer who has not declared it: they are asked to. */
  async function createForCustomer(
    tx: Tx,
    accountId: string,
    branch: string | null,
    input: Pick<IntakeInput, 'tracking' | 'country' | 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm'>,
    photo: string | null,
    actorId: string,
  ) {
    const row = await parcelLife.receiveUndeclared(
      tx,
      {
        accountId,
        tracking: input.tracking,
        country: input.country,
        branch,
        weightKg: input.weightKg,
        lengthCm: input.lengthCm ?? null,
        widthCm: input.widthCm ?? null,
        heightCm: input.heightCm ?? null,
        labelPhoto: photo,
      },
      { actorId, place: WAREHOUSE[input.country] },
    );
    await deps.notifier.notifyMany(tx, [
      { accountId, kind: 'parcel_received', data: { tracking: input.tracking, weight: input.weightKg } },
      { accountId, kind: 'declare_parcel', data: { tracking: input.tracking } },
    ]);
    return row;
  }

  /** What a scan does, inside the caller's transaction. */
  async function receiveIn(tx: Tx, input: IntakeInput, photo: string | null, actorId: string) {
    const [existing] = await tx
      .select()
      .from(parcels)
      .where(sql`lower(${parcels.tracking}) = ${input.tracking.toLowerCase()}`)
      .for('update');
    if (existing) {
      if (existing.status !== 'waiting' && existing.status !== 'stock')
        throw new AppError(409, MSG.parcelAlreadyShipped);
      if (existing.country !== input.country) throw new AppError(409, MSG.parcelOfAnotherCountry);
      const { row, kind: outcome } = await parcelLife.receive(
        tx,
        existing,
        {
          weightKg: input.weightKg,
          lengthCm: input.lengthCm,
          widthCm: input.widthCm,
          heightCm: input.heightCm,
          labelPhoto: photo,
        },
        { actorId, place: WAREHOUSE[input.country] },
      );
      // A queued unidentified scan of this tracking is settled by its declaration.
      await tx
        .update(unidentifiedParcels)
        .set({ resolvedAt: new Date(), resolvedParcelId: existing.id })
        .where(
          and(
            sql`lower(${unidentifiedParcels.tracking}) = ${existing.tracking.toLowerCase()}`,
            isNull(unidentifiedParcels.resolvedAt),
          ),
        );
      if (existing.accountId && outcome === 'received')
        await deps.notifier.notify(tx, existing.accountId, 'parcel_received', {
          tracking: existing.tracking,
          weight: input.weightKg,
        });
      await audit(tx, actorId, `intake.${outcome}`, 'parcel', existing.id, {
        tracking: existing.tracking,
        weightKg: input.weightKg,
      });
      return { outcome: outcome as IntakeOutcome, parcel: row };
    }
    const account = input.axid ? await accountDirectory.customerByAxid(tx, input.axid) : undefined;
    if (account) {
      const row = await createForCustomer(tx, account.id, account.branchCode, input, photo, actorId);
      await audit(tx, actorId, 'intake.created_for_customer', 'parcel', row.id, {
        tracking: input.tracking,
        axid: account.axid,
      });
      return { outcome: 'created_for_customer' as IntakeOutcome, parcel: row };
    }
    const [open] = await tx
      .select({ id: unidentifiedParcels.id })
      .from(unidentifiedParcels)
      .where(
        and(
          sql`lower(${unidentifiedParcels.tracking}) = ${input.tracking.toLowerCase()}`,
          isNull(unidentifiedParcels.resolvedAt),
        ),
      );
    if (open) throw new AppError(409, MSG.alreadyUnidentified);
    const [row] = await tx
      .insert(unidentifiedParcels)
      .values({
        tracking: input.tracking,
        country: input.country,
        labelAxid: input.axid ?? null,
        weightKg: input.weightKg,
        lengthCm: input.lengthCm ?? null,
        widthCm: input.widthCm ?? null,
        heightCm: input.heightCm ?? null,
        labelPhoto: photo,
        note: input.note ?? null,
        createdBy: actorId,
      })
      .returning();
    await audit(tx, actorId, 'intake.unidentified', 'unidentified_parcel', row!.id, {
      tracking: input.tracking,
      axid: input.axid ?? null,
    });
    return { outcome: 'unidentified' as IntakeOutcome, unidentified: row! };
  }

  return {
    async receive(input: IntakeInput, photoFile: UploadedFile | undefined, actorId: string) {
      assertPicture(photoFile);
      // Stored before the rows that name it; removed again if the scan is refused.
      return withStoredFile(deps.storage, 'labels', photoFile, (photo) =>
        db.transaction((tx) => receiveIn(tx, input, photo ?? null, actorId)),
      );
    },

    lookup: async (tracking: string) =>
      (
        await db
          .select({ parcel: parcels, axid: accounts.axid })
          .from(parcels)
          .leftJoin(accounts, eq(accounts.id, parcels.accountId))
          .where(sql`lower(${parcels.tracking}) = ${tracking.trim().toLowerCase()}`)
          .limit(1)
      )[0] ?? null,

    unidentified: () =>
      db
        .select()
        .from(unidentifiedParcels)
        .where(isNull(unidentifiedParcels.resolvedAt))
        .orderBy(asc(unidentifiedParcels.createdAt))
        .limit(500),

    async resolve(id: string, input: { axid: string; weightKg?: string | undefined }, actorId: string) {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select()
          .from(unidentifiedParcels)
          .where(eq(unidentifiedParcels.id, id))
          .for('update');
        if (!item || item.resolvedAt) throw notFound();
        // Declared by its customer meanwhile: scanning it at intake receives that declaration (and closes this item).
        const [taken] = await tx
          .select({ id: parcels.id })
          .from(parcels)
          .where(sql`lower(${parcels.tracking}) = ${item.tracking.toLowerCase()}`);
        if (taken) throw new AppError(409, MSG.trackingAlreadyAdded, { tracking: MSG.trackingAlreadyAdded });
        // The weight and sizes measured at intake are the parcel's (its charge depends on them); a weight
        // typed now wins, and without any the parcel cannot be charged, so it is not created.
        const weightKg = input.weightKg ?? item.weightKg;
        if (weightKg === null)
          throw new AppError(409, MSG.parcelNotWeighed, { weightKg: MSG.parcelNotWeighed });
        const account = await accountDirectory.customerByAxid(tx, input.axid);
        if (!account) throw new AppError(404, MSG.accountNotFound, { axid: MSG.accountNotFound });
        const row = await createForCustomer(
          tx,
          account.id,
          account.branchCode,
          {
            tracking: item.tracking,
            country: item.country,
            weightKg,
            lengthCm: item.lengthCm ?? undefined,
            widthCm: item.widthCm ?? undefined,
            heightCm: item.heightCm ?? undefined,
          },
          item.labelPhoto,
          actorId,
        );
        await tx
          .update(unidentifiedParcels)
          .set({ resolvedAt: new Date(), resolvedParcelId: row.id })
          .where(eq(unidentifiedParcels.id, id));
        await audit(tx, actorId, 'intake.resolved', 'unidentified_parcel', id, {
          axid: account.axid,
          parcelId: row.id,
          weightKg,
          ...(input.weightKg && input.weightKg !== item.weightKg ? { weighedAgain: true } : {}),
        });
        return row;
      });
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
