/**
 * Web Push subscriptions (issue 19 §2): what the panel sends when a customer enables push on a device —
 * the browser's `PushSubscription.toJSON()` and the panel's language — and the limits of the device list.
 */
import { z } from 'zod';
import { LANGUAGES } from './localized.ts';
import { MSG } from './messages.ts';

/** Devices one account receives push on; a further one replaces the one least recently used. */
export const PUSH_DEVICES_PER_ACCOUNT = 10;

/** Longest endpoint accepted (the push services' are 150–500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** base64url of `bytes` bytes, without padding (as browsers give the keys) or with it. */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padded = Math.ceil(bytes / 3) * 4;
  return new RegExp(`^[A-Za-z0-9_-]{${chars}}(={${padded - chars}})?$`);
};

export const pushSubscriptionPayloadSchema = z.object({
  endpoint: z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .max(PUSH_ENDPOINT_MAX, MSG.pushEndpointInvalid)
    .refine(isHttpsUrl, MSG.pushEndpointInvalid),
  /** The browser's own expiry of the subscription (ms since the epoch), usually null: not kept. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed (65 bytes: 0x04, x, y), so its text starts with "B". */
      p256dh: z
        .string(MSG.required)
        .regex(base64url(65), MSG.pushKeysInvalid)
        .refine((key) => key.startsWith('B'), MSG.pushKeysInvalid),
      /** The 16-byte authentication secret. */
      auth: z.string(MSG.required).regex(base64url(16), MSG.pushKeysInvalid),
    },
    MSG.pushKeysInvalid,
  ),
  /** The panel's language: push texts (and SMS) are written in it from now on. */
  language: z.enum(LANGUAGES, MSG.invalidValue),
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionPayloadSchema>;
