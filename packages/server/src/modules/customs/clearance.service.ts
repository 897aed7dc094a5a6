/**
 * Clearance after arrival (issue 16 §5): the customer reads their held groups and uploads the state-fee
 * receipt; staff read the queue, enter the assessed VAT and duty, and clear a group (audited, the
 * customer told). The parcels' customs state moves through parcels/customs-clearance.ts (one writer).
 */
import {
  splitTetri,
  type CustomsAssessInput,
  type CustomsQueueFilter,
} from '@amanati/shared/customs-clearance';
import { isUuid } from '@amanati/shared/ids';
import { MSG } from '@amanati/shared/messages';
import { lariToTetri } from '@amanati/shared/money';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { withStoredFile } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { customsClearance } from '../parcels/customs-clearance.ts';
import { groupOf, heldGroups, lockHeld, type HeldGroup } from './held-groups.ts';

/** What the wire shows of a group (the parcel ids and owner stay inside). */
export const toHoldWire = ({
  parcelIds: _ids,
  accountId: _owner,
  customer: _c,
  updatedAt: _u,
  ...hold
}: HeldGroup) => hold;
export const toQueueWire = ({ parcelIds: _ids, accountId: _owner, ...group }: HeldGroup) => group;

const QUEUE_LIMIT = 300;

export function createClearanceService(deps: Pick<AppContext, 'database' | 'notifier' | 'storage'>) {
  const { db } = deps.database;

  /** The group of a parcel, locked with the rest of its customer's held parcels, or 404. */
  async function lockedGroup(tx: DbOrTx, parcelId: string, accountId?: string): Promise<HeldGroup> {
    if (!isUuid(parcelId)) throw notFound();
    const found = await groupOf(tx, parcelId, accountId);
    if (!found) throw notFound();
    await lockHeld(tx, found.accountId);
    // Read again under the lock: another step may have moved it meanwhile.
    const group = await groupOf(tx, parcelId, accountId);
    if (!group) throw notFound();
    return group;
  }

  const open = (g: HeldGroup) => g.state !== 'cleared';
  const reread = async (tx: DbOrTx, g: HeldGroup) => (await groupOf(tx, g.groupId))!;

  return {
    /** The customer's groups of parcels not yet handed over. */
    holds: (accountId: string) => heldGroups(db, { accountId, arrivedOnly: true }),

    /** The receipt of the state fee: every parcel of the group waits for customs. */
    uploadReceipt: (accountId: string, parcelId: string, file: UploadedFile | undefined) => {
      if (!file) throw new AppError(400, MSG.fileRequired, { file: MSG.fileRequired });
      return withStoredFile(deps.storage, 'receipts', file, (name) =>
        db.transaction(async (tx) => {
          const group = await lockedGroup(tx, parcelId, accountId);
          if (!open(group)) throw conflict(MSG.customsNotHeld);
          if (group.reason !== 'clearance') throw conflict(MSG.customsReceiptNotNeeded);
          await customsClearance.attachReceipt(tx, group.parcelIds, name!, { actorId: accountId });
          return reread(tx, group);
        }),
      );
    },

    /** The staff queue: groups still to act on (held or receipt), or of one state. */
    queue: (state: CustomsQueueFilter) =>
      heldGroups(db, {
        states: state === 'open' ? ['held', 'receipt'] : [state],
        limit: QUEUE_LIMIT,
      }),

    /** VAT and duty as customs assessed them for the group, shared out by declared value. */
    assess: (parcelId: string, input: CustomsAssessInput, actorId: string) =>
      db.transaction(async (tx) => {
        const group = await lockedGroup(tx, parcelId);
        if (!open(group)) throw conflict(MSG.customsNotHeld);
        const weights = group.parcels.map((p) => p.valueTetri ?? 0);
        const vat = splitTetri(lariToTetri(input.vat), weights);
        const duty = splitTetri(lariToTetri(input.duty), weights);
        await customsClearance.assess(
          tx,
          group.parcelIds.map((id, i) => ({ id, vatTetri: vat[i]!, dutyTetri: duty[i]! })),
          { actorId },
        );
        await audit(tx, actorId, 'customs.assess', 'parcel', group.groupId, {
          parcelIds: group.parcelIds,
          vat: input.vat,
          duty: input.duty,
        });
        return reread(tx, group);
      }),

    /**
     * Customs released the group: a group held for clearance needs its receipt first; an undeclared
     * parcel is released as staff decided. The customer is told.
     */
    clear: (parcelId: string, actorId: string) =>
      db.transaction(async (tx) => {
        const group = await lockedGroup(tx, parcelId);
        if (!open(group)) throw conflict(MSG.customsNotHeld);
        if (group.reason === 'clearance' && group.state === 'held') throw conflict(MSG.customsReceiptMissing);
        await customsClearance.clear(tx, group.parcelIds, { actorId });
        await audit(tx, actorId, 'customs.clear', 'parcel', group.groupId, {
          parcelIds: group.parcelIds,
          reason: group.reason,
        });
        await deps.notifier.notify(tx, group.accountId, 'customs_cleared', {
          tracking: group.parcels.map((p) => p.productOrderId).join(', '),
        });
        return reread(tx, group);
      }),
  };
}

export type ClearanceService = ReturnType<typeof createClearanceService>;
