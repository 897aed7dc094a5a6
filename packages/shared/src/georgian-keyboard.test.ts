import { describe, expect, it } from 'vitest';
import { georgianKey, latinToGeorgian } from './georgian-keyboard.ts';
import { RE } from './validation.ts';

describe('latinToGeorgian (standard Georgian keyboard)', () => {
  it('maps every lower-case key as the standard layout does', () => {
    const expected: Record<string, string> = {
      a: 'ა',
      b: 'ბ',
      g: 'გ',
      d: 'დ',
      e: 'ე',
      v: 'ვ',
      z: 'ზ',
      i: 'ი',
      k: 'კ',
      l: 'ლ',
      m: 'მ',
      n: 'ნ',
      o: 'ო',
      p: 'პ',
      r: 'რ',
      s: 'ს',
      t: 'ტ',
      u: 'უ',
      f: 'ფ',
      q: 'ქ',
      y: 'ყ',
      c: 'ც',
      w: 'წ',
      x: 'ხ',
      j: 'ჯ',
      h: 'ჰ',
    };
    expect(Object.keys(expected)).toHaveLength(26);
    for (const [latin, georgian] of Object.entries(expected)) expect(latinToGeorgian(latin)).toBe(georgian);
  });

  it('maps the seven shifted keys to their own letters', () => {
    expect(latinToGeorgian('TJRSCZW')).toBe('თჟღშჩძჭ');
  });

  it('maps the other capitals like their lower case', () => {
    for (const upper of 'ABDEFGHIKLMNOPQUVXY')
      expect(georgianKey(upper)).toBe(georgianKey(upper.toLowerCase()));
    expect(latinToGeorgian('GIOGI')).toBe('გიოგი');
    expect(latinToGeorgian('GIORGI')).toBe('გიოღგი');
  });

  it('turns typed names into Georgian words that pass the Georgian-letters rule', () => {
    expect(latinToGeorgian('giorgi')).toBe('გიორგი');
    expect(latinToGeorgian('Tbilisi')).toBe('თბილისი');
    expect(latinToGeorgian('beriZe')).toBe('ბერიძე');
    expect(latinToGeorgian('Savaxe')).toBe('შავახე');
    expect(latinToGeorgian('Wyaloba')).toBe('ჭყალობა');
    expect(RE.georgianLetters.test(latinToGeorgian('maRlaZe'))).toBe(true);
  });

  it('keeps Georgian letters, digits, spaces and punctuation as they are', () => {
    expect(latinToGeorgian('გიორგი')).toBe('გიორგი');
    expect(latinToGeorgian('შპს a-1 b.')).toBe('შპს ა-1 ბ.');
    expect(latinToGeorgian('')).toBe('');
    expect(latinToGeorgian('Ä ñ 7')).toBe('Ä ñ 7');
  });

  it('keeps the length, so the cursor can stay where it was', () => {
    const text = 'abc DEF ghi';
    expect(latinToGeorgian(text)).toHaveLength(text.length);
  });
});
