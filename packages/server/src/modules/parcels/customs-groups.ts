/**
 * The group rule of customs (issue 16 §2): a customer's parcels from one shop (or personal sender) on one
 * flight — before they fly, those of one country not yet flown — are summed against the threshold, and
 * every parcel of a group that reaches it is `custom` (needs an invoice and clearance). parcel-life settles
 * the groups of the customers a step touched, in the step's transaction; a parcel that has landed keeps
 * the flag it flew with.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { exactValueTetri } from '@amanati/shared/customs';
import {
  customsGroups,
  needsClearance,
  type CustomsGroup,
  type GroupedParcel,
} from '@amanati/shared/customs-rules';
import type { Currency } from '@amanati/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { customsRulesAt } from '../customs/customs.service.ts';
import { ratesOfDay } from '../rates/rates.service.ts';

/** Statuses whose group may still change: not yet landed. */
const OPEN = ['waiting', 'stock', 'sent'] as const;

/** A parcel's group, and whether the parcel alone would need clearance too. */
export interface ParcelCustoms {
  group: CustomsGroup;
  alone: boolean;
}

/**
 * Recomputes `custom` for every open parcel of these customers and answers each parcel's group (by parcel
 * id). One read and at most two writes, whatever the number of customers (a flight carries thousands).
 */
export async function settleCustomsGroups(
  db: DbOrTx,
  accountIds: readonly (string | null)[],
): Promise<Map<string, ParcelCustoms>> {
  const ids = [...new Set(accountIds.filter((id): id is string => id !== null))];
  const byParcel = new Map<string, ParcelCustoms>();
  if (ids.length === 0) return byParcel;
  const [rules, { rates }] = await Promise.all([customsRulesAt(db), ratesOfDay(db)]);
  const rows = await db
    .select({
      id: parcels.id,
      accountId: parcels.accountId,
      flightId: parcels.flightId,
      country: parcels.country,
      shop: parcels.shop,
      otherShop: parcels.otherShop,
      personal: parcels.personal,
      senderName: parcels.senderName,
      amount: parcels.amount,
      currency: parcels.currency,
      weightKg: parcels.weightKg,
      custom: parcels.custom,
    })
    .from(parcels)
    .where(and(sql`${parcels.accountId} = any(${arrayOf(ids, 'uuid')})`, inArray(parcels.status, [...OPEN])))
    .orderBy(parcels.createdAt);
  const grouped: GroupedParcel[] = rows.map((r) => ({
    ...r,
    accountId: r.accountId!,
    valueTetri:
      r.amount !== null && r.currency !== null
        ? exactValueTetri(r.amount, r.currency as Currency, rates)
        : null,
    weightGrams: r.weightKg === null ? null : Math.round(Number(r.weightKg) * 1000),
  }));
  const groupOf = new Map<string, CustomsGroup>();
  for (const group of customsGroups(rules, grouped).values())
    for (const id of group.ids) groupOf.set(id, group);
  for (const parcel of grouped)
    byParcel.set(parcel.id, {
      group: groupOf.get(parcel.id)!,
      alone: needsClearance(rules, parcel.valueTetri ?? 0, parcel.weightGrams ?? 0),
    });
  const flip = (to: boolean) =>
    rows.filter((r) => r.custom !== to && groupOf.get(r.id)?.needsClearance === to).map((r) => r.id);
  for (const to of [true, false]) {
    const changed = flip(to);
    if (changed.length)
      await db
        .update(parcels)
        .set({ custom: to })
        .where(sql`${parcels.id} = any(${arrayOf(changed, 'uuid')})`);
  }
  return byParcel;
}
