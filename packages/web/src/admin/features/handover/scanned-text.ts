/**
 * The pickup pass code in what reached a field: typed, or "typed" by a USB/Bluetooth barcode scanner.
 * Such a scanner sends key presses, and the computer turns them into letters by its keyboard layout: with
 * the Georgian or Russian layout on (as it often is at a counter), `AMANATI-PASS:K7M2QX` arrives as
 * `ამანატი-პასს:კ7მ2ქხ` or `ФЬФТФЕШ-ЗФЫЫЖЛ7Ь2ЙЧ`. Those letters are read back as the keys that made them.
 */
import { pickupCodeOf, PICKUP_QR_PREFIX } from '@amanati/shared/pickup';

// The Georgian QWERTY layout (Shift gives ჭ ღ თ შ ჟ ძ ჩ on W R T S J Z C).
const GEORGIAN_KEYS = 'აAბBცCდDეEფFგGჰHიIჯJკKლLმMნNოOპPქQრRსSტTუUვVწWხXყYზZჭWღRთTშSჟJძZჩC';
// The Russian ЙЦУКЕН layout; Shift+Ж is the colon of the prefix.
const RUSSIAN_KEYS = 'йQцWуEкRеTнYгUшIщOзPфAыSвDаFпGрHоJлKдLяZчXсCмVиBтNьMЖ:';

const KEYS = new Map<string, string>();
for (const pairs of [GEORGIAN_KEYS, RUSSIAN_KEYS])
  for (let i = 0; i < pairs.length; i += 2) KEYS.set(pairs[i]!, pairs[i + 1]!);
for (const [letter, key] of [...KEYS]) if (/[а-я]/.test(letter)) KEYS.set(letter.toUpperCase(), key);

/** The Latin keys behind Georgian and Cyrillic letters; anything else stays as it is. */
export const latinKeys = (text: string): string => [...text].map((c) => KEYS.get(c) ?? c).join('');

/** The pass code in a scan or a typed text, whatever the keyboard layout; undefined when there is none. */
export const passCodeOf = (text: string): string | undefined =>
  pickupCodeOf(text) ?? pickupCodeOf(latinKeys(text));

/** Whether a text is a scanned pass (with the QR's prefix), e.g. scanned into the customer search. */
export const isScannedPass = (text: string): boolean =>
  latinKeys(text.trim()).toUpperCase().startsWith(PICKUP_QR_PREFIX) && passCodeOf(text) !== undefined;
