/**
 * Tetri ↔ lari at the edges. Money is integer tetri everywhere inside (architecture §5); the wire and
 * the screens speak lari.
 */
import { fromScaled } from './decimal.ts';

/**
 * Bounds that keep every amount exact (security review finding 14): balances are `bigint` tetri read as
 * JavaScript numbers, exact only up to 2^53. A manual adjustment moves at most 1,000,000 ₾ either way, and
 * no balance may exceed 100,000,000 ₾ (10^10 tetri, about a millionth of 2^53).
 */
export const MAX_ADJUSTMENT_TETRI = 100_000_000;
export const MAX_BALANCE_TETRI = 10_000_000_000;

/** Tetri → lari as a number (the wire's `balance`, `price`, …). */
export const tetriToLari = (tetri: number): number => Math.round(tetri) / 100;

/** Tetri → lari as a nullable number: a missing amount stays missing. */
export const tetriToLariOrNull = (tetri: number | null): number | null =>
  tetri === null ? null : tetriToLari(tetri);

/** Tetri → lari with 2 decimals for display ("45.50"). */
export const formatLari = (tetri: number): string => fromScaled(BigInt(Math.round(tetri)), 2);

/** Whole lari → tetri. */
export const lariToTetri = (lari: number): number => Math.round(lari * 100);

/** "-12.5" lari as typed → -1250 tetri; null for anything that is not a signed amount with up to 2 decimals. */
export function parseLari(text: string): number | null {
  const match = /^([+-]?)(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const tetri = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -tetri : tetri;
}
