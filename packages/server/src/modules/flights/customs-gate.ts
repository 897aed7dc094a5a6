/**
 * The pre-flight customs gate (issue 16 §4): a parcel that would fail customs in Georgia does not fly.
 * Refused: an undeclared parcel; a parcel whose group reaches the threshold while a parcel of that group
 * at the warehouse has no invoice; a foreign citizen's parcel needing clearance without a Georgian tax
 * number. The customer is told what to fix (once per parcel and flight); an operator may override with a
 * written reason, audited parcel by parcel.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import type { Tx } from '../../db/client.ts';
import { accounts, notifications, parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { arrayOf } from '../../lib/bulk.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { settleCustomsGroups } from '../parcels/customs-groups.ts';

type ParcelRow = typeof parcels.$inferSelect;

export const GATE_REASONS = [MSG.parcelUndeclared, MSG.customsInvoiceMissing, MSG.taxNumberMissing] as const;
export type GateReason = (typeof GATE_REASONS)[number];

/** The notification that tells the customer what to fix, by reason. */
const NOTICE = {
  [MSG.parcelUndeclared]: 'held_undeclared',
  [MSG.customsInvoiceMissing]: 'held_invoice_missing',
  [MSG.taxNumberMissing]: 'held_tax_number_missing',
} as const satisfies Record<GateReason, string>;

/** A declaration the customs manifest can carry: what it is, how many, what it cost. */
const undeclared = (p: ParcelRow) => p.category === null || p.quantity === null || p.amount === null;

/** Why each of these parcels may not fly now (by parcel id); parcels absent from the map may. */
export async function gateRefusals(
  tx: Tx,
  candidates: readonly ParcelRow[],
): Promise<Map<string, GateReason>> {
  const refusals = new Map<string, GateReason>();
  for (const p of candidates) if (undeclared(p)) refusals.set(p.id, MSG.parcelUndeclared);
  const declared = candidates.filter((p) => !refusals.has(p.id));
  if (declared.length === 0) return refusals;
  const groups = await settleCustomsGroups(
    tx,
    declared.map((p) => p.accountId),
  );
  const custom = declared.filter((p) => groups.get(p.id)?.group.needsClearance);
  if (custom.length === 0) return refusals;
  // Every parcel of the group that is with us (or already flying) must carry its invoice.
  const memberIds = [...new Set(custom.flatMap((p) => groups.get(p.id)!.group.ids))];
  const lacking = new Set(
    (
      await tx
        .select({ id: parcels.id })
        .from(parcels)
        .where(
          and(
            sql`${parcels.id} = any(${arrayOf(memberIds, 'uuid')})`,
            inArray(parcels.status, ['stock', 'sent']),
            sql`${parcels.file} is null`,
          ),
        )
    ).map((r) => r.id),
  );
  const owners = await tx
    .select({ id: accounts.id, foreignCitizen: accounts.foreignCitizen, taxNumber: accounts.taxNumber })
    .from(accounts)
    .where(sql`${accounts.id} = any(${arrayOf([...new Set(custom.map((p) => p.accountId!))], 'uuid')})`);
  const noTaxNumber = new Set(owners.filter((o) => o.foreignCitizen && !o.taxNumber).map((o) => o.id));
  for (const p of custom) {
    if (groups.get(p.id)!.group.ids.some((id) => lacking.has(id)))
      refusals.set(p.id, MSG.customsInvoiceMissing);
    else if (noTaxNumber.has(p.accountId!)) refusals.set(p.id, MSG.taxNumberMissing);
  }
  return refusals;
}

/** Tells each customer once per parcel and flight what keeps the parcel from flying. */
export async function noticeRefusals(
  tx: Tx,
  notifier: Notifier,
  flight: { id: string; code: string },
  refused: readonly { parcel: ParcelRow; reason: GateReason }[],
): Promise<void> {
  if (refused.length === 0) return;
  const told = new Set(
    (
      await tx
        .select({ data: notifications.data })
        .from(notifications)
        .where(
          and(
            sql`${notifications.accountId} = any(${arrayOf(
              [...new Set(refused.map((r) => r.parcel.accountId!))],
              'uuid',
            )})`,
            inArray(notifications.kind, Object.values(NOTICE)),
            sql`${notifications.data}->>'flight' = ${flight.code}`,
          ),
        )
    ).map((n) => String(n.data?.tracking)),
  );
  await notifier.notifyMany(
    tx,
    refused
      .filter((r) => !told.has(r.parcel.tracking))
      .map((r) => ({
        accountId: r.parcel.accountId!,
        kind: NOTICE[r.reason],
        data: { tracking: r.parcel.tracking, flight: flight.code },
      })),
  );
}

/** Parcels an operator let through the gate: each audited with the reason it would have been refused. */
export async function auditOverrides(
  tx: Tx,
  actorId: string,
  flight: { id: string; code: string },
  overridden: readonly { parcel: ParcelRow; reason: GateReason }[],
  why: string,
): Promise<void> {
  for (const { parcel, reason } of overridden)
    await audit(tx, actorId, 'flight.gate_override', 'parcel', parcel.id, {
      flight: flight.code,
      tracking: parcel.tracking,
      refusal: reason,
      reason: why,
    });
}
