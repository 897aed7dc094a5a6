/** Character rules of spec §5, reused by every schema. */
export const RE = {
  latinLetters: /^[A-Za-z]+$/,
  georgianLetters: /^[\u10D0-\u10FA]+$/,
  georgianLettersAndSpaces: /^[\u10D0-\u10FA]+( [\u10D0-\u10FA]+)*$/,
  /** English organisation names: letters, digits and the punctuation company names use. */
  orgNameEn: /^[A-Za-z0-9][A-Za-z0-9 .,&'"-]*$/,
  digits: /^\d+$/,
  phone: /^\d{9}$/,
  personalId: /^\d{11}$/,
  passportNumber: /^[A-Za-z0-9]{5,20}$/,
  orgId: /^\d{9}$/,
  /** A Georgian tax number: a personal number (11 digits) or a tax id (9 digits). */
  georgianTaxNumber: /^(\d{9}|\d{11})$/,
  axid: /^AX\d+$/i,
} as const;

/** Accepts the wire's "true"/"false" strings as well as booleans (spec-readings: indEntrepreneur). */
export const parseBooleanish = (value: unknown): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

/**
 * Characters that show nothing: whitespace, format characters (zero-width space and joiners, word
 * joiner, byte-order mark, soft hyphen, direction marks), controls, the combining grapheme joiner and
 * the blank-looking Hangul fillers and Braille blank.
 */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a required text is filled: something visible, not only invisible characters (finding 17). */
export const isFilled = (value: string): boolean => value.replace(INVISIBLE, '') !== '';
