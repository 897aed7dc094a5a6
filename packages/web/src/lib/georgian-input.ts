/**
 * Georgian-only fields (names in Georgian, a courier address): a Latin key press, or pasted Latin text,
 * becomes the Georgian letter of that key on the Georgian keyboard, right in the input.
 */
import { latinToGeorgian } from '@amanati/shared/georgian-keyboard';

/** Rewrites the input's text in Georgian letters where needed and answers the text to keep. */
export function typeInGeorgian(input: HTMLInputElement): string {
  const mapped = latinToGeorgian(input.value);
  if (mapped !== input.value) {
    // Same length, so the caret can stay where the key was pressed (a re-render keeps it there too).
    const { selectionStart, selectionEnd } = input;
    input.value = mapped;
    if (selectionStart !== null && selectionEnd !== null)
      input.setSelectionRange(selectionStart, selectionEnd);
  }
  return mapped;
}
