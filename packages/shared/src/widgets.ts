/**
 * The pure rules behind the public widgets (spec §2, §3, §5, §9 and the Flights readings): the currency
 * converter, the volume-weight calculator, the flight arrival note and the receiver line of the addresses.
 */
import { LIMITS, type RateCurrency } from './constants.ts';
import { toGel, type Rates } from './rates.ts';
import { tbilisiDayNumber } from './tbilisi-time.ts';

// ── Currency converter ──────────────────────────────────────────────────────────────────────────────

/** What the amount field keeps of what is typed or pasted: digits and the first dot; the rest is dropped. */
export function sanitizeAmount(input: string): string {
  let seenDot = false;
  let out = '';
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenDot) {
      seenDot = true;
      out += ch;
    }
  }
  return out;
}

/** A non-negative number rounded half-up to 2 decimals, as text ("37.52"). */
export function toTwoDecimals(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0.00';
  // 12 significant digits first, so 1.005 × 100 = 100.49999… rounds as the 100.5 it stands for.
  return (Math.round(Number((value * 100).toPrecision(12))) / 100).toFixed(2);
}

/**
 * The amount in lari with 2 decimals (CNY is quoted per 10 yuan, see `toGel`), or null while the
 * amount is empty or not a number yet (e.g. a lone ".").
 */
export function convertToGel(amount: string, currency: RateCurrency, rates: Rates): string | null {
  const clean = sanitizeAmount(amount);
  if (!/\d/.test(clean)) return null;
  return toTwoDecimals(toGel(clean, currency, rates));
}

// ── Volume-weight calculator ────────────────────────────────────────────────────────────────────────

/** A dimension field keeps digits only. */
export const digitsOnly = (input: string): string => input.replace(/\D+/g, '');

/** A positive number to `digits` significant digits, in plain notation ("0.167", "1.50", "1330"). */
export function toSignificant(value: number, digits = 3): string {
  const text = value.toPrecision(digits);
  return text.includes('e') ? String(Number(text)) : text;
}

/**
 * Volume weight in kg, L×W×H (cm) / 6000 to 3 significant digits; null until all three dimensions are
 * set (a zero counts as not set: no parcel is 0 cm long).
 */
export function volumeWeightText(length: string, width: string, height: string): string | null {
  const [l, w, h] = [length, width, height].map((v) => Number(digitsOnly(v) || 0)) as [
    number,
    number,
    number,
  ];
  if (!(l > 0 && w > 0 && h > 0)) return null;
  return toSignificant((l * w * h) / LIMITS.volumeDivisor, 3);
}

// ── Flight arrival note ─────────────────────────────────────────────────────────────────────────────

export type ArrivalNote = { kind: 'early'; days: number } | { kind: 'onTime' };

/** Most days early the note speaks of; more (a data error, most likely) reads as on time. */
export const MAX_DAYS_EARLY = 10;

/**
 * The arrival note of a flight (spec §4, Flights readings): days early = estimated − actual arrival in
 * whole calendar days (Tbilisi); 1–10 → early by that many days, anything else → on time. No note
 * before the flight has arrived.
 */
export function arrivalNote(estimatedAt: string | null, endAt: string | null): ArrivalNote | null {
  if (!endAt) return null;
  const end = tbilisiDayNumber(endAt);
  if (end === null) return null;
  const estimated = estimatedAt ? tbilisiDayNumber(estimatedAt) : null;
  const days = estimated === null ? 0 : estimated - end;
  return days >= 1 && days <= MAX_DAYS_EARLY ? { kind: 'early', days } : { kind: 'onTime' };
}

// ── Receiver line of the foreign addresses ──────────────────────────────────────────────────────────

export interface ReceiverAccount {
  AXID: string;
  /** An AccountType; database rows hold it as a plain number. */
  type: number;
  information: { nameEn: string; lastNameEn: string; LTDNameEn: string; indEntrepreneur: boolean };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A Latin-letter name as shops and couriers expect it: each word (and each part of a double name)
 * starts with a capital, the rest stays as typed ("nino beridze-kapanadze" → "Nino Beridze-Kapanadze",
 * "McDonald" unchanged). Stored names stay as the customer typed them; every printed line uses this.
 */
export function nameCase(name: string): string {
  return squash(name).replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The English first and last name, each capitalised (nameCase). */
export const englishName = (info: Pick<ReceiverAccount['information'], 'nameEn' | 'lastNameEn'>): string =>
  nameCase(`${info.nameEn} ${info.lastNameEn}`);

/**
 * The receiver a shop must write on the parcel (spec §3): English first and last name plus AXID for
 * individuals and entrepreneurs, the English organisation name plus AXID for organisations. Printed
 * the same everywhere (address widget, invoice, profile): a person's name capitalised (review #15).
 */
export function receiverLine(account: ReceiverAccount): string {
  const { information: info } = account;
  const isOrganisation = account.type === 2 && !info.indEntrepreneur;
  const name = isOrganisation && squash(info.LTDNameEn) ? info.LTDNameEn : englishName(info);
  return squash(`${name} ${account.AXID}`);
}
