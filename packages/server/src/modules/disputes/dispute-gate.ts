/**
 * The flight's side of weight disputes (issue 21 §2): a parcel whose weight or size its customer disputes
 * stays at the warehouse until staff re-weigh it and answer. Read by flights' loading, after it locked the
 * parcels: a dispute opened meanwhile locked the parcel first, so it is seen here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { weightDisputes } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';

/** Which of these parcels have an open dispute. */
export async function disputedParcels(db: DbOrTx, parcelIds: string[]): Promise<Set<string>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db
    .select({ parcelId: weightDisputes.parcelId })
    .from(weightDisputes)
    .where(
      and(
        eq(weightDisputes.state, 'open'),
        sql`${weightDisputes.parcelId} = any(${arrayOf(parcelIds, 'uuid')})`,
      ),
    );
  return new Set(rows.map((r) => r.parcelId));
}
