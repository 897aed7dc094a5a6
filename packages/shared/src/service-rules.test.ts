// Service rules as data (issue 21 §3–§5): the insurance premium (percent half-up, the minimum), the most a
// claim may be approved for (declared value when insured, liability per kg with a 1 kg floor otherwise),
// a storage day's fee, and the set in force by its effective day.
import { describe, expect, it } from 'vitest';
import {
  claimCapTetri,
  insurancePremiumTetri,
  rulesInForce,
  storageDayFeeTetri,
  type ServiceRules,
} from './service-rules.ts';
import { serviceRulesSchema } from './service-rules-schema.ts';

/** The seeded set (migration 0022). */
const RULES: ServiceRules = {
  effectiveFrom: '2026-01-01',
  insurance: { percent: 3, minimumTetri: 200 },
  claims: { damagedWithinDays: 3, missingAfterDays: 14, reviewDays: 10, liabilityPerKgTetri: 2000 },
  storage: { freeDays: 30, feePerKgTetri: 50, noticeDaysBefore: 3 },
};

describe('the insurance premium', () => {
  it('is the percent of the declared value, half-up to the tetri', () => {
    expect(insurancePremiumTetri(RULES, 135_00)).toBe(405); // 3 % of 135.00
    expect(insurancePremiumTetri(RULES, 100_50)).toBe(302); // 301.5 → 302
    expect(insurancePremiumTetri(RULES, 100_49)).toBe(301); // 301.47 → 301
    const twoDecimals = { insurance: { percent: 2.75, minimumTetri: 0 } };
    expect(insurancePremiumTetri(twoDecimals, 100_00)).toBe(275);
    expect(insurancePremiumTetri(twoDecimals, 1_02)).toBe(3); // 2.805 → 3
  });

  it('is at least the minimum, from the first tetri above it on', () => {
    expect(insurancePremiumTetri(RULES, 0)).toBe(200);
    expect(insurancePremiumTetri(RULES, 20_00)).toBe(200); // 0.60 lari
    expect(insurancePremiumTetri(RULES, 66_83)).toBe(200); // 200.49 → 200
    expect(insurancePremiumTetri(RULES, 66_84)).toBe(201); // 200.52 → 201
  });
});

describe('the claim cap', () => {
  it('is the declared value of an insured parcel, whatever its weight', () => {
    expect(claimCapTetri(RULES, { insured: true, valueTetri: 135_00, weightKg: '25.000' })).toBe(135_00);
  });

  it('is the liability per kg of an uninsured one, at least 1 kg', () => {
    expect(claimCapTetri(RULES, { insured: false, valueTetri: 135_00, weightKg: '2.500' })).toBe(50_00);
    expect(claimCapTetri(RULES, { insured: false, valueTetri: 135_00, weightKg: '0.300' })).toBe(20_00);
    expect(claimCapTetri(RULES, { insured: false, valueTetri: 135_00, weightKg: null })).toBe(20_00);
    // Per gram above the kilogram: 1.001 × 20.00 = 20.02.
    expect(claimCapTetri(RULES, { insured: false, valueTetri: 0, weightKg: 1.001 })).toBe(20_02);
  });
});

describe('a storage day', () => {
  it('costs the fee per kg of the weight, at least 1 kg, half-up', () => {
    expect(storageDayFeeTetri(RULES, '4.000')).toBe(200);
    expect(storageDayFeeTetri(RULES, '0.200')).toBe(50);
    expect(storageDayFeeTetri(RULES, null)).toBe(50);
    expect(storageDayFeeTetri(RULES, '1.010')).toBe(51); // 50.5 → 51
    expect(storageDayFeeTetri(RULES, '1.009')).toBe(50); // 50.45 → 50
  });
});

describe('the set in force', () => {
  it('takes effect at midnight in Tbilisi of its day; on one day the newer counts', () => {
    const newer = { ...RULES, effectiveFrom: '2027-01-01', insurance: { percent: 4, minimumTetri: 300 } };
    const history = [
      { effectiveFrom: RULES.effectiveFrom, rules: RULES },
      { effectiveFrom: newer.effectiveFrom, rules: newer },
    ];
    expect(rulesInForce(history, '2026-12-31T19:59:00Z')?.rules.insurance.percent).toBe(3);
    expect(rulesInForce(history, '2026-12-31T20:00:00Z')?.rules.insurance.percent).toBe(4);
  });

  it('accepts the seeded set and refuses a percent of three decimals or a review of 0 days', () => {
    expect(serviceRulesSchema.safeParse(RULES).success).toBe(true);
    const bad = [
      { ...RULES, insurance: { percent: 3.125, minimumTetri: 200 } },
      { ...RULES, insurance: { percent: 101, minimumTetri: 200 } },
      { ...RULES, claims: { ...RULES.claims, reviewDays: 0 } },
      { ...RULES, storage: { ...RULES.storage, feePerKgTetri: 0.5 } },
      { ...RULES, effectiveFrom: '1.1.2027' },
    ];
    for (const rules of bad)
      expect(serviceRulesSchema.safeParse(rules).success, JSON.stringify(rules)).toBe(false);
  });
});
