/**
 * Loading a flight (spec §4, §6): stock parcels of the flight's country, weighed, with a customer and a
 * branch in the city it lands in, are put on it — sent through parcel-life, charged through the money
 * module, their customers told. Set-based: a flight carries thousands. Refused ones are answered with
 * their reason; the customs gate (customs-gate.ts) stops parcels that would fail customs in Georgia.
 */
import { asc, sql } from 'drizzle-orm';
import type { RefusalReason } from '@amanati/shared/answers/admin/flights';
import { branchCity, flightCity, isBranchCode, type BranchCity } from '@amanati/shared/constants';
import { isUuid } from '@amanati/shared/ids';
import { MSG } from '@amanati/shared/messages';
import { formatLari } from '@amanati/shared/money';
import type { Tx } from '../../db/client.ts';
import type { flights } from '../../db/schema/index.ts';
import { parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { disputedParcels } from '../disputes/dispute-gate.ts';
import { autoPayMany } from '../money/auto-pay.ts';
import { chargeNewParcels } from '../money/bulk-charging.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { parcelLife } from '../parcels/parcel-life.ts';
import { auditOverrides, gateRefusals, noticeRefusals } from './customs-gate.ts';

type FlightRow = typeof flights.$inferSelect;

/** Parcels named by tracking number or id. */
export interface ParcelSelection {
  trackings?: string[] | undefined;
  parcelIds?: string[] | undefined;
  /** Lets parcels through the customs gate; audited. */
  overrideReason?: string | undefined;
}

export interface Refusal {
  tracking: string;
  reason: RefusalReason;
}

/** The city of a parcel's branch; null while it has none (or an unknown code): nothing to compare. */
const parcelCity = (branch: string | null): BranchCity | null =>
  isBranchCode(branch) ? branchCity(branch) : null;

/**
 * One row per tracking number: several customers may have declared one (issue 16 §7), but only the parcel
 * we hold can fly — the received row when there is one, else a declaration (refused as not in stock).
 */
function onePerTracking<T extends { id: string; tracking: string; status: string }>(rows: T[]): T[] {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const key = row.tracking.toLowerCase();
    const held = chosen.get(key);
    if (!held || (held.status === 'waiting' && row.status !== 'waiting')) chosen.set(key, row);
  }
  return [...chosen.values()];
}

/** Puts `stock` parcels of the flight's country on it, in the caller's transaction with the flight locked. */
export async function loadParcels(
  tx: Tx,
  flight: FlightRow,
  select: ParcelSelection,
  actorId: string,
  notifier: Notifier,
) {
  const flightId = flight.id;
  if (flight.endAt) throw new AppError(409, MSG.flightAlreadyArrived);
  const trackings = (select.trackings ?? []).map((t) => t.trim()).filter(Boolean);
  const found = [];
  if (trackings.length)
    found.push(
      ...(await tx
        .select()
        .from(parcels)
        .where(
          sql`lower(${parcels.tracking}) = any(${arrayOf(
            trackings.map((t) => t.toLowerCase()),
            'text',
          )})`,
        )
        .orderBy(asc(parcels.id))
        .for('update')),
    );
  const parcelIds = (select.parcelIds ?? []).filter(isUuid);
  if (parcelIds.length)
    found.push(
      ...(await tx
        .select()
        .from(parcels)
        .where(sql`${parcels.id} = any(${arrayOf(parcelIds, 'uuid')})`)
        .orderBy(asc(parcels.id))
        .for('update')),
    );
  const refused: Refusal[] = [];
  const byTracking = new Set(found.map((p) => p.tracking.toLowerCase()));
  for (const t of trackings)
    if (!byTracking.has(t.toLowerCase())) refused.push({ tracking: t, reason: 'not_found' });
  const destination = flightCity(flight);
  // A parcel whose weight or size its customer disputes waits for staff's re-weigh (issue 21 §2).
  const disputed = await disputedParcels(
    tx,
    found.map((p) => p.id),
  );
  const ready = onePerTracking(found).filter((p) => {
    const city = parcelCity(p.branch);
    const reason: Refusal['reason'] | null =
      p.status !== 'stock'
        ? 'not_in_stock'
        : p.country !== flight.country
          ? 'wrong_country'
          : p.weightKg === null
            ? 'not_weighed'
            : !p.accountId
              ? 'no_customer'
              : city && city !== destination
                ? MSG.flightToAnotherCity
                : disputed.has(p.id)
                  ? MSG.parcelDisputed
                  : null;
    if (reason) refused.push({ tracking: p.tracking, reason });
    return reason === null;
  });
  // The customs gate, on what passed the checks above.
  const gate = await gateRefusals(tx, ready);
  const stopped = ready.flatMap((p) => (gate.has(p.id) ? [{ parcel: p, reason: gate.get(p.id)! }] : []));
  if (select.overrideReason) await auditOverrides(tx, actorId, flight, stopped, select.overrideReason);
  else {
    refused.push(...stopped.map((s) => ({ tracking: s.parcel.tracking, reason: s.reason })));
    await noticeRefusals(tx, notifier, flight, stopped);
  }
  const accepted = select.overrideReason ? ready : ready.filter((p) => !gate.has(p.id));
  const chargeOf = await parcelLife.send(tx, flight, accepted, { actorId }, async (ids) => {
    const charges = await chargeNewParcels(tx, flightId, ids, actorId);
    return new Map(charges.map((c) => [c.parcelId, c.amountTetri]));
  });
  await notifier.notifyMany(
    tx,
    accepted.map((p) => ({
      accountId: p.accountId!,
      kind: 'parcel_sent' as const,
      data: {
        tracking: p.tracking,
        flight: flight.code,
        charge: formatLari(chargeOf.get(p.id) ?? p.priceTetri ?? 0),
      },
    })),
  );
  // The new charges are paid at once where a customer's auto-pay is on and the balance covers them.
  await autoPayMany(
    tx,
    accepted.map((p) => p.accountId!),
    notifier,
  );
  if (accepted.length)
    await audit(tx, actorId, 'flight.add_parcels', 'flight', flight.id, {
      count: accepted.length,
      refused: refused.length,
      ...(select.overrideReason ? { overridden: stopped.length } : {}),
    });
  return {
    added: accepted.length,
    refused,
    ...(select.overrideReason ? { overridden: stopped.length } : {}),
    flight: flight.code,
  };
}
