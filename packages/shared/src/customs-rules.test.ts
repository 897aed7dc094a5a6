// Customs rules as data (issue 16): the set in force by its effective day, the threshold and its
// comparison, every state-fee band edge, VAT on goods plus shipping, duty by category, the group key.
import { describe, expect, it } from 'vitest';
import {
  customsGroupKey,
  customsGroups,
  customsRulesSchema,
  landedCost,
  needsClearance,
  rulesInForce,
  stateFeeTetri,
  type CustomsRules,
} from './customs-rules.ts';

const RULES: CustomsRules = {
  effectiveFrom: '2022-05-14',
  thresholdTetri: 300_00,
  comparison: 'gte',
  weightLimitGrams: 30_000,
  grouping: 'shop_flight',
  vatPercent: 18,
  dutyPercent: { _AUTO_PARTS_: 5 },
  feeBands: [
    { upToTetri: 3000_00, feeTetri: 20_00 },
    { upToTetri: 10_000_00, feeTetri: 100_00 },
    { upToTetri: null, feeTetri: 300_00 },
  ],
  treasuryCode: '707017021',
  serviceFeeTetri: 0,
  graceDays: 7,
};

describe('the rule set in force', () => {
  const older = { ...RULES, effectiveFrom: '2022-05-14', thresholdTetri: 300_00 };
  const newer = { ...RULES, effectiveFrom: '2027-01-01', thresholdTetri: 500_00 };
  const history = [newer, older];

  it('applies a change only from its Tbilisi day', () => {
    // 31 December 2026, 23:59 in Tbilisi (UTC+4) is still the old rule; 1 January 00:00 the new one.
    expect(rulesInForce(history, '2026-12-31T19:59:00Z')?.thresholdTetri).toBe(300_00);
    expect(rulesInForce(history, '2026-12-31T20:00:00Z')?.thresholdTetri).toBe(500_00);
  });
  it('keeps the rule of the day a parcel was judged, whatever came later', () => {
    expect(rulesInForce(history, '2025-03-01T10:00:00Z')).toBe(older);
  });
  it('has none before the first set', () => {
    expect(rulesInForce(history, '2020-01-01T00:00:00Z')).toBeUndefined();
  });
});

describe('the threshold', () => {
  it.each([
    [299_99, false],
    [300_00, true],
    [300_01, true],
  ])('%i tetri with "300 or more": %s', (value, expected) => {
    expect(needsClearance(RULES, value)).toBe(expected);
  });
  it('with "more than 300", 300 itself stays free', () => {
    expect(needsClearance({ ...RULES, comparison: 'gt' }, 300_00)).toBe(false);
    expect(needsClearance({ ...RULES, comparison: 'gt' }, 300_01)).toBe(true);
  });
  it('a group above 30 kg needs clearance whatever its value', () => {
    expect(needsClearance(RULES, 10_00, 30_000)).toBe(false);
    expect(needsClearance(RULES, 10_00, 30_001)).toBe(true);
  });
});

describe('state fee bands (Resolution 201)', () => {
  it.each([
    [299_99, 0],
    [300_00, 20_00],
    [2999_99, 20_00],
    [3000_00, 20_00],
    [3000_01, 100_00],
    [10_000_00, 100_00],
    [10_000_01, 300_00],
  ])('%i tetri pays %i', (value, fee) => {
    expect(stateFeeTetri(RULES, value)).toBe(fee);
  });
});

describe('landed cost', () => {
  it('is nothing under the threshold', () => {
    const cost = landedCost(RULES, [{ valueTetri: 200_00, category: '_SHOES_', shippingTetri: 10_00 }]);
    expect(cost).toMatchObject({ needsClearance: false, totalTetri: 0, valueTetri: 200_00 });
  });
  it('sums a group: 200 + 101 lari from one shop need clearance together', () => {
    const cost = landedCost(RULES, [
      { valueTetri: 200_00, category: '_SHOES_', shippingTetri: null },
      { valueTetri: 101_00, category: '_CLOTHING_', shippingTetri: null },
    ]);
    // VAT 18 % of 301 lari before weighing; the state fee of the first band.
    expect(cost).toEqual({
      valueTetri: 301_00,
      shippingTetri: 0,
      shippingKnown: false,
      needsClearance: true,
      vatTetri: 54_18,
      dutyTetri: 0,
      stateFeeTetri: 20_00,
      serviceFeeTetri: 0,
      totalTetri: 74_18,
    });
  });
  it('puts shipping in the VAT base once weighed, adds duty by category and our service fee', () => {
    const cost = landedCost({ ...RULES, serviceFeeTetri: 5_00 }, [
      { valueTetri: 400_00, category: '_AUTO_PARTS_', shippingTetri: 12_50 },
    ]);
    expect(cost.shippingKnown).toBe(true);
    expect(cost.vatTetri).toBe(74_25); // 18 % of 412.50
    expect(cost.dutyTetri).toBe(20_00); // 5 % of 400
    expect(cost.totalTetri).toBe(74_25 + 20_00 + 20_00 + 5_00);
  });
  it('rounds each percent half-up to the tetri', () => {
    expect(landedCost(RULES, [{ valueTetri: 300_03, category: '_SHOES_', shippingTetri: 0 }]).vatTetri).toBe(
      54_01,
    );
  });
});

describe('groups', () => {
  const parcel = { accountId: 'a', flightId: 'f1', country: 2, shop: '_AMAZON_' };
  it('by shop on one flight', () => {
    expect(customsGroupKey(RULES, parcel)).toBe(customsGroupKey(RULES, { ...parcel }));
    expect(customsGroupKey(RULES, parcel)).not.toBe(customsGroupKey(RULES, { ...parcel, shop: '_EBAY_' }));
    expect(customsGroupKey(RULES, parcel)).not.toBe(customsGroupKey(RULES, { ...parcel, flightId: 'f2' }));
    expect(customsGroupKey(RULES, parcel)).not.toBe(customsGroupKey(RULES, { ...parcel, accountId: 'b' }));
  });
  it('a typed shop by its name', () => {
    const other = { ...parcel, shop: '_OTHER_SHOP_', otherShop: 'Zara' };
    expect(customsGroupKey(RULES, other)).toBe(customsGroupKey(RULES, { ...other, otherShop: ' zara ' }));
    expect(customsGroupKey(RULES, other)).not.toBe(customsGroupKey(RULES, { ...other, otherShop: 'Mango' }));
  });
  it('before the flight, parcels of one country may fly together', () => {
    const waiting = { ...parcel, flightId: null };
    expect(customsGroupKey(RULES, waiting)).toBe(customsGroupKey(RULES, { ...waiting }));
    expect(customsGroupKey(RULES, waiting)).not.toBe(customsGroupKey(RULES, { ...waiting, country: 1 }));
  });
  it('a personal parcel groups by its sender', () => {
    const personal = { ...parcel, personal: true, senderName: 'Nino' };
    expect(customsGroupKey(RULES, personal)).toBe(
      customsGroupKey(RULES, { ...personal, senderName: ' nino ' }),
    );
    expect(customsGroupKey(RULES, personal)).not.toBe(
      customsGroupKey(RULES, { ...personal, senderName: 'Levan' }),
    );
  });
  it('the whole flight when the switch says so', () => {
    const flight = { ...RULES, grouping: 'flight' as const };
    expect(customsGroupKey(flight, parcel)).toBe(customsGroupKey(flight, { ...parcel, shop: '_EBAY_' }));
  });
  it('200 + 101 lari from one shop need clearance together; 201 + 100 from two shops do not', () => {
    const p = (id: string, shop: string, lari: number) => ({ ...parcel, id, shop, valueTetri: lari * 100 });
    const one = [...customsGroups(RULES, [p('1', '_AMAZON_', 200), p('2', '_AMAZON_', 101)]).values()];
    expect(one).toEqual([
      { key: expect.any(String), ids: ['1', '2'], valueTetri: 301_00, weightGrams: 0, needsClearance: true },
    ]);
    const two = [...customsGroups(RULES, [p('1', '_AMAZON_', 201), p('2', '_EBAY_', 100)]).values()];
    expect(two.map((g) => g.needsClearance)).toEqual([false, false]);
    const whole = [
      ...customsGroups({ ...RULES, grouping: 'flight' }, [
        p('1', '_AMAZON_', 201),
        p('2', '_EBAY_', 100),
      ]).values(),
    ];
    expect(whole.map((g) => g.needsClearance)).toEqual([true]);
  });
  it('an undeclared parcel adds nothing to its group; a heavy group clears by weight', () => {
    const groups = [
      ...customsGroups(RULES, [
        { ...parcel, id: '1', valueTetri: null, weightGrams: 20_000 },
        { ...parcel, id: '2', valueTetri: 50_00, weightGrams: 10_001 },
      ]).values(),
    ];
    expect(groups[0]).toMatchObject({ valueTetri: 50_00, weightGrams: 30_001, needsClearance: true });
  });
});

describe('the rule set an admin saves', () => {
  it('accepts the default', () => {
    expect(customsRulesSchema.safeParse(RULES).success).toBe(true);
  });
  it.each([
    [
      'bands out of order',
      {
        feeBands: [
          { upToTetri: 500, feeTetri: 1 },
          { upToTetri: 400, feeTetri: 2 },
          { upToTetri: null, feeTetri: 3 },
        ],
      },
    ],
    ['a last band with a limit', { feeBands: [{ upToTetri: 500, feeTetri: 1 }] }],
    [
      'an open band before the last',
      {
        feeBands: [
          { upToTetri: null, feeTetri: 1 },
          { upToTetri: null, feeTetri: 2 },
        ],
      },
    ],
    ['a percent of three decimals', { vatPercent: 18.005 }],
    ['an unknown category', { dutyPercent: { _SPACESHIPS_: 5 } }],
    ['a treasury code of eight digits', { treasuryCode: '70701702' }],
    ['a day that is not a date', { effectiveFrom: '14.05.2022' }],
  ])('refuses %s', (_, change) => {
    expect(customsRulesSchema.safeParse({ ...RULES, ...change }).success).toBe(false);
  });
});
