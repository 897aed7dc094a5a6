/**
 * The business API (issue 22): what a key may do, and the payloads of the panel's Developers page.
 * Keys act for their own account only; a scope opens one part of `/api/v1`.
 */
import { z } from 'zod';
import { MSG } from './messages.ts';
import { isFilled } from './validation.ts';

export const API_SCOPES = ['parcels:read', 'parcels:write', 'webhooks', 'account:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Keys start with this, so a leaked one is recognisable (and secret scanners can be taught it). */
export const API_KEY_PREFIX = 'amk_';

export const createApiKeySchema = z.object({
  name: z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .max(60, MSG.invalidValue)
    .refine(isFilled, MSG.required),
  scopes: z
    .array(z.enum(API_SCOPES, MSG.invalidValue), MSG.required)
    .min(1, MSG.required)
    .refine((s) => new Set(s).size === s.length, MSG.duplicate),
});
export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;

/** A customer may hold this many live keys. */
export const MAX_API_KEYS = 20;
