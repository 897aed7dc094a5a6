/**
 * The customs groups of a flight's manifest (issue 16 §4): each parcel's group — its customer's parcels
 * from one shop (or sender) on this flight — named by AXID and number, and the group's total in lari
 * under the rules in force at departure, converted at the National Bank rate of that day.
 */
import type { Currency } from '@amanati/shared/constants';
import { exactValueTetri } from '@amanati/shared/customs';
import { customsGroups } from '@amanati/shared/customs-rules';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { customsRulesAt } from '../customs/customs.service.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import type { ManifestRow } from './manifest.ts';

/** A manifest row as read, with what grouping needs. */
export interface ManifestParcel extends Omit<
  ManifestRow,
  'group' | 'group_total_tetri' | 'group_needs_clearance'
> {
  id: string;
  account_id: string;
  flight_id: string | null;
  country: number;
  shop: string | null;
  other_shop: string | null;
  personal: boolean;
  sender_name: string | null;
}

export async function withCustomsGroups(
  db: DbOrTx,
  rows: readonly ManifestParcel[],
  departedAt: Date,
): Promise<ManifestRow[]> {
  const [rules, { rates }] = await Promise.all([
    customsRulesAt(db, departedAt),
    ratesOfDay(db, tbilisiDay(departedAt)),
  ]);
  const groups = customsGroups(
    rules,
    rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      flightId: r.flight_id,
      country: r.country,
      shop: r.shop,
      otherShop: r.other_shop,
      personal: r.personal,
      senderName: r.sender_name,
      valueTetri:
        r.amount !== null && r.currency !== null
          ? exactValueTetri(r.amount, r.currency as Currency, rates)
          : null,
      weightGrams: r.weight_kg === null ? null : Math.round(Number(r.weight_kg) * 1000),
    })),
  );
  // Groups numbered per customer in manifest order: AX10004-1, AX10004-2…
  const label = new Map<string, string>();
  const perCustomer = new Map<string, number>();
  const byParcel = new Map<string, { label: string; totalTetri: number; needsClearance: boolean }>();
  for (const row of rows) {
    const group = [...groups.values()].find((g) => g.ids.includes(row.id))!;
    if (!label.has(group.key)) {
      const n = (perCustomer.get(row.axid) ?? 0) + 1;
      perCustomer.set(row.axid, n);
      label.set(group.key, `${row.axid}-${n}`);
    }
    byParcel.set(row.id, {
      label: label.get(group.key)!,
      totalTetri: Math.round(group.valueTetri),
      needsClearance: group.needsClearance,
    });
  }
  return rows.map((r) => {
    const g = byParcel.get(r.id)!;
    return {
      axid: r.axid,
      type: r.type,
      ind_entrepreneur: r.ind_entrepreneur,
      name_en: r.name_en,
      last_name_en: r.last_name_en,
      ltd_name_en: r.ltd_name_en,
      tracking: r.tracking,
      category: r.category,
      quantity: r.quantity,
      amount: r.amount,
      currency: r.currency,
      weight_kg: r.weight_kg,
      group: g.label,
      group_total_tetri: g.totalTetri,
      group_needs_clearance: g.needsClearance,
    };
  });
}
