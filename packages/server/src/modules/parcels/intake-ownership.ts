/**
 * Whose parcel a scan is (issue 16 §7, security review finding 1): the AXID on the label decides, not who
 * declared the tracking number first. A tracking number is unique per customer, so several customers may
 * have declared it; once the parcel is physically with us it belongs to exactly one.
 */
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { accountDirectory } from '../accounts/account-directory.ts';
import type { ParcelRow } from './parcels.repo.ts';

type Customer = NonNullable<Awaited<ReturnType<typeof accountDirectory.customerByAxid>>>;

export type Ownership =
  /** Already received (a second scan weighs it again) or further on its way. */
  | { kind: 'physical'; parcel: ParcelRow }
  /** The label's customer (or the only one) declared it: receive that declaration, close the others. */
  | { kind: 'declaration'; parcel: ParcelRow; others: ParcelRow[] }
  /** The label names a customer who did not declare it: create it for them, close the others. */
  | { kind: 'undeclared'; account: Customer; others: ParcelRow[] }
  /** Nobody to book it to yet: an unknown AXID, or several declarations and no label to settle them. */
  | { kind: 'queue'; reason: 'unknown_axid' | 'ownership'; candidates: string[] };

/** Every parcel row of a tracking number, locked: the physical one first, then declarations oldest first. */
export const rowsOfTracking = (tx: Tx, tracking: string) =>
  tx
    .select()
    .from(parcels)
    .where(sql`lower(${parcels.tracking}) = ${tracking.trim().toLowerCase()}`)
    .orderBy(sql`${parcels.status} = 'waiting'`, asc(parcels.createdAt))
    .for('update');

/** Decides a scan's owner from its rows and the AXID typed or scanned from its label (if any). */
export async function decideOwnership(tx: Tx, tracking: string, labelAxid?: string): Promise<Ownership> {
  const rows = await rowsOfTracking(tx, tracking);
  const physical = rows.find((r) => r.status !== 'waiting');
  if (physical) return { kind: 'physical', parcel: physical };
  const candidates = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
  if (labelAxid) {
    const account = await accountDirectory.customerByAxid(tx, labelAxid);
    // A typed AXID nobody has, while someone declared it: staff settle it rather than guess.
    if (!account) return { kind: 'queue', reason: rows.length ? 'ownership' : 'unknown_axid', candidates };
    const own = rows.find((r) => r.accountId === account.id);
    const others = rows.filter((r) => r !== own);
    return own ? { kind: 'declaration', parcel: own, others } : { kind: 'undeclared', account, others };
  }
  // A label without an AXID: one declaration is taken at its word, several are a conflict.
  if (rows.length === 1) return { kind: 'declaration', parcel: rows[0]!, others: [] };
  return { kind: 'queue', reason: rows.length ? 'ownership' : 'unknown_axid', candidates };
}
