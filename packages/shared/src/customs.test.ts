// The customs estimate shown while declaring (beyond the spec): 18% VAT on value + shipping, the
// clearance fee table, the §5 wrong-declaration penalty; exact at the 300 lari threshold, CNY per 10.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from './constants.ts';
import {
  customsFeeTetri,
  declaredValueTetri,
  estimateCustoms,
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
  it('is null for an unreadable amount', () => {
    expect(declaredValueTetri('abc', 'USD', rates)).toBeNull();
    expect(declaredValueTetri('', 'USD', rates)).toBeNull();
  });
});

describe('clearance fee table', () => {
  it.each([
    [299_99, 0],
    [300_00, 20_00],
    [3000_00, 20_00],
    [3000_01, 150_00],
    [10_000_00, 500_00],
  ])('value %i tetri → fee %i tetri', (value, fee) => {
    expect(customsFeeTetri(value)).toBe(fee);
  });
});

describe('customs estimate', () => {
  it('is null below 300 lari', () => {
    expect(estimateCustoms({ amount: '299.99', currency: 'GEL', rates })).toBeNull();
    expect(estimateCustoms({ amount: '749.99', currency: 'CNY', rates })).toBeNull();
  });

  it('starts exactly at 300 lari, also for CNY per 10', () => {
    expect(estimateCustoms({ amount: '300', currency: 'GEL', rates })).toEqual({
      valueTetri: 300_00,
      shippingTetri: null,
      vatTetri: 54_00,
      feeTetri: 20_00,
      totalTetri: 74_00,
    });
    expect(estimateCustoms({ amount: '750', currency: 'CNY', rates })?.valueTetri).toBe(300_00);
  });

  it('puts VAT on value plus shipping', () => {
    const e = estimateCustoms({ amount: '200', currency: 'USD', rates, shippingTetri: 25_00 })!;
    expect(e.valueTetri).toBe(500_00);
    expect(e.vatTetri).toBe(94_50); // 18% of 525
    expect(e.feeTetri).toBe(20_00);
    expect(e.totalTetri).toBe(114_50);
  });

  it('uses 5% of the value as the fee above 3000 lari', () => {
    const e = estimateCustoms({ amount: '2000', currency: 'USD', rates })!;
    expect(e.valueTetri).toBe(5000_00);
    expect(e.feeTetri).toBe(250_00);
    expect(e.vatTetri).toBe(900_00);
  });

  it('works with the default rates of spec §9', () => {
    const e = estimateCustoms({ amount: '111.12', currency: 'USD', rates: DEFAULT_RATES });
    expect(e?.valueTetri).toBe(300_01); // 111.12 × 2.6999 = 300.012…
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
