/** Conversion to lari with the current rates (spec §5, §9): CNY is quoted per 10 yuan, the rest per unit. */
import { LIMITS, type Currency, type RateCurrency } from './constants.ts';
import { toScaled } from './decimal.ts';

export type Rates = Record<RateCurrency, number | string>;

/** How many units of a currency one quoted rate is for. */
export const RATE_UNITS: Record<RateCurrency, number> = { USD: 1, EUR: 1, TRY: 1, CNY: 10 };

/** The amount in lari, for display (2 decimals are applied by the caller). */
export function toGel(amount: number | string, currency: Currency, rates: Rates): number {
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0) return 0;
  if (currency === 'GEL') return value;
  return (value * Number(rates[currency])) / RATE_UNITS[currency];
}

/**
 * Whether a declared value reaches the customs threshold (300 lari or more). Exact: amounts and rates
 * are compared as scaled integers, so 300.00 GEL is never 299.9999… by floating point.
 */
export function reachesCustomsThreshold(amount: string | number, currency: Currency, rates: Rates): boolean {
  let amountCents: bigint;
  try {
    amountCents = toScaled(amount, 2);
  } catch {
    return false;
  }
  const threshold = BigInt(LIMITS.customsThresholdGel);
  if (currency === 'GEL') return amountCents >= threshold * 100n;
  const rateE4 = toScaled(rates[currency], 4);
  // amount × rate / units ≥ 300  ⇔  cents × rateE4 ≥ 300 × 100 × 10⁴ × units
  return amountCents * rateE4 >= threshold * 100n * 10_000n * BigInt(RATE_UNITS[currency]);
}
