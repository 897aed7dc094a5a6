/**
 * The customs rule set of 2022 (Resolution No. 201, in force 14 May 2022; the 300 lari / 30 kg rule of
 * 2009) as the first migration seeds it: the one fixture every test of customs starts from.
 */
import type { CustomsRules } from '../customs-rules.ts';

export const CUSTOMS_RULES_2022: CustomsRules = {
  effectiveFrom: '2022-05-14',
  thresholdTetri: 300_00,
  comparison: 'gte',
  weightLimitGrams: 30_000,
  grouping: 'shop_flight',
  vatPercent: 18,
  dutyPercent: {},
  feeBands: [
    { upToTetri: 3000_00, feeTetri: 20_00 },
    { upToTetri: 10_000_00, feeTetri: 100_00 },
    { upToTetri: null, feeTetri: 300_00 },
  ],
  treasuryCode: '707017021',
  serviceFeeTetri: 0,
  graceDays: 7,
};
