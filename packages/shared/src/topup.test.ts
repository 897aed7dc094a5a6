// The card top-up amount of spec §5 and §9: lari 1–4 digits not starting with 0, tetri exactly 2 digits —
// always, so a missing or empty tetri is refused instead of read as "00".
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { topupSchema } from './topup.ts';

const errorsOf = (input: unknown) => {
  const parsed = topupSchema.safeParse(input);
  if (parsed.success) return null;
  // The first message per field, as the API answers it.
  const errors: Record<string, string> = {};
  for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return errors;
};

describe('topupSchema', () => {
  it.each([
    [{ lari: '1', tetri: '00' }, 100],
    [{ lari: '25', tetri: '50' }, 2550],
    [{ lari: '9999', tetri: '99' }, 999_999],
    [{ lari: 10, tetri: '05' }, 1005],
    [{ lari: ' 7 ', tetri: ' 25 ' }, 725],
  ])('accepts %j as %i tetri', (input, amountTetri) => {
    expect(topupSchema.parse(input).amountTetri).toBe(amountTetri);
  });

  it.each([
    [{ lari: '10' }, MSG.required],
    [{ lari: '10', tetri: '' }, MSG.required],
    [{ lari: '10', tetri: '  ' }, MSG.required],
    [{ lari: '10', tetri: null }, MSG.required],
    [{ lari: '10', tetri: '5' }, 'tetri_invalid'],
    [{ lari: '10', tetri: 5 }, 'tetri_invalid'],
    [{ lari: '10', tetri: '050' }, 'tetri_invalid'],
    [{ lari: '10', tetri: '5a' }, 'tetri_invalid'],
    [{ lari: '10', tetri: '-5' }, 'tetri_invalid'],
  ])('refuses the tetri of %j with %s', (input, message) => {
    expect(errorsOf(input)).toEqual({ tetri: message });
  });

  it.each([
    [{ tetri: '00' }, MSG.required],
    [{ lari: '', tetri: '00' }, MSG.required],
    [{ lari: '0', tetri: '00' }, 'lari_invalid'],
    [{ lari: '05', tetri: '00' }, 'lari_invalid'],
    [{ lari: '10000', tetri: '00' }, 'lari_invalid'],
  ])('refuses the lari of %j with %s', (input, message) => {
    expect(errorsOf(input)).toEqual({ lari: message });
  });
});
