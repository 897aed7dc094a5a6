/**
 * The steps intake is made of (issue 16 §7): receive a declaration, create a parcel for the label's
 * customer, close the declarations the label ruled out, settle the queue. Shared by a scan and by staff
 * resolving a queued one, inside the caller's transaction.
 */
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { IntakeInput } from '@amanati/shared/admin';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, unidentifiedParcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { parcelLife, WAREHOUSE } from './parcel-life.ts';
import type { ParcelRow } from './parcels.repo.ts';

export type IntakeOutcome = 'received' | 'reweighed' | 'created_for_customer' | 'unidentified';

export function createIntakeSteps(deps: Pick<AppContext, 'notifier' | 'storage'>) {
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

  /**
   * Declarations of the tracking number by customers the label did not name end: their authors are told and
   * the audit keeps what they declared. Answers their invoice files, removed once the step has committed.
   */
  async function closeOthers(tx: Tx, others: readonly ParcelRow[], ownerId: string, actorId: string) {
    if (others.length === 0) return [];
    const files = await parcelLife.closeDeclarations(tx, others);
    await deps.notifier.notifyMany(
      tx,
      others.map((d) => ({
        accountId: d.accountId!,
        kind: 'declaration_closed' as const,
        data: { tracking: d.tracking },
      })),
    );
    for (const d of others)
      await audit(tx, actorId, 'intake.declaration_closed', 'parcel', d.id, {
        tracking: d.tracking,
        declaredBy: d.accountId,
        bookedTo: ownerId,
        declaration: {
          shop: d.shop,
          otherShop: d.otherShop,
          category: d.category,
          amount: d.amount,
          currency: d.currency,
        },
      });
    return files;
  }

  /** A declaration received (or a parcel in stock weighed again) at the warehouse. */
  async function receiveDeclared(
    tx: Tx,
    existing: ParcelRow,
    input: IntakeInput,
    photo: string | null,
    actorId: string,
  ) {
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
    await settleQueued(tx, existing.tracking, existing.id);
    if (existing.accountId && outcome === 'received')
      await deps.notifier.notify(tx, existing.accountId, 'parcel_received', {
        tracking: existing.tracking,
        weight: input.weightKg,
      });
    await audit(tx, actorId, `intake.${outcome}`, 'parcel', existing.id, {
      tracking: existing.tracking,
      weightKg: input.weightKg,
      ...(input.axid ? { labelAxid: input.axid } : {}),
    });
    return { outcome: outcome as IntakeOutcome, parcel: row };
  }

  /** A queued scan of this tracking number is settled by the parcel it became. */
  async function settleQueued(tx: Tx, tracking: string, parcelId: string) {
    await tx
      .update(unidentifiedParcels)
      .set({ resolvedAt: new Date(), resolvedParcelId: parcelId })
      .where(
        and(
          sql`lower(${unidentifiedParcels.tracking}) = ${tracking.toLowerCase()}`,
          isNull(unidentifiedParcels.resolvedAt),
        ),
      );
  }

  /** The AXIDs staff know customers by. */
  const axidsOf = async (tx: Tx, ids: string[]) =>
    (
      await tx
        .select({ axid: accounts.axid })
        .from(accounts)
        .where(sql`${accounts.id} = any(${arrayOf(ids, 'uuid')})`)
        .orderBy(asc(accounts.axid))
    ).map((a) => a.axid);

  /** Runs a step that may close declarations, then removes their invoices (only once it has committed). */
  async function closing<T>(step: (files: string[]) => Promise<T>): Promise<T> {
    const files: string[] = [];
    const result = await step(files);
    await Promise.all(files.map((f) => deps.storage.remove('invoices', f).catch(() => undefined)));
    return result;
  }

  return { createForCustomer, closeOthers, receiveDeclared, settleQueued, axidsOf, closing };
}
