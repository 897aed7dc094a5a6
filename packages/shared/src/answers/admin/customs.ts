/** Answers of the back office's customs: the rule sets (every one ever saved, the one in force) and the queue of held groups. */
import { z } from 'zod';
import { customsRulesSchema } from '../../customs-rules-schema.ts';
import { okAnswer } from '../../wire.ts';
import { customsHoldWire } from '../customs.ts';

/** A saved rule set: the rules, why they changed, who saved them and when. */
export const customsRuleSetWire = z.object({
  _id: z.string(),
  effectiveFrom: z.string(),
  rules: customsRulesSchema,
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomsRuleSet = z.infer<typeof customsRuleSetWire>;

/** The history, newest first; `currentId` is the set in force today. */
export const adminCustomsRulesAnswer = okAnswer({
  history: z.array(customsRuleSetWire),
  currentId: z.string().nullable(),
});
export type AdminCustomsRulesAnswer = z.infer<typeof adminCustomsRulesAnswer>;
export const adminCustomsRuleSetAnswer = okAnswer({ ruleSet: customsRuleSetWire });
export type AdminCustomsRuleSetAnswer = z.infer<typeof adminCustomsRuleSetAnswer>;

/** A group in the staff queue: the customer's hold plus who the customer is. */
export const customsQueueGroupWire = customsHoldWire.extend({
  customer: z.object({ _id: z.string(), AXID: z.string(), name: z.string() }),
  /** When the group last changed (held, receipt, assessed, cleared). */
  updatedAt: z.string(),
});
export type CustomsQueueGroup = z.infer<typeof customsQueueGroupWire>;

export const adminCustomsQueueAnswer = okAnswer({ groups: z.array(customsQueueGroupWire) });
export type AdminCustomsQueueAnswer = z.infer<typeof adminCustomsQueueAnswer>;
export const adminCustomsGroupAnswer = okAnswer({ group: customsQueueGroupWire });
export type AdminCustomsGroupAnswer = z.infer<typeof adminCustomsGroupAnswer>;
