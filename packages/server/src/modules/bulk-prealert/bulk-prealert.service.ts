/**
 * Bulk pre-alert (issue 22 §3): each row of a file is declared through the parcels service's own `add`,
 * one transaction per row, so a row is created whole or not at all, by the same rules as the panel, and
 * one refused row does not stop the others. Rows run one after another: they settle the same account's
 * customs groups, so in parallel they would only wait on each other.
 *
 * A row the customs rules refuse without an invoice (over the threshold alone or with its shop's group)
 * is reported `invalid` with `invoice: file_required` (or `customs_group_file_required`): a file cannot
 * carry the invoice, so the customer declares that parcel in the panel with its invoice.
 */
import {
  BULK_PREALERT,
  cellText,
  errorsByColumn,
  rowToDeclaration,
  type BulkReport,
  type BulkRowReport,
} from '@amanati/shared/bulk-prealert';
import { MSG } from '@amanati/shared/messages';
import { parcelDeclarationSchema } from '@amanati/shared/parcels';
import type { AppContext } from '../../context.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { createParcelsService } from '../parcels/parcels.service.ts';
import type { BulkRow } from './bulk-file.ts';

type Deps = Pick<AppContext, 'config' | 'database' | 'notifier' | 'rateLimiter' | 'storage'>;

const HOUR = 3600;

export function createBulkPrealert(deps: Deps) {
  const parcels = createParcelsService(deps);

  /** One row: validated as the panel validates, then declared in its own transaction. */
  async function declareRow(
    accountId: string,
    { row, cells }: BulkRow,
    createdAt: Map<string, number>,
  ): Promise<BulkRowReport> {
    const tracking = cellText(cells.tracking);
    const parsed = parcelDeclarationSchema.safeParse(rowToDeclaration(cells));
    if (!parsed.success) {
      const errors = errorsByColumn(fieldErrors(parsed.error.issues));
      return { row, tracking, outcome: 'invalid', message: MSG.fillAllFields, errors };
    }
    const key = parsed.data.productOrderId.toLowerCase();
    const earlier = createdAt.get(key);
    if (earlier !== undefined) {
      return { row, tracking, outcome: 'duplicate', message: MSG.bulkTrackingRepeated, duplicateOf: earlier };
    }
    try {
      const { product } = await parcels.add(accountId, parsed.data, undefined);
      createdAt.set(key, row);
      return { row, tracking, outcome: 'created', parcelId: product._id };
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      if (err.code === MSG.trackingAlreadyAdded) {
        return { row, tracking, outcome: 'duplicate', message: err.code };
      }
      const errors = err.errors ? errorsByColumn(err.errors) : undefined;
      return { row, tracking, outcome: 'invalid', message: err.code, ...(errors ? { errors } : {}) };
    }
  }

  return {
    /** Counts an upload of the account (panel and API together); `retryAfter` seconds when refused. */
    async admit(accountId: string): Promise<{ allowed: boolean; retryAfter: number }> {
      const hit = await deps.rateLimiter.hit(`bulk:${accountId}`, BULK_PREALERT.uploadsPerHour, HOUR);
      return { allowed: hit.allowed, retryAfter: hit.resetSeconds };
    },

    /**
     * Every row, in the file's order. An unexpected failure (the database gone) ends the upload with a 500;
     * uploading the same file again is safe: the rows already created then report as duplicates.
     */
    async declare(accountId: string, rows: readonly BulkRow[]): Promise<BulkReport> {
      const createdAt = new Map<string, number>();
      const reports: BulkRowReport[] = [];
      for (const row of rows) reports.push(await declareRow(accountId, row, createdAt));
      const count = (outcome: BulkRowReport['outcome']) =>
        reports.filter((r) => r.outcome === outcome).length;
      return {
        counts: {
          rows: reports.length,
          created: count('created'),
          duplicate: count('duplicate'),
          invalid: count('invalid'),
        },
        rows: reports,
      };
    },
  };
}

export type BulkPrealert = ReturnType<typeof createBulkPrealert>;
