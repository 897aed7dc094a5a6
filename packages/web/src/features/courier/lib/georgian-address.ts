/**
 * The courier address is written in Georgian (spec §5). Keys typed on a Latin layout become the Georgian
 * letters of those keys, as on the Georgian keyboard — only the characters just typed, never text that
 * is already in the field. Text that arrives whole (pasted, dropped, autofilled, the account's address
 * on file) is kept exactly as it came: "Vazha-Pshavela ave 12" spelt key by key is nonsense
 * ("ვაზჰა-პსჰაველა ავე 12"), so Latin letters in it are flagged for the customer to retype instead.
 */
import { latinToGeorgian } from '@amanati/shared/georgian-keyboard';

/** Input types of a key typed (or a word a phone keyboard composes from typed keys). */
const TYPED = new Set(['insertText', 'insertCompositionText']);

/**
 * The field's text after an input event: what was typed in Latin letters becomes Georgian, in the
 * input itself with the caret kept where it was; anything else stays as it is.
 */
export function georgianAddressInput(input: HTMLInputElement, event: Event): string {
  const { inputType, data } = event as InputEvent;
  const value = input.value;
  if (!TYPED.has(inputType) || !data) return value;
  const end = input.selectionStart ?? value.length;
  const start = end - data.length;
  if (start < 0 || value.slice(start, end) !== data) return value;
  const typed = latinToGeorgian(data);
  if (typed === data) return value;
  // The same length, so the caret (and a selection end) stays where the key was pressed.
  const mapped = value.slice(0, start) + typed + value.slice(end);
  input.value = mapped;
  input.setSelectionRange(end, end);
  return mapped;
}

/** Latin letters left in the address: they came in whole (pasted, autofilled) and must be retyped. */
export const hasLatin = (text: string): boolean => /[A-Za-z]/.test(text);
