/** Answers of the back office's customs rules: every set ever saved, and the one in force. */
import { z } from 'zod';
import { customsRulesSchema } from '../../customs-rules.ts';
import { okAnswer } from '../../wire.ts';

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
