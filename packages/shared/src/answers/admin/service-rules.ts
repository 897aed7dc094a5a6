/** Answers of the back office's service rules (issue 21): every set ever saved and the one in force. */
import { z } from 'zod';
import { serviceRulesSchema } from '../../service-rules-schema.ts';
import { okAnswer } from '../../wire.ts';

/** A saved rule set: the rules, why they changed, who saved them and when. */
export const serviceRuleSetWire = z.object({
  _id: z.string(),
  effectiveFrom: z.string(),
  rules: serviceRulesSchema,
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceRuleSet = z.infer<typeof serviceRuleSetWire>;

/** The history, newest first; `currentId` is the set in force today. */
export const adminServiceRulesAnswer = okAnswer({
  history: z.array(serviceRuleSetWire),
  currentId: z.string().nullable(),
});
export type AdminServiceRulesAnswer = z.infer<typeof adminServiceRulesAnswer>;
export const adminServiceRuleSetAnswer = okAnswer({ ruleSet: serviceRuleSetWire });
export type AdminServiceRuleSetAnswer = z.infer<typeof adminServiceRuleSetAnswer>;
