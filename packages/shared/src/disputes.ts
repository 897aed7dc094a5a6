/**
 * Weight disputes (issue 21 §2): a customer disputes the weight or the size of a parcel at the warehouse
 * (in stock, not yet on a flight) with a reason; staff re-weigh it with a new photo and answer. While a
 * dispute is open the parcel is not loaded on a flight.
 */
import { z } from 'zod';
import { intakeSchema } from './admin.ts';
import { MSG } from './messages.ts';

export const DISPUTE_KINDS = ['weight', 'size'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** Long enough for a sentence or two about the parcel, short enough for the staff's queue. */
export const DISPUTE_REASON_MAX = 500;
export const DISPUTE_ANSWER_MAX = 1000;

/** The customer's dispute: what is wrong and why; the weight they expected, if they know it. */
export const disputeRequest = z.object({
  kind: z.enum(DISPUTE_KINDS, MSG.invalidValue),
  reason: z.string(MSG.required).trim().min(1, MSG.required).max(DISPUTE_REASON_MAX, MSG.invalidValue),
  expectedWeightKg: intakeSchema.shape.weightKg
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
});
export type DisputeRequest = z.output<typeof disputeRequest>;

/** Staff's answer: the parcel measured again (the weight and sizes as at intake) and a word to the customer. */
export const disputeAnswerRequest = intakeSchema
  .pick({ weightKg: true, lengthCm: true, widthCm: true, heightCm: true })
  .extend({
    answer: z.string(MSG.required).trim().min(1, MSG.required).max(DISPUTE_ANSWER_MAX, MSG.invalidValue),
  });
export type DisputeAnswerRequest = z.output<typeof disputeAnswerRequest>;
