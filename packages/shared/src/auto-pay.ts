/** The customer's auto-pay setting (issue 20 §4): new charges paid from the balance as soon as it covers them. */
import { z } from 'zod';
import { MSG } from './messages.ts';

export const autoPaySchema = z.object({ enabled: z.boolean(MSG.invalidValue) });
export type AutoPayInput = z.infer<typeof autoPaySchema>;
