/**
 * Georgian customs rules as data (issue 16, ../shared/design/customs-rules.md): a rule set holds every
 * number that changes with law or business, with the day it takes effect. The rule sets live in the
 * database, an admin adds new ones, and a parcel is judged by the set in force on its day. These pure
 * functions compute with a given set, so the panel and the server get the same numbers.
 *
 * Money is integer tetri; percents have at most two decimals and are applied exactly, half-up.
 */
import type { CategoryCode } from './categories.ts';
import type { CustomsRules } from './customs-rules-schema.ts';

export type { CustomsRules, CustomsRulesInput, FeeBand } from './customs-rules-schema.ts';

/** How a customer's parcels are summed against the threshold. */
export const CUSTOMS_GROUPINGS = ['shop_flight', 'flight'] as const;
export type CustomsGrouping = (typeof CUSTOMS_GROUPINGS)[number];
import { divideHalfUp, toScaled } from './decimal.ts';
import { OTHER_SHOP } from './shops.ts';
import { tbilisiDay } from './tbilisi-time.ts';

/** The set in force on the Tbilisi day of `at`: the latest one that took effect on or before it. */
export function rulesInForce<T extends Pick<CustomsRules, 'effectiveFrom'>>(
  history: readonly T[],
  at: Date | string | number = new Date(),
): T | undefined {
  const day = tbilisiDay(at);
  let found: T | undefined;
  for (const rules of history)
    if (rules.effectiveFrom <= day && (!found || rules.effectiveFrom >= found.effectiveFrom)) found = rules;
  return found;
}

/** Whether a group's value (or weight) needs clearance under the rules. */
export function needsClearance(
  rules: Pick<CustomsRules, 'thresholdTetri' | 'comparison' | 'weightLimitGrams'>,
  valueTetri: number,
  weightGrams = 0,
): boolean {
  const overValue =
    rules.comparison === 'gte' ? valueTetri >= rules.thresholdTetri : valueTetri > rules.thresholdTetri;
  return overValue || weightGrams > rules.weightLimitGrams;
}

/** The state fee for a group's customs value: its band's fee once clearance is needed, else 0. */
export function stateFeeTetri(rules: CustomsRules, valueTetri: number): number {
  if (!needsClearance(rules, valueTetri)) return 0;
  const band = rules.feeBands.find((b) => b.upToTetri === null || valueTetri <= b.upToTetri);
  return band?.feeTetri ?? 0;
}

/** `percent` % of `amountTetri`, half-up to the tetri. */
export function percentOf(amountTetri: number, percentValue: number): number {
  return Number(divideHalfUp(BigInt(Math.round(amountTetri)) * toScaled(percentValue, 2), 100_00n));
}

/** One parcel of a group as the estimate needs it. */
export interface CustomsItem {
  valueTetri: number;
  /** A goods category code (CATEGORY_CODES); another string pays no duty. */
  category: string;
  /** Our shipping charge once the parcel is weighed; null before. */
  shippingTetri: number | null;
  weightGrams?: number | null;
}

export interface LandedCost {
  /** The goods' value of the group in lari. */
  valueTetri: number;
  /** Our shipping charges counted in the customs value (of the parcels weighed so far). */
  shippingTetri: number;
  /** Whether every parcel's shipping is known; before, VAT is on the goods alone and grows after weighing. */
  shippingKnown: boolean;
  needsClearance: boolean;
  vatTetri: number;
  dutyTetri: number;
  stateFeeTetri: number;
  serviceFeeTetri: number;
  /** What clearance adds: VAT, duty, state fee and our service fee (0 when none is needed). */
  totalTetri: number;
}

/**
 * The landed cost of a group of parcels (one parcel is a group of one): nothing when the group stays
 * under the threshold; else VAT on goods plus shipping, duty per parcel by its category, the state fee of
 * the group's band and our service fee.
 */
export function landedCost(rules: CustomsRules, items: readonly CustomsItem[]): LandedCost {
  // Summed unrounded, as customsGroups sums (values may carry 1/100,000 of a tetri), then shown to the tetri.
  const exactValue = items.reduce((sum, item) => sum + exact(item.valueTetri), 0n);
  const valueTetri = Number(divideHalfUp(exactValue, 100_000n));
  const shippingTetri = items.reduce((sum, item) => sum + Math.round(item.shippingTetri ?? 0), 0);
  const shippingKnown = items.every((item) => item.shippingTetri !== null);
  const weightGrams = items.reduce((sum, item) => sum + (item.weightGrams ?? 0), 0);
  const clearance = needsClearance(rules, Number(exactValue) / 100_000, weightGrams);
  if (!clearance)
    return {
      valueTetri,
      shippingTetri,
      shippingKnown,
      needsClearance: false,
      vatTetri: 0,
      dutyTetri: 0,
      stateFeeTetri: 0,
      serviceFeeTetri: 0,
      totalTetri: 0,
    };
  const vatTetri = percentOf(valueTetri + shippingTetri, rules.vatPercent);
  const dutyTetri = items.reduce(
    (sum, item) => sum + percentOf(item.valueTetri, rules.dutyPercent[item.category as CategoryCode] ?? 0),
    0,
  );
  // A heavy group under the value threshold still clears: the lowest band's fee.
  const feeTetri = stateFeeTetri(rules, valueTetri) || (rules.feeBands[0]?.feeTetri ?? 0);
  return {
    valueTetri,
    shippingTetri,
    shippingKnown,
    needsClearance: true,
    vatTetri,
    dutyTetri,
    stateFeeTetri: feeTetri,
    serviceFeeTetri: rules.serviceFeeTetri,
    totalTetri: vatTetri + dutyTetri + feeTetri + rules.serviceFeeTetri,
  };
}

/**
 * One parcel's part of its group's landed cost: the VAT on its goods and shipping and the duty of its
 * category. The state fee and our service fee are the group's, paid once. Nothing while the group needs
 * no clearance.
 */
export function parcelShareOfLandedCost(
  rules: CustomsRules,
  item: CustomsItem,
  groupNeedsClearance: boolean,
): { vatTetri: number; dutyTetri: number } {
  if (!groupNeedsClearance) return { vatTetri: 0, dutyTetri: 0 };
  return {
    vatTetri: percentOf(item.valueTetri + (item.shippingTetri ?? 0), rules.vatPercent),
    dutyTetri: percentOf(item.valueTetri, rules.dutyPercent[item.category as CategoryCode] ?? 0),
  };
}

/** What a parcel's group and its share of the group total are read from. */
export interface GroupedParcel {
  id: string;
  accountId: string;
  /** The flight it is on; null while it has not flown (it may fly with the customer's others of its country). */
  flightId: string | null;
  country: number;
  shop: string | null;
  otherShop?: string | null;
  personal?: boolean;
  senderName?: string | null;
  /** Declared value in tetri, unrounded (`exactValueTetri`, to 1/100,000 of a tetri); null while undeclared. */
  valueTetri: number | null;
  weightGrams?: number | null;
}

const normalized = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/**
 * What decides a parcel's group: its customer, its flight — or, not flown yet, its country (parcels that
 * may fly together) — and, when grouping by shop, its shop (a typed shop by its name) or personal sender.
 */
export function customsGroupKey(
  rules: Pick<CustomsRules, 'grouping'>,
  parcel: Omit<GroupedParcel, 'id' | 'valueTetri'>,
): string {
  const flight = parcel.flightId ?? `unflown-${parcel.country}`;
  if (rules.grouping === 'flight') return `${parcel.accountId}|${flight}`;
  const from =
    parcel.personal && parcel.senderName
      ? `sender:${normalized(parcel.senderName)}`
      : parcel.shop === OTHER_SHOP
        ? `shop:${normalized(parcel.otherShop)}`
        : `shop:${parcel.shop ?? ''}`;
  return `${parcel.accountId}|${flight}|${from}`;
}

export interface CustomsGroup {
  key: string;
  /** The parcels of the group, in the order given. */
  ids: string[];
  valueTetri: number;
  weightGrams: number;
  needsClearance: boolean;
}

/** A value in whole 1/100,000 tetri, so sums of unrounded values are exact. */
const exact = (valueTetri: number) => BigInt(Math.round(valueTetri * 100_000));

/** The parcels' groups with their totals: every parcel of a group that needs clearance is `custom`. */
export function customsGroups(
  rules: CustomsRules,
  parcels: readonly GroupedParcel[],
): Map<string, CustomsGroup> {
  const groups = new Map<string, CustomsGroup & { exactValue: bigint }>();
  for (const parcel of parcels) {
    const key = customsGroupKey(rules, parcel);
    const group = groups.get(key) ?? {
      key,
      ids: [],
      valueTetri: 0,
      exactValue: 0n,
      weightGrams: 0,
      needsClearance: false,
    };
    group.ids.push(parcel.id);
    group.exactValue += exact(parcel.valueTetri ?? 0);
    group.weightGrams += parcel.weightGrams ?? 0;
    groups.set(key, group);
  }
  const out = new Map<string, CustomsGroup>();
  for (const { exactValue, ...group } of groups.values()) {
    const threshold = exact(rules.thresholdTetri);
    const overValue = rules.comparison === 'gte' ? exactValue >= threshold : exactValue > threshold;
    out.set(group.key, {
      ...group,
      // Shown to the tetri, half-up; the comparison above used the unrounded sum.
      valueTetri: Number(divideHalfUp(exactValue, 100_000n)),
      needsClearance: overValue || group.weightGrams > rules.weightLimitGrams,
    });
  }
  return out;
}
