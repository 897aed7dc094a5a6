/** Answers of the panel's Developers page (issue 22 §1) and of `/api/v1`. */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

/** A key as the Developers page lists it: never the key itself, which is shown once when made. */
export const apiKeyWire = z.object({
  _id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyWire = z.infer<typeof apiKeyWire>;
export const apiKeysAnswer = okAnswer({ keys: z.array(apiKeyWire) });
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswer>;
export const apiKeyCreatedAnswer = okAnswer({ key: z.string(), apiKey: apiKeyWire });
export type ApiKeyCreatedAnswer = z.infer<typeof apiKeyCreatedAnswer>;
