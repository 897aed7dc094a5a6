// A declared value in lari (rounded for display, exact for the threshold; CNY per 10) and the §5
// wrong-declaration penalty. What clearance costs is tested with the rule sets (customs-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from './constants.ts';
import {
  declaredValueTetri,
  exactValueTetri,
  isLegalEntity,
  wrongDeclarationPenaltyPercent,
  wrongDeclarationPenaltyTetri,
} from './customs.ts';

const rates = { USD: '2.5', EUR: '3', CNY: '4', TRY: '0.08' };

describe('declared value in lari', () => {
  it('converts with the rate, CNY per 10 yuan', () => {
    expect(declaredValueTetri('100', 'USD', rates)).toBe(250_00);
    expect(declaredValueTetri('750', 'CNY', rates)).toBe(300_00);
    expect(declaredValueTetri('12.34', 'GEL', rates)).toBe(12_34);
    expect(declaredValueTetri('1', 'TRY', { ...rates, TRY: '0.0838' })).toBe(8); // 8.38 tetri, half-up
  });
  it('is null for an unreadable amount or rate', () => {
    expect(declaredValueTetri('abc', 'USD', rates)).toBeNull();
    expect(declaredValueTetri('', 'USD', rates)).toBeNull();
    expect(exactValueTetri('-1', 'GEL', rates)).toBeNull();
    expect(exactValueTetri('10', 'USD', { ...rates, USD: 'n/a' })).toBeNull();
  });
  it('is kept unrounded for the threshold: 3579.95 lira at 0.0838 is 299.9998 lari, shown as 300.00', () => {
    const lira = { ...rates, TRY: '0.0838' };
    expect(exactValueTetri('3579.95', 'TRY', lira)).toBe(29_999.981);
    expect(declaredValueTetri('3579.95', 'TRY', lira)).toBe(300_00);
    expect(exactValueTetri('111.12', 'USD', DEFAULT_RATES)).toBe(30_001.2888); // × 2.6999
    expect(declaredValueTetri('111.12', 'USD', DEFAULT_RATES)).toBe(300_01);
    expect(exactValueTetri('12.34', 'GEL', rates)).toBe(12_34);
  });
  it('rounds half-up at the tetri: 0.5 up, 0.49999 down', () => {
    expect(declaredValueTetri('0.05', 'USD', { ...rates, USD: '0.1' })).toBe(1); // 0.5 tetri
    expect(declaredValueTetri('0.01', 'CNY', { ...rates, CNY: '4.9999' })).toBe(0); // 0.49999 tetri
  });
});

describe('wrong-declaration penalty (spec §5)', () => {
  it('is 40% of VAT the first time for an individual, 100% the second time, 100% for a legal entity', () => {
    expect(wrongDeclarationPenaltyPercent({ legalEntity: false }, false)).toBe(40);
    expect(wrongDeclarationPenaltyPercent({ legalEntity: false }, true)).toBe(100);
    expect(wrongDeclarationPenaltyPercent({ legalEntity: true }, false)).toBe(100);
    expect(wrongDeclarationPenaltyTetri(54_00, { legalEntity: false })).toBe(21_60);
    expect(wrongDeclarationPenaltyTetri(54_00, { legalEntity: false }, true)).toBe(54_00);
    expect(wrongDeclarationPenaltyTetri(54_00, { legalEntity: true })).toBe(54_00);
  });

  it('treats entrepreneurs as individuals', () => {
    expect(isLegalEntity({ type: 2, information: { indEntrepreneur: false } })).toBe(true);
    expect(isLegalEntity({ type: 2, information: { indEntrepreneur: true } })).toBe(false);
    expect(isLegalEntity({ type: 1, information: { indEntrepreneur: false } })).toBe(false);
  });
});
