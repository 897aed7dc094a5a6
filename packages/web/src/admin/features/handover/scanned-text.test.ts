// A pass scanned with a keyboard-like barcode scanner while the Georgian or Russian layout is on arrives
// as Georgian or Cyrillic letters: the keys behind them give the code back.
import { describe, expect, it } from 'vitest';
import { isScannedPass, latinKeys, passCodeOf } from './scanned-text.ts';

describe('passCodeOf', () => {
  it('takes the code typed or scanned in Latin letters, in any case, with spaces', () => {
    expect(passCodeOf(' amanati-pass:k7m2qx ')).toBe('K7M2QX');
    expect(passCodeOf('k7m 2qx')).toBe('K7M2QX');
    expect(passCodeOf('K7M2Q0')).toBeUndefined();
    expect(passCodeOf('https://example.com')).toBeUndefined();
  });

  it('reads the keys behind the Georgian layout, shifted or not', () => {
    expect(latinKeys('ამანათი-პაშშ:კ7მ2ქხ')).toBe('AMANATI-PASS:K7M2QX');
    expect(passCodeOf('ამანატი-პასს:კ7მ2ქხ')).toBe('K7M2QX');
    expect(passCodeOf('ღძჩწჭჟ')).toBe('RZCWWJ');
  });

  it('reads the keys behind the Russian layout, its Shift+Ж being the colon', () => {
    expect(latinKeys('ФЬФТФЕШ-ЗФЫЫЖЛ7Ь2ЙЧ')).toBe('AMANATI-PASS:K7M2QX');
    expect(passCodeOf('ФЬФТФЕШ-ЗФЫЫЖЛ7Ь2ЙЧ')).toBe('K7M2QX');
    expect(passCodeOf('л7ь2йч')).toBe('K7M2QX');
  });
});

describe('isScannedPass', () => {
  it('is a pass only with the QR’s prefix: a bare six-letter search stays a customer search', () => {
    expect(isScannedPass('AMANATI-PASS:K7M2QX')).toBe(true);
    expect(isScannedPass('ФЬФТФЕШ-ЗФЫЫЖЛ7Ь2ЙЧ')).toBe(true);
    expect(isScannedPass('NATELA')).toBe(false);
    expect(isScannedPass('AMANATI-PASS:')).toBe(false);
  });
});
