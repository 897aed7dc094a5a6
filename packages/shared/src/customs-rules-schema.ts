/**
 * The shape of a customs rule set (issue 16): what an admin may save and what the API answers. Apart from
 * the pure rules (customs-rules.ts), so a page that only computes with a set does not load zod.
 */
import { z } from 'zod';
import { CATEGORY_CODES } from './categories.ts';
import { CUSTOMS_GROUPINGS } from './customs-rules.ts';
import { MSG } from './messages.ts';

const tetri = z.number().int().min(0).max(1_000_000_000_00);
const percent = z.number().min(0).max(100).multipleOf(0.01);

/** A state-fee band: customs values up to `upToTetri` (inclusive; null = no upper limit) pay `feeTetri`. */
export const feeBandSchema = z.object({ upToTetri: tetri.nullable(), feeTetri: tetri });
export type FeeBand = z.infer<typeof feeBandSchema>;

export const customsRulesSchema = z
  .object({
    /** The Tbilisi day the set takes effect (YYYY-MM-DD). */
    effectiveFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The value at which clearance is needed, and whether reaching it (`gte`) or passing it (`gt`) counts. */
    thresholdTetri: tetri.min(1),
    comparison: z.enum(['gte', 'gt']),
    /** A group heavier than this needs clearance whatever its value. */
    weightLimitGrams: z.number().int().min(1),
    /** `shop_flight`: one customer's parcels from one shop (or personal sender) on one flight; `flight`: the whole flight. */
    grouping: z.enum(CUSTOMS_GROUPINGS),
    /** VAT on the customs value: the goods plus our shipping charge. */
    vatPercent: percent,
    /** Import duty by goods category; a category not listed pays none. */
    dutyPercent: z.partialRecord(z.enum(CATEGORY_CODES), percent),
    /** State fee bands in ascending order, the last without an upper limit. */
    feeBands: z.array(feeBandSchema).min(1).max(10),
    /** The State Treasury code the state fee is paid to. */
    treasuryCode: z.string().regex(/^\d{9}$/),
    /** Our own declaration-service fee per group that needs clearance. */
    serviceFeeTetri: tetri,
    /** Days after arrival an undeclared parcel waits before it is held for staff to decide. */
    graceDays: z.number().int().min(0).max(90),
  })
  .superRefine((rules, ctx) => {
    const bands = rules.feeBands;
    bands.forEach((band, i) => {
      const last = i === bands.length - 1;
      if (last !== (band.upToTetri === null))
        ctx.addIssue({ code: 'custom', path: ['feeBands', i, 'upToTetri'], message: MSG.invalidValue });
      const previous = bands[i - 1]?.upToTetri;
      if (band.upToTetri !== null && previous != null && band.upToTetri <= previous)
        ctx.addIssue({ code: 'custom', path: ['feeBands', i, 'upToTetri'], message: MSG.invalidValue });
    });
  });
export type CustomsRules = z.infer<typeof customsRulesSchema>;

/** A new set as an admin sends it: the rules and why they change. */
export const customsRulesInputSchema = z.object({
  rules: customsRulesSchema,
  note: z.string().trim().max(500).default(''),
});
export type CustomsRulesInput = z.infer<typeof customsRulesInputSchema>;
