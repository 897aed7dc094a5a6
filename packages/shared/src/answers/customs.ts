/** Answers about customs rules (issue 16): the set in force, for the panel to compute what the server does. */
import type { z } from 'zod';
import { customsRulesSchema } from '../customs-rules.ts';
import { okAnswer } from '../wire.ts';

/** The rule set in force today and, when an admin has scheduled one, the next. */
export const customsRulesAnswer = okAnswer({
  rules: customsRulesSchema,
  next: customsRulesSchema.nullable(),
});
export type CustomsRulesAnswer = z.infer<typeof customsRulesAnswer>;
