/** Answer of the auto-pay setting's routes. */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

/** The setting; `paid` (lari) is what turning it on paid at once (0 otherwise), `balance` what is left. */
export const autoPayAnswer = okAnswer({ enabled: z.boolean(), paid: z.number(), balance: z.number() });
export type AutoPayAnswer = z.infer<typeof autoPayAnswer>;
