/**
 * Customs groups and landed costs on the customer's side (issue 16 §2, §3), with the shared rules and the
 * server's own numbers (the customs context): the group a declaration being typed joins, and every group
 * of a set of parcels with its estimate. Pure; beside the components that use it (not lib/) so the first
 * view's chunk does not carry the rules.
 */
import type { CustomsParcel } from '@amanati/shared/answers/customs';
import type { Currency } from '@amanati/shared/constants';
import { exactValueTetri } from '@amanati/shared/customs';
import {
  customsGroupKey,
  customsGroups,
  landedCost,
  needsClearance,
  parcelShareOfLandedCost,
  type CustomsGroup,
  type CustomsItem,
  type CustomsRules,
  type GroupedParcel,
  type LandedCost,
} from '@amanati/shared/customs-rules';
import type { Rates } from '@amanati/shared/rates';
import { OTHER_SHOP } from '@amanati/shared/shops';
import type { ParcelFormValues } from '../lib/parcel-form.ts';
import type { CustomsContext } from './customs-context.ts';

/** Every parcel in the context is the customer's own: the account part of the key is the same for all. */
const asGrouped = (p: CustomsParcel): GroupedParcel => ({ ...p, accountId: '' });

const asItem = (p: CustomsParcel): CustomsItem => ({
  valueTetri: p.valueTetri ?? 0,
  category: p.category ?? '',
  shippingTetri: p.priceTetri,
  weightGrams: p.weightGrams,
});

export interface GroupEstimate {
  group: CustomsGroup;
  /** The group's parcels in the order of the group. */
  parcels: CustomsParcel[];
  cost: LandedCost;
  /** Each parcel's VAT and duty (by id); the state and service fees are the group's. */
  shares: Map<string, { vatTetri: number; dutyTetri: number }>;
}

/** Every group of these parcels with its total and landed cost. */
export function groupEstimates(rules: CustomsRules, parcels: readonly CustomsParcel[]): GroupEstimate[] {
  const byId = new Map(parcels.map((p) => [p.id, p]));
  return [...customsGroups(rules, parcels.map(asGrouped)).values()].map((group) => {
    const members = group.ids.map((id) => byId.get(id)!);
    const cost = landedCost(rules, members.map(asItem));
    const shares = new Map(
      members.map((p) => [p.id, parcelShareOfLandedCost(rules, asItem(p), cost.needsClearance)]),
    );
    return { group, parcels: members, cost, shares };
  });
}

/** The declaration as typed in the panel (untrimmed). */
export type Draft = Pick<
  ParcelFormValues,
  | 'productName'
  | 'amount'
  | 'currency'
  | 'senderCountryId'
  | 'shop'
  | 'otherShop'
  | 'personalParcel'
  | 'senderName'
>;

/** The id the draft of a new parcel goes by in its group. */
export const DRAFT_ID = 'draft';

/**
 * The draft as a parcel of the context: a new parcel has not flown; a parcel being edited keeps its flight,
 * weight and shipping. `grouped` once what decides its group is typed (country, and shop or sender).
 */
export function draftParcel(
  draft: Draft,
  rates: Rates,
  self: CustomsParcel | undefined,
): { parcel: CustomsParcel; grouped: boolean } {
  const country = Number(draft.senderCountryId) || 0;
  const sender = draft.senderName.trim();
  const typedShop = draft.shop === OTHER_SHOP ? draft.otherShop.trim() : draft.shop;
  const amount = draft.amount.trim();
  const valueTetri =
    /^\d+(\.\d+)?$/.test(amount) && draft.currency
      ? exactValueTetri(amount, draft.currency as Currency, rates)
      : null;
  const parcel: CustomsParcel = {
    id: self?.id ?? DRAFT_ID,
    tracking: self?.tracking ?? '',
    status: self?.status ?? 'waiting',
    category: draft.productName || null,
    shop: draft.shop || null,
    otherShop: draft.shop === OTHER_SHOP ? draft.otherShop : null,
    personal: draft.personalParcel,
    senderName: draft.personalParcel ? sender : null,
    country,
    flightId: self?.flightId ?? null,
    valueTetri,
    weightGrams: self?.weightGrams ?? null,
    hasFile: self?.hasFile ?? false,
    priceTetri: self?.priceTetri ?? null,
  };
  return { parcel, grouped: country > 0 && Boolean(draft.personalParcel ? sender : typedShop) };
}

export interface DraftGroup extends GroupEstimate {
  draft: CustomsParcel;
  /** The customer's other parcels in the group (never the parcel being edited); none until it is known. */
  others: CustomsParcel[];
  /** Whether the draft alone needs clearance (else only its group does: the server says so apart). */
  alone: boolean;
}

/** The group the draft joins with the customer's other parcels (the draft alone until its group is known). */
export function draftGroup(context: CustomsContext, draft: Draft, editingId?: string): DraftGroup {
  const self = editingId ? context.parcels.find((p) => p.id === editingId) : undefined;
  const { parcel, grouped } = draftParcel(draft, context.rates, self);
  const key = customsGroupKey(context.rules, asGrouped(parcel));
  const others = grouped
    ? context.parcels.filter(
        (p) => p.id !== parcel.id && customsGroupKey(context.rules, asGrouped(p)) === key,
      )
    : [];
  const [estimate] = groupEstimates(context.rules, [...others, parcel]);
  return {
    ...estimate!,
    draft: parcel,
    others,
    alone: needsClearance(context.rules, parcel.valueTetri ?? 0, parcel.weightGrams ?? 0),
  };
}

/** The group of one of the context's parcels with its estimate, or null when it is not there. */
export function groupOfParcel(context: CustomsContext, id: string): GroupEstimate | null {
  const parcel = context.parcels.find((p) => p.id === id);
  if (!parcel) return null;
  const key = customsGroupKey(context.rules, asGrouped(parcel));
  const members = context.parcels.filter((p) => customsGroupKey(context.rules, asGrouped(p)) === key);
  return groupEstimates(context.rules, members)[0] ?? null;
}
