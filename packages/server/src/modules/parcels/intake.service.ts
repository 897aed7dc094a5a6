/**
 * Warehouse intake (abroad): a scan is booked by the AXID on its label (intake-ownership.ts) — to that
 * customer's declaration, or a new parcel for them — weighed and put in stock; what cannot be booked
 * (an unknown AXID, an ownership conflict) goes to a queue staff resolve.
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
import { decideOwnership } from './intake-ownership.ts';
import { createIntakeSteps, type IntakeOutcome } from './intake-steps.ts';

export type UnidentifiedRow = typeof unidentifiedParcels.$inferSelect;

export function createIntakeService(deps: Pick<AppContext, 'database' | 'notifier' | 'storage'>) {
  const { db } = deps.database;
  const { createForCustomer, closeOthers, receiveDeclared, settleQueued, axidsOf, closing } =
    createIntakeSteps(deps);

  /** A label photo is a picture: a PDF is refused before anything is written. */
  function assertPicture(photo: UploadedFile | undefined) {
    if (photo?.extension === 'pdf')
      throw new AppError(400, MSG.incorrectFileType, { photo: MSG.incorrectFileType });
  }

  /** What a scan does, inside the caller's transaction; `files` collects invoices of closed declarations. */
  async function receiveIn(
    tx: Tx,
    input: IntakeInput,
    photo: string | null,
    actorId: string,
    files: string[],
  ) {
    const owner = await decideOwnership(tx, input.tracking, input.axid);
    if (owner.kind === 'physical') {
      const labelOwner = input.axid ? await accountDirectory.customerByAxid(tx, input.axid) : undefined;
      // A second scan must not quietly move a received parcel to someone else.
      if (labelOwner && labelOwner.id !== owner.parcel.accountId)
        throw new AppError(409, MSG.labelOfAnotherCustomer, { axid: MSG.labelOfAnotherCustomer });
      return receiveDeclared(tx, owner.parcel, input, photo, actorId);
    }
    if (owner.kind === 'declaration') {
      if (owner.parcel.country !== input.country) throw new AppError(409, MSG.parcelOfAnotherCountry);
      files.push(...(await closeOthers(tx, owner.others, owner.parcel.accountId!, actorId)));
      return receiveDeclared(tx, owner.parcel, input, photo, actorId);
    }
    if (owner.kind === 'undeclared') {
      const { account } = owner;
      files.push(...(await closeOthers(tx, owner.others, account.id, actorId)));
      const row = await createForCustomer(tx, account.id, account.branchCode, input, photo, actorId);
      await settleQueued(tx, input.tracking, row.id);
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
        reason: owner.reason,
        candidates: owner.candidates.length ? await axidsOf(tx, owner.candidates) : null,
        weightKg: input.weightKg,
        lengthCm: input.lengthCm ?? null,
        widthCm: input.widthCm ?? null,
        heightCm: input.heightCm ?? null,
        labelPhoto: photo,
        note: input.note ?? null,
        createdBy: actorId,
      })
      .returning();
    await audit(
      tx,
      actorId,
      `intake.${owner.reason === 'ownership' ? 'ownership_conflict' : 'unidentified'}`,
      'unidentified_parcel',
      row!.id,
      {
        tracking: input.tracking,
        axid: input.axid ?? null,
        ...(owner.candidates.length ? { candidates: owner.candidates } : {}),
      },
    );
    return { outcome: 'unidentified' as IntakeOutcome, unidentified: row! };
  }

  return {
    async receive(input: IntakeInput, photoFile: UploadedFile | undefined, actorId: string) {
      assertPicture(photoFile);
      // Stored before the rows that name it; removed again if the scan is refused.
      return withStoredFile(deps.storage, 'labels', photoFile, (photo) =>
        closing((files) => db.transaction((tx) => receiveIn(tx, input, photo ?? null, actorId, files))),
      );
    },

    /** Whose parcel a scan would be: the parcel (the received one first) and every customer who declared it. */
    async lookup(tracking: string) {
      const rows = await db
        .select({ parcel: parcels, axid: accounts.axid })
        .from(parcels)
        .leftJoin(accounts, eq(accounts.id, parcels.accountId))
        .where(sql`lower(${parcels.tracking}) = ${tracking.trim().toLowerCase()}`)
        .orderBy(sql`${parcels.status} = 'waiting'`, asc(parcels.createdAt))
        .limit(50);
      if (!rows[0]) return null;
      const declarers = rows.flatMap((r) => (r.parcel.status === 'waiting' && r.axid ? [r.axid] : []));
      return { ...rows[0], declarers };
    },

    unidentified: () =>
      db
        .select()
        .from(unidentifiedParcels)
        .where(isNull(unidentifiedParcels.resolvedAt))
        .orderBy(asc(unidentifiedParcels.createdAt))
        .limit(500),

    /**
     * Books a queued scan to the customer with this AXID: their declaration of it if they made one (the
     * others close), else a new parcel; in stock with the weight and sizes measured at intake.
     */
    resolve: (id: string, input: { axid: string; weightKg?: string | undefined }, actorId: string) =>
      closing((files) =>
        db.transaction(async (tx) => {
          const [item] = await tx
            .select()
            .from(unidentifiedParcels)
            .where(eq(unidentifiedParcels.id, id))
            .for('update');
          if (!item || item.resolvedAt) throw notFound();
          // The weight and sizes measured at intake are the parcel's (its charge depends on them); a weight
          // typed now wins, and without any the parcel cannot be charged, so it is not created.
          const weightKg = input.weightKg ?? item.weightKg;
          if (weightKg === null)
            throw new AppError(409, MSG.parcelNotWeighed, { weightKg: MSG.parcelNotWeighed });
          const account = await accountDirectory.customerByAxid(tx, input.axid);
          if (!account) throw new AppError(404, MSG.accountNotFound, { axid: MSG.accountNotFound });
          const owner = await decideOwnership(tx, item.tracking, account.axid);
          // Received meanwhile (scanned again at intake): nothing is left to book.
          if (owner.kind === 'physical' || owner.kind === 'queue')
            throw new AppError(409, MSG.trackingAlreadyAdded, { tracking: MSG.trackingAlreadyAdded });
          const measured = {
            tracking: item.tracking,
            country: item.country,
            weightKg,
            lengthCm: item.lengthCm ?? undefined,
            widthCm: item.widthCm ?? undefined,
            heightCm: item.heightCm ?? undefined,
          };
          files.push(...(await closeOthers(tx, owner.others, account.id, actorId)));
          const row =
            owner.kind === 'declaration'
              ? (await receiveDeclared(tx, owner.parcel, measured, item.labelPhoto, actorId)).parcel
              : await createForCustomer(
                  tx,
                  account.id,
                  account.branchCode,
                  measured,
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
            ...(owner.kind === 'declaration' ? { declaration: true } : {}),
            ...(input.weightKg && input.weightKg !== item.weightKg ? { weighedAgain: true } : {}),
          });
          return row;
        }),
      ),
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
