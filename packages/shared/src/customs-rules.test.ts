// Customs rules as data (issue 16): the set in force by its effective day, the threshold and its
// comparison, every state-fee band edge, VAT on goods plus shipping, duty by category, the group key.
import { describe, expect, it } from 'vitest';
import {
  customsGroupKey,
  customsGroups,
  landedCost,
  needsClearance,
  parcelShareOfLandedCost,
  rulesInForce,
  stateFeeTetri,
  type CustomsRules,
} from './customs-rules.ts';
import { customsRulesSchema } from './customs-rules-schema.ts';
import { exactValueTetri } from './customs.ts';
import type { Rates } from './rates.ts';
import { CUSTOMS_RULES_2022 } from './test/customs-rules-2022.ts';

// The 2022 set with a duty on auto parts, so duty by category shows.
const RULES: CustomsRules = { ...CUSTOMS_RULES_2022, dutyPercent: { _AUTO_PARTS_: 5 } };

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

describe('the landed cost at every band edge (2022 rules, "300 or more")', () => {
  const costOf = (valueTetri: number) =>
    landedCost(CUSTOMS_RULES_2022, [{ valueTetri, category: '_SHOES_', shippingTetri: 0 }]);
  it.each([
    // value, VAT 18 %, state fee, total
    [299_99, 0, 0, 0],
    [300_00, 54_00, 20_00, 74_00],
    [3000_00, 540_00, 20_00, 560_00],
    [3000_01, 540_00, 100_00, 640_00],
    [10_000_00, 1800_00, 100_00, 1900_00],
    [10_000_01, 1800_00, 300_00, 2100_00],
  ])('%i tetri: VAT %i, state fee %i, total %i', (value, vat, fee, total) => {
    expect(costOf(value)).toMatchObject({ vatTetri: vat, stateFeeTetri: fee, totalTetri: total });
  });
});

describe('a rule change applies only from its date', () => {
  // From 2027 the state fee of the first band is 25 lari and a 5-lari service fee is charged.
  const later: CustomsRules = {
    ...CUSTOMS_RULES_2022,
    effectiveFrom: '2027-01-01',
    serviceFeeTetri: 5_00,
    feeBands: [{ upToTetri: 3000_00, feeTetri: 25_00 }, ...CUSTOMS_RULES_2022.feeBands.slice(1)],
  };
  const history = [CUSTOMS_RULES_2022, later];
  const parcel = [{ valueTetri: 400_00, category: '_SHOES_', shippingTetri: 10_00 }];
  const costOn = (at: string) => landedCost(rulesInForce(history, at)!, parcel).totalTetri;
  it('a parcel judged the day before keeps the old numbers; from the day on, the new ones count', () => {
    // VAT 18 % of 410 = 73.80.
    expect(costOn('2026-12-31T19:59:59Z')).toBe(73_80 + 20_00);
    expect(costOn('2026-12-31T20:00:00Z')).toBe(73_80 + 25_00 + 5_00);
  });
});

describe('conversion at a given rate', () => {
  const p = (id: string, amount: string, currency: 'USD' | 'TRY' | 'CNY', rates: Rates) => ({
    id,
    accountId: 'a',
    flightId: null,
    country: 3,
    shop: '_TRENDYOL_',
    valueTetri: exactValueTetri(amount, currency, rates),
  });
  const usd = { USD: '2.5', EUR: '3', CNY: '4', TRY: '0.0838' };
  it('120 dollars at 2.5 lari is 300 lari: clearance; 119.99 is not', () => {
    const group = (amount: string) =>
      [...customsGroups(CUSTOMS_RULES_2022, [p('1', amount, 'USD', usd)]).values()][0]!;
    expect(group('120')).toMatchObject({ valueTetri: 300_00, needsClearance: true });
    expect(group('119.99')).toMatchObject({ valueTetri: 299_98, needsClearance: false });
  });
  it('750 yuan at 4 lari per 10 is 300 lari', () => {
    expect(exactValueTetri('750', 'CNY', usd)).toBe(300_00);
  });
  it('the unrounded sum decides: 3579.95 lira at 0.0838 shows 300.00 but stays under; another lira reaches it', () => {
    const under = [...customsGroups(CUSTOMS_RULES_2022, [p('1', '3579.95', 'TRY', usd)]).values()][0]!;
    expect(under).toMatchObject({ valueTetri: 300_00, needsClearance: false });
    const both = [
      ...customsGroups(CUSTOMS_RULES_2022, [p('1', '3579.95', 'TRY', usd), p('2', '1', 'TRY', usd)]).values(),
    ][0]!;
    expect(both).toMatchObject({ ids: ['1', '2'], valueTetri: 300_08, needsClearance: true });
  });
  it("the same amount at another day's rate lands in another band", () => {
    const at = (rate: string) =>
      landedCost(CUSTOMS_RULES_2022, [
        {
          valueTetri: exactValueTetri('1200', 'USD', { ...usd, USD: rate })!,
          category: '_SHOES_',
          shippingTetri: 0,
        },
      ]).stateFeeTetri;
    expect(at('2.5')).toBe(20_00); // 3000.00 lari
    expect(at('2.5001')).toBe(100_00); // 3000.12 lari
  });
});

describe("a parcel's part of its group's landed cost", () => {
  const rules: CustomsRules = { ...CUSTOMS_RULES_2022, dutyPercent: { _AUTO_PARTS_: 5 } };
  it('is its VAT on goods plus shipping and its duty; the fees stay with the group', () => {
    const item = { valueTetri: 101_00, category: '_AUTO_PARTS_', shippingTetri: 9_00 };
    expect(parcelShareOfLandedCost(rules, item, true)).toEqual({ vatTetri: 19_80, dutyTetri: 5_05 });
  });
  it('is nothing while the group stays under the threshold', () => {
    const item = { valueTetri: 101_00, category: '_AUTO_PARTS_', shippingTetri: null };
    expect(parcelShareOfLandedCost(rules, item, false)).toEqual({ vatTetri: 0, dutyTetri: 0 });
  });
});

describe('landed cost of unrounded values', () => {
  it('decides on the unrounded sum, as the groups do: 299.99981 lari shows as 300.00 and clears nothing', () => {
    const cost = landedCost(CUSTOMS_RULES_2022, [
      { valueTetri: 29_999.981, category: '_SHOES_', shippingTetri: null },
    ]);
    expect(cost).toMatchObject({ valueTetri: 300_00, needsClearance: false, totalTetri: 0 });
    const two = landedCost(CUSTOMS_RULES_2022, [
      { valueTetri: 29_999.981, category: '_SHOES_', shippingTetri: null },
      { valueTetri: 0.019, category: '_SHOES_', shippingTetri: null },
    ]);
    expect(two).toMatchObject({ valueTetri: 300_00, needsClearance: true, vatTetri: 54_00 });
  });
});
