/**
 * What a payment the balance cannot cover lacks, and the top-up that covers it as the top-up form takes
 * it (spec §5: lari 1–4 digits not starting with 0, tetri exactly 2 digits). Amounts on the wire are
 * lari; the sums here are whole tetri, so nothing is lost to floating point.
 */

/** Lari as the wire has them → whole tetri. */
export const toTetri = (lari: number): number => Math.round(lari * 100);

/** How much the balance lacks to pay `amount` (lari), in tetri; 0 when it is enough. */
export const shortfallTetri = (balance: number, amount: number): number =>
  Math.max(0, toTetri(amount) - toTetri(balance));

/** The smallest and largest top-up the form takes: 1.00 and 9999.99 lari. */
export const TOPUP_MIN_TETRI = 100;
export const TOPUP_MAX_TETRI = 999_999;

/**
 * The top-up that covers a shortfall: the shortfall itself, rounded up to the whole tetri, but at least
 * 1.00 ₾ (the lari part cannot be 0) and at most 9999.99 ₾ (4 digits).
 */
export function topupForShortfall(shortTetri: number): number {
  const up = Math.ceil(shortTetri);
  return Math.min(TOPUP_MAX_TETRI, Math.max(TOPUP_MIN_TETRI, up));
}

/** Tetri → the form's two fields ("12" and "05"). */
export const topupFields = (tetri: number): { lari: string; tetri: string } => ({
  lari: String(Math.floor(tetri / 100)),
  tetri: String(tetri % 100).padStart(2, '0'),
});
