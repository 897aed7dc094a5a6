/**
 * Shipping charge arithmetic (architecture §5): chargeable kg = max(actual, L×W×H/6000) × tariff USD/kg
 * × the USD→GEL rate of the day, in integer tetri rounded half-up. Exact: scaled integers, no floats.
 */
import { LIMITS, type TariffType } from './constants.ts';
import { divideHalfUp, fromScaled, toScaled } from './decimal.ts';

export interface Dimensions {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** Volume weight in kg (3 decimals, half-up), or null while a dimension is missing. */
export function volumeWeightKg(d: Dimensions): string | null {
  const { lengthCm: l, widthCm: w, heightCm: h } = d;
  if (!l || !w || !h) return null;
  const grams = divideHalfUp(BigInt(l) * BigInt(w) * BigInt(h) * 1000n, BigInt(LIMITS.volumeDivisor));
  return fromScaled(grams, 3);
}

/** The greater of the actual weight and the volume weight, in kg with 3 decimals. */
export function chargeableWeightKg(weightKg: string | number, d: Dimensions): string {
  const actual = toScaled(weightKg, 3);
  const volume = volumeWeightKg(d);
  const v = volume === null ? 0n : toScaled(volume, 3);
  return fromScaled(actual > v ? actual : v, 3);
}

/** kg (3 decimals) × USD/kg (2 decimals) × GEL per USD (4 decimals) → tetri, half-up. */
export function chargeTetri(
  chargeableKg: string,
  tariffUsd: string | number,
  rateUsd: string | number,
): number {
  const product = toScaled(chargeableKg, 3) * toScaled(tariffUsd, 2) * toScaled(rateUsd, 4); // scale 9 of lari
  return Number(divideHalfUp(product, 10_000_000n)); // scale 2 (tetri)
}

/**
 * Tariff type of a parcel (spec-readings): 3 for a personal parcel, else 2 for organisations an admin has
 * verified (decision 0010, finding 8), 1 otherwise.
 */
export function tariffTypeOf(
  parcel: { personal: boolean },
  // `type` is an AccountType; database rows hold it as a plain number.
  account: { type: number; indEntrepreneur: boolean; orgVerified: boolean },
): TariffType {
  if (parcel.personal) return 3;
  return account.type === 2 && !account.indEntrepreneur && account.orgVerified ? 2 : 1;
}

/** Tetri → lari with 2 decimals for display. */
export { formatLari } from './money.ts';
