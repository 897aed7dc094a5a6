/** Security review 2026-11, finding 17 (input): a value of only invisible characters is not "filled". */
import { describe, expect, it } from 'vitest';
import { signupPayloadSchema, updateProfileSchema } from './accounts.ts';
import { MSG } from './messages.ts';
import { isFilled } from './validation.ts';

const INVISIBLES = [
  '\u200B', // zero-width space
  '\u200C\u200D', // zero-width non-joiner and joiner
  '\u2060', // word joiner
  '\uFEFF', // byte-order mark
  '\u00AD', // soft hyphen
  '\u200E\u200F', // direction marks
  '\u3164', // Hangul filler
  '\u2800', // Braille blank
  ' \u00A0\u3000\t', // spaces, no-break and ideographic too
];

describe('the "filled" rule', () => {
  it('finding 17: a value of only invisible characters is not filled', () => {
    for (const value of INVISIBLES) expect(isFilled(value), JSON.stringify(value)).toBe(false);
    expect(isFilled('')).toBe(false);
  });

  it('counts anything visible, in any script, with invisible characters around it', () => {
    for (const value of ['a', 'თ', 'ж', '1', '.', '\u200Bრუსთაველის 1\u200B', '👍', '👨‍👩‍👧'])
      expect(isFilled(value), value).toBe(true);
  });

  it('finding 17: the required address of sign-up and profile refuses a zero-width-space-only value', () => {
    const profile = updateProfileSchema.safeParse({
      city: '_TBILISI_',
      phone: '599123456',
      address: '\u200B\u200B',
    });
    expect(profile.success).toBe(false);
    expect(profile.error?.issues.find((i) => i.path[0] === 'address')?.message).toBe(MSG.required);
    const ok = updateProfileSchema.safeParse({ city: '_TBILISI_', phone: '599123456', address: 'ვაკე 5' });
    expect(ok.success).toBe(true);
    const signup = signupPayloadSchema.safeParse({ address: '\u200B' });
    expect(signup.error?.issues.find((i) => i.path[0] === 'address')?.message).toBe(MSG.required);
  });
});
