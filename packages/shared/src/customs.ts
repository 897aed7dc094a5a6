/**
 * What customs may add to a parcel (beyond the spec): shown to the customer while declaring, once the
 * declared value reaches the customs threshold (300 lari, spec §5/§9). It is an ESTIMATE for guidance,
 * never an assessment: the Revenue Service decides the real amounts.
 *
 * - VAT: 18% of the customs value, i.e. the goods' value plus the shipping cost.
 * - Clearance fee: a constant table (CUSTOMS_FEE_TABLE) — 20 ₾ for goods worth 300–3000 ₾, 5% of the
 *   value above 3000 ₾.
 * - Wrong-declaration penalty (spec §5): a share of the VAT — 40% the first time for an individual,
 *   100% the second time, 100% for a legal entity.
 *
 * Exact arithmetic: lari amounts are integer tetri, rounded half-up, as everywhere in money code.
 */
import { LIMITS, type Currency } from './constants.ts';
import { divideHalfUp, toScaled } from './decimal.ts';
import { RATE_UNITS, reachesCustomsThreshold, type Rates } from './rates.ts';

export const CUSTOMS_VAT_PERCENT = 18;

/** Clearance fee by customs value (lari), upper limit included; the last row has no upper limit. */
export const CUSTOMS_FEE_TABLE = [
  { fromGel: LIMITS.customsThresholdGel, toGel: 3000, fixedTetri: 20_00 },
  { fromGel: 3000, toGel: null, percent: 5 },
] as const;

/** The §5 penalty for a wrong declaration, in percent of the VAT. */
export const WRONG_DECLARATION_PENALTY_PERCENT = {
  individualFirst: 40,
  individualRepeat: 100,
  legalEntity: 100,
} as const;

/** The declared value in tetri with the given rates (CNY per 10 yuan), or null when it is not a number. */
export function declaredValueTetri(amount: string | number, currency: Currency, rates: Rates): number | null {
  let cents: bigint;
  try {
    cents = toScaled(amount, 2);
  } catch {
    return null;
  }
  if (currency === 'GEL') return Number(cents);
  let rateE4: bigint;
  try {
    rateE4 = toScaled(rates[currency], 4);
  } catch {
    return null;
  }
  return Number(divideHalfUp(cents * rateE4, 10_000n * BigInt(RATE_UNITS[currency])));
}

/**
 * The declared value in tetri, unrounded (to 1/100,000 of a tetri: cents × rate with 4 decimals ÷ units),
 * for sums compared with the threshold — 3579.95 lira at 0.0838 is 299.9998 lari, under 300, though it
 * rounds to 300.00. Null when the amount is not a number.
 */
export function exactValueTetri(amount: string | number, currency: Currency, rates: Rates): number | null {
  let cents: bigint;
  try {
    cents = toScaled(amount, 2);
  } catch {
    return null;
  }
  if (currency === 'GEL') return Number(cents);
  let rateE4: bigint;
  try {
    rateE4 = toScaled(rates[currency], 4);
  } catch {
    return null;
  }
  // In 1/100,000 tetri the value is a whole number: cents × rateE4 × 10 ÷ units.
  return Number((cents * rateE4 * 10n) / BigInt(RATE_UNITS[currency])) / 100_000;
}

/** The clearance fee in tetri for a customs value in tetri (0 below the threshold). */
export function customsFeeTetri(valueTetri: number): number {
  if (valueTetri < LIMITS.customsThresholdGel * 100) return 0;
  const [fixed, percent] = CUSTOMS_FEE_TABLE;
  if (valueTetri <= fixed.toGel * 100) return fixed.fixedTetri;
  return Number(divideHalfUp(BigInt(Math.round(valueTetri)) * BigInt(percent.percent), 100n));
}

export interface CustomsEstimate {
  /** The goods' value in lari (tetri). */
  valueTetri: number;
  /** The shipping cost counted in the customs value; null while it is not known yet. */
  shippingTetri: number | null;
  vatTetri: number;
  feeTetri: number;
  /** VAT plus the fee. */
  totalTetri: number;
}

/**
 * The estimate for a declared value, or null below the customs threshold (or for an unreadable amount).
 * `shippingTetri` is our shipping charge once known (after weighing); VAT is computed on value + shipping.
 */
export function estimateCustoms(input: {
  amount: string | number;
  currency: Currency;
  rates: Rates;
  shippingTetri?: number | null;
}): CustomsEstimate | null {
  const { amount, currency, rates } = input;
  if (!reachesCustomsThreshold(amount, currency, rates)) return null;
  const valueTetri = declaredValueTetri(amount, currency, rates);
  if (valueTetri === null) return null;
  const shippingTetri =
    input.shippingTetri !== undefined && input.shippingTetri !== null && input.shippingTetri >= 0
      ? Math.round(input.shippingTetri)
      : null;
  const base = BigInt(valueTetri + (shippingTetri ?? 0));
  const vatTetri = Number(divideHalfUp(base * BigInt(CUSTOMS_VAT_PERCENT), 100n));
  const feeTetri = customsFeeTetri(valueTetri);
  return { valueTetri, shippingTetri, vatTetri, feeTetri, totalTetri: vatTetri + feeTetri };
}

/** The penalty percent of the VAT for this account and offence (spec §5). */
export function wrongDeclarationPenaltyPercent(account: { legalEntity: boolean }, repeat: boolean): number {
  if (account.legalEntity) return WRONG_DECLARATION_PENALTY_PERCENT.legalEntity;
  return repeat
    ? WRONG_DECLARATION_PENALTY_PERCENT.individualRepeat
    : WRONG_DECLARATION_PENALTY_PERCENT.individualFirst;
}

/** The penalty in tetri for a wrong declaration of a parcel with this VAT. */
export function wrongDeclarationPenaltyTetri(
  vatTetri: number,
  account: { legalEntity: boolean },
  repeat = false,
): number {
  const percent = wrongDeclarationPenaltyPercent(account, repeat);
  return Number(divideHalfUp(BigInt(Math.round(vatTetri)) * BigInt(percent), 100n));
}

/**
 * A legal entity for the penalty: an organisation (type 2) that is not an individual entrepreneur
 * (spec §6 treats entrepreneurs as individuals).
 */
export const isLegalEntity = (account: {
  type: number;
  information: { indEntrepreneur: boolean };
}): boolean => account.type === 2 && !account.information.indEntrepreneur;
