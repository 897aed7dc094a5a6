/**
 * The shape of a service rule set (issue 21 §3–§5): the numbers of insurance, claims and storage that
 * change with business, with the Tbilisi day they take effect — like customs rule sets. What an admin may
 * save and what the API answers; the pure arithmetic is in service-rules.ts.
 */
import { z } from 'zod';

const tetri = z.number().int().min(0).max(1_000_000_00);
const days = z.number().int().min(0).max(365);

export const serviceRulesSchema = z.object({
  /** The Tbilisi day the set takes effect (YYYY-MM-DD). */
  effectiveFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  insurance: z.object({
    /** Premium: this percent of the declared value (in lari), at least `minimumTetri`. */
    percent: z.number().min(0).max(100).multipleOf(0.01),
    minimumTetri: tetri,
  }),
  claims: z.object({
    /** A damaged parcel may be claimed this many days after it was handed over. */
    damagedWithinDays: days.min(1),
    /** A parcel counts as not arrived this many days after its flight's estimated arrival. */
    missingAfterDays: days,
    /** Staff answer a claim within this many days (its due date). */
    reviewDays: days.min(1),
    /** What an uninsured parcel's claim may be approved up to, per kg of its weight. */
    liabilityPerKgTetri: tetri,
  }),
  storage: z.object({
    /** Days after arrival a parcel is kept free of charge. */
    freeDays: days,
    /** The fee per kg (of the parcel's weight, at least 1 kg) for each day after the free ones. */
    feePerKgTetri: tetri,
    /** The customer is told this many days before the free days end. */
    noticeDaysBefore: days,
  }),
});
export type ServiceRules = z.infer<typeof serviceRulesSchema>;

/** A new set as an admin sends it: the rules and why they change. */
export const serviceRulesInputSchema = z.object({
  rules: serviceRulesSchema,
  note: z.string().trim().max(500).default(''),
});
export type ServiceRulesInput = z.infer<typeof serviceRulesInputSchema>;
