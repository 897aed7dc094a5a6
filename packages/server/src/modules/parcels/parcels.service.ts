/** The customer's side of a parcel's life (spec §4, §5, §7): declare, edit, delete, list, timeline. */
import { type ParcelStatus } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { canDelete, editRight } from '@amanati/shared/parcel-rules';
import type { ParcelDeclaration, ParcelUpdate } from '@amanati/shared/parcels';
import { isShopOf } from '@amanati/shared/shops';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { withStoredFile } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { accountDirectory } from '../accounts/account-directory.ts';
import { createUploadLimits } from '../files/upload-limits.ts';
import { applyDeclaredTariff } from '../money/charging.service.ts';
import {
  assertBranchOnFlightRoute,
  assertInsuranceOpen,
  assertOnlyFillsGaps,
  changedFields,
  declaredColumns,
  locked,
  trackingTaken,
  withStoredTexts,
} from './declaration-rules.ts';
import { settleCustomsGroups } from './customs-groups.ts';
import { parcelLife } from './parcel-life.ts';
import { parcelsRepo, type ParcelRow } from './parcels.repo.ts';
import { toEvent, toProduct } from './parcels.wire.ts';

type Deps = Pick<AppContext, 'config' | 'database' | 'notifier' | 'rateLimiter' | 'storage'>;

export function createParcelsService(deps: Deps) {
  const { db } = deps.database;
  const uploads = createUploadLimits(deps);

  /**
   * The parcel's customs group after a change, settled: whether it is `custom` and the group's parcels
   * when they need clearance (`customArray`, spec §7) — or the parcel alone when its customer asked for
   * clearance. A parcel that needs clearance and has no invoice refuses the change (400 file_required).
   */
  async function customsAnswer(tx: DbOrTx, parcel: ParcelRow) {
    const settled = (await settleCustomsGroups(tx, [parcel.accountId])).get(parcel.id);
    const group = settled?.group;
    const custom = group?.needsClearance ?? false;
    if ((custom || parcel.clearance) && !parcel.file) {
      // Said apart when only the group reaches the limit: the customer sees why a small parcel needs it.
      const code =
        custom && !parcel.clearance && !settled!.alone ? MSG.customsGroupFileRequired : MSG.fileRequired;
      throw badRequest(code, { file: code });
    }
    return { custom, customArray: custom ? group!.ids : parcel.clearance ? [parcel.id] : [] };
  }

  /** The declared branch, else the customer's own; refused when neither is known. */
  async function branchFor(q: DbOrTx, accountId: string, d: ParcelDeclaration) {
    const branch = d.branches ?? (await accountDirectory.byId(q, accountId))?.branchCode;
    if (!branch) throw badRequest(MSG.chooseBranch, { branches: MSG.chooseBranch });
    return branch;
  }

  async function declareIn(
    tx: DbOrTx,
    accountId: string,
    d: ParcelDeclaration,
    branch: string,
    file: { name: string; bytes: number } | null,
  ) {
    const parcel = await parcelLife.declare(
      tx,
      {
        ...declaredColumns(d),
        accountId,
        tracking: d.productOrderId,
        country: d.senderCountryId,
        branch,
        file: file?.name ?? null,
        fileBytes: file?.bytes ?? null,
      },
      { actorId: accountId },
    );
    const customs = await customsAnswer(tx, parcel);
    return {
      parcel,
      product: toProduct({
        parcel: { ...parcel, custom: customs.custom },
        flightCode: null,
        flightUpdateStatus: null,
      }),
      ...customs,
    };
  }

  /** The customer's parcel row with its flight's code and its timeline rows; 404 for anyone else's. */
  async function ownRow(accountId: string, id: string) {
    const current = await parcelsRepo.ownWithFlight(db, accountId, id);
    if (!current) throw notFound();
    return { ...current, events: await parcelsRepo.events(db, id) };
  }

  return {
    async add(accountId: string, d: ParcelDeclaration, file: UploadedFile | undefined) {
      const branch = await branchFor(db, accountId, d);
      if (d.clearance && !file) throw badRequest(MSG.fileRequired, { file: MSG.fileRequired });
      if (await parcelsRepo.trackingTaken(db, accountId, d.productOrderId)) throw trackingTaken();
      if (file) await uploads.admit(accountId, file.data.length);
      // Stored first, removed again if the insert fails (e.g. the same number declared at this moment).
      return withStoredFile(deps.storage, 'invoices', file, async (fileName) => {
        try {
          return await db.transaction(async (tx) => {
            if (file) await uploads.reserve(tx, accountId, file.data.length);
            const stored = fileName ? { name: fileName, bytes: file!.data.length } : null;
            const { parcel: _row, ...answer } = await declareIn(tx, accountId, d, branch, stored);
            return answer;
          });
        } catch (err) {
          if (uniqueViolation(err) === 'parcels_account_tracking_uq') throw trackingTaken();
          throw err;
        }
      });
    },

    /**
     * A declaration without a file, in the caller's transaction (the business API's idempotent create
     * and bulk pre-alert): the same rules as `add`, so a refusal rolls back whatever the caller wrote.
     */
    async addIn(tx: DbOrTx, accountId: string, d: ParcelDeclaration) {
      const branch = await branchFor(tx, accountId, d);
      if (d.clearance) throw badRequest(MSG.fileRequired, { file: MSG.fileRequired });
      if (await parcelsRepo.trackingTaken(tx, accountId, d.productOrderId)) throw trackingTaken();
      return declareIn(tx, accountId, d, branch, null);
    },

    async update(accountId: string, input: ParcelUpdate, file: UploadedFile | undefined) {
      if (file) await uploads.admit(accountId, file.data.length, input.productId);
      // A refused update (someone else's parcel, a closed flight, a bad field) leaves no file behind.
      return withStoredFile(deps.storage, 'invoices', file, async (fileName) => {
        const { replaced, ...answer } = await db
          .transaction(async (tx) => {
            if (file) await uploads.reserve(tx, accountId, file.data.length, input.productId);
            const current = await parcelsRepo.ownWithFlight(tx, accountId, input.productId, true);
            if (!current) throw notFound();
            const p = current.parcel;
            const right = editRight(
              { status: p.status, quantity: p.quantity, amount: p.amount },
              current.flightUpdateStatus,
            );
            if (right === 'none') throw new AppError(409, MSG.parcelCannotBeEdited);
            const u = withStoredTexts(input, p);
            assertInsuranceOpen(p, u.insured);
            // The country cannot change, and the shop must be one of the parcel's own country (§7 sends no country).
            if (u.senderCountryId !== undefined && u.senderCountryId !== p.country) {
              throw badRequest(MSG.fillAllFields, { senderCountryId: MSG.invalidCountry });
            }
            if (u.shop && !isShopOf(p.country, u.shop)) {
              throw badRequest(MSG.fillAllFields, { shop: MSG.invalidShop });
            }
            const changes = declaredColumns(u);
            if (u.productOrderId.toLowerCase() !== p.tracking.toLowerCase()) {
              // The waybill is the physical label once the warehouse has the parcel.
              if (p.status !== 'waiting') throw locked();
              if (await parcelsRepo.trackingTaken(tx, accountId, u.productOrderId, p.id))
                throw trackingTaken();
            }
            if (right === 'declare-missing')
              assertOnlyFillsGaps(p, { ...changes, branch: u.branches ?? p.branch });
            assertBranchOnFlightRoute(u.branches ?? p.branch, current.flightTbilisi);
            const row = await parcelsRepo.update(tx, p.id, {
              ...changes,
              tracking: u.productOrderId,
              branch: u.branches ?? p.branch,
              ...(fileName && file ? { file: fileName, fileBytes: file.data.length } : {}),
            });
            const kind = p.quantity === null || p.amount === null ? 'declared' : 'edited';
            await parcelLife.noteDeclaration(tx, row, kind, changedFields(p, row), { actorId: accountId });
            const customs = await customsAnswer(tx, row);
            // Declaring a charged parcel personal (or no longer) changes its tariff type: a correction follows.
            const priced = await applyDeclaredTariff(
              tx,
              { ...row, custom: customs.custom },
              accountId,
              deps.notifier,
            );
            return {
              product: toProduct({ ...current, parcel: { ...priced, custom: customs.custom } }),
              ...customs,
              replaced: fileName ? p.file : null,
            };
          })
          .catch((err: unknown) => {
            if (uniqueViolation(err) === 'parcels_account_tracking_uq') throw trackingTaken();
            throw err;
          });
        // The file it replaced is no longer the parcel's, nor served (findings 6, 7): removed only now that
        // the new one is committed, so a failed update never loses the current file. A removal that fails
        // leaves an orphan, never a failed update.
        if (replaced) await deps.storage.remove('invoices', replaced).catch(() => undefined);
        return answer;
      });
    },

    async remove(accountId: string, id: string) {
      const file = await db.transaction(async (tx) => {
        const current = await parcelsRepo.ownWithFlight(tx, accountId, id, true);
        if (!current) throw notFound();
        if (!canDelete(current.parcel)) throw new AppError(409, MSG.parcelCannotBeDeleted);
        await parcelsRepo.remove(tx, id);
        // Its group may now stay under the threshold.
        await settleCustomsGroups(tx, [accountId]);
        return current.parcel.file;
      });
      // Only a waiting parcel can be deleted: its invoice served nothing else. Once the row is gone.
      if (file) await deps.storage.remove('invoices', file).catch(() => undefined);
    },

    ownRow,

    async get(accountId: string, id: string) {
      const { events, ...current } = await ownRow(accountId, id);
      return { ...toProduct(current), events: events.map(toEvent) };
    },

    async list(accountId: string, status: ParcelStatus, skip: number, limit: number) {
      const rows = await parcelsRepo.list(deps.database, accountId, status, skip, limit);
      // An empty page (e.g. skipped past the end) still reports the tab's counts.
      const counts: Record<number, number> = rows[0]
        ? (rows[0].counts ?? {})
        : await parcelsRepo.countsByCountry(db, accountId, status);
      const products = rows.map((row) =>
        toProduct({ parcel: row, flightCode: row.flightCode, flightUpdateStatus: row.flightUpdateStatus }),
      );
      const newArr = ([1, 2, 3] as const)
        .map((countryId) => ({
          countryId,
          products: products.filter((p) => p.senderCountryId === countryId),
        }))
        .filter((group) => group.products.length > 0);
      return {
        rows,
        products,
        newArr,
        productsCount: (counts[1] ?? 0) + (counts[2] ?? 0) + (counts[3] ?? 0),
        productsCountChina: counts[1] ?? 0,
        productsCountUsa: counts[2] ?? 0,
        productsCountTurkey: counts[3] ?? 0,
        productsCountGrecee: 0,
      };
    },

    async flightsOf(accountId: string, rows: Pick<ParcelRow, 'flightId'>[]) {
      const ids = [...new Set(rows.map((r) => r.flightId).filter((id): id is string => Boolean(id)))];
      return parcelsRepo.flightsWithState(db, accountId, ids);
    },
  };
}

export type ParcelsService = ReturnType<typeof createParcelsService>;
