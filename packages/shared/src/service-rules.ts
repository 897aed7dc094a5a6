/**
 * Service rules as data (issue 21 §3–§5): insurance premiums, claim windows and caps, storage days and
 * fees, each set with the Tbilisi day it takes effect (service_rule_sets). These pure functions compute
 * with a given set, so the panel and the server get the same numbers. Money is integer tetri, half-up.
 */
import { divideHalfUp, toScaled } from './decimal.ts';
import type { ServiceRules } from './service-rules-schema.ts';

export type { ServiceRules, ServiceRulesInput } from './service-rules-schema.ts';
export { rulesInForce } from './customs-rules.ts';

/** The premium of insuring a declared value (tetri): the set's percent of it, at least its minimum. */
export function insurancePremiumTetri(rules: Pick<ServiceRules, 'insurance'>, valueTetri: number): number {
  // percent has at most two decimals: value × percent×100 / 10000, half-up.
  const premium = Number(divideHalfUp(BigInt(valueTetri) * toScaled(rules.insurance.percent, 2), 10_000n));
  return Math.max(premium, rules.insurance.minimumTetri);
}

/**
 * The most a claim may be approved for: an insured parcel's declared value; an uninsured one's weight
 * (at least 1 kg) times the liability per kg.
 */
export function claimCapTetri(
  rules: Pick<ServiceRules, 'claims'>,
  parcel: { insured: boolean; valueTetri: number; weightKg: string | number | null },
): number {
  if (parcel.insured) return parcel.valueTetri;
  return Number(
    divideHalfUp(billableKgScaled(parcel.weightKg) * BigInt(rules.claims.liabilityPerKgTetri), 1000n),
  );
}

/** A storage day's fee for a parcel of this weight (at least 1 kg). */
export function storageDayFeeTetri(
  rules: Pick<ServiceRules, 'storage'>,
  weightKg: string | number | null,
): number {
  return Number(divideHalfUp(billableKgScaled(weightKg) * BigInt(rules.storage.feePerKgTetri), 1000n));
}

/** Grams, at least 1 kg: a light parcel is kept and insured like a kilogram. */
function billableKgScaled(weightKg: string | number | null): bigint {
  const grams = weightKg === null ? 0n : toScaled(weightKg, 3);
  return grams < 1000n ? 1000n : grams;
}
