/**
 * What one account may upload (security review finding 6): a number of files an hour, and a storage
 * quota over the invoice files its parcels keep. Replaced and deleted invoices leave storage
 * (parcels.service.ts), so the files its parcels name are all it holds.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { isUuid } from '@amanati/shared/ids';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';

const HOUR = 3600;

export const storageQuotaExceeded = () =>
  new AppError(413, MSG.storageQuotaExceeded, { file: MSG.storageQuotaExceeded });

/** Bytes of the account's stored invoice files, but for the one of `replacing` (a parcel id). */
async function usedBytes(db: DbOrTx, accountId: string, replacing: string | undefined): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${parcels.fileBytes}), 0)` })
    .from(parcels)
    .where(
      and(
        eq(parcels.accountId, accountId),
        isNotNull(parcels.file),
        replacing && isUuid(replacing) ? ne(parcels.id, replacing) : undefined,
      ),
    );
  return Number(row?.used ?? 0);
}

export function createUploadLimits(deps: Pick<AppContext, 'config' | 'database' | 'rateLimiter'>) {
  const { quotaBytes, perHour } = deps.config.uploads;

  async function assertRoom(db: DbOrTx, accountId: string, bytes: number, replacing?: string) {
    if ((await usedBytes(db, accountId, replacing)) + bytes > quotaBytes) throw storageQuotaExceeded();
  }

  return {
    /** Before a file is stored: counts the upload (429 past the hourly rate) and refuses a plainly full account. */
    async admit(accountId: string, bytes: number, replacing?: string): Promise<void> {
      const { allowed } = await deps.rateLimiter.hit(`upload:${accountId}`, perHour, HOUR);
      if (!allowed) throw tooManyRequests();
      await assertRoom(deps.database.db, accountId, bytes, replacing);
    },

    /**
     * First in the transaction that records the file: the account's uploads take turns (an advisory
     * lock, taken before any row lock so it cannot deadlock), so two at once cannot both fit the
     * quota's last room.
     */
    async reserve(tx: DbOrTx, accountId: string, bytes: number, replacing?: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${accountId}`}, 0))`);
      await assertRoom(tx, accountId, bytes, replacing);
    },
  };
}

export type UploadLimits = ReturnType<typeof createUploadLimits>;
