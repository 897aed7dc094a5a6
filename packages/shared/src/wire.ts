/** What every successful answer of the API carries: `success: true` beside its own fields. */
import { z } from 'zod';

export const okAnswer = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

/** A nullable ISO timestamp on the wire. */
export const isoOrNull = z.string().nullable();
