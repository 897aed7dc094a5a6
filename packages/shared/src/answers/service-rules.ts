/** The service rules in force (issue 21 §3–§5), public: the panel shows premiums, caps and storage days with them. */
import type { z } from 'zod';
import { serviceRulesSchema } from '../service-rules-schema.ts';
import { okAnswer } from '../wire.ts';

/** The set in force today and, when an admin has scheduled one, the next. */
export const serviceRulesAnswer = okAnswer({
  rules: serviceRulesSchema,
  next: serviceRulesSchema.nullable(),
});
export type ServiceRulesAnswer = z.infer<typeof serviceRulesAnswer>;
