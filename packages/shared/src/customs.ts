/**
 * A declared value in lari, and the §5 penalty for a wrong declaration. What clearance costs (VAT, duty,
 * state fee, service fee) is computed from the rule set in force: `landedCost` in `customs-rules.ts`.
 *
 * - Conversion: cents × the rate (4 decimals) ÷ the rate's units (CNY per 10 yuan), kept exact to
 *   1/100,000 of a tetri for sums compared with the threshold, half-up to the tetri for display.
 * - Wrong-declaration penalty (spec §5): a share of the VAT — 40% the first time for an individual,
 *   100% the second time, 100% for a legal entity.
 */
import type { Currency } from './constants.ts';
import { divideHalfUp, toScaled } from './decimal.ts';
import { RATE_UNITS, type Rates } from './rates.ts';

/** The §5 penalty for a wrong declaration, in percent of the VAT. */
export const WRONG_DECLARATION_PENALTY_PERCENT = {
  individualFirst: 40,
  individualRepeat: 100,
  legalEntity: 100,
} as const;

/**
 * The value in whole 1/100,000 tetri: cents × rate with 4 decimals × 10 ÷ units, which is exact for lari
 * and for every rate of 4 decimals per 1 or 10 units. Null when the amount or the rate is not a number.
 */
function valueE5(amount: string | number, currency: Currency, rates: Rates): bigint | null {
  try {
    const cents = toScaled(amount, 2);
    if (currency === 'GEL') return cents * 100_000n;
    return (cents * toScaled(rates[currency], 4) * 10n) / BigInt(RATE_UNITS[currency]);
  } catch {
    return null;
  }
}

/**
 * The declared value in tetri, unrounded (to 1/100,000 of a tetri), for sums compared with the threshold:
 * 3579.95 lira at 0.0838 is 299.9998 lari, under 300, though it rounds to 300.00. Null when unreadable.
 */
export function exactValueTetri(amount: string | number, currency: Currency, rates: Rates): number | null {
  const value = valueE5(amount, currency, rates);
  return value === null ? null : Number(value) / 100_000;
}

/** The declared value in tetri, half-up (CNY per 10 yuan), or null when it is not a number. */
export function declaredValueTetri(amount: string | number, currency: Currency, rates: Rates): number | null {
  const value = valueE5(amount, currency, rates);
  return value === null ? null : Number(divideHalfUp(value, 100_000n));
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
