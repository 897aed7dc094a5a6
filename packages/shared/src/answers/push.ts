/** Answers of the customer's Web Push routes (`/api/push/*`, issue 19 §2). */
import { z } from 'zod';
import { isoOrNull, okAnswer } from '../wire.ts';

/** Whether this server sends push, and the key a browser subscribes with (`applicationServerKey`). */
export const pushKeyAnswer = okAnswer({
  available: z.boolean(),
  /** The VAPID public key, base64url (null when push is off). */
  publicKey: z.string().nullable(),
});
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>;

export const pushDeviceWire = z.object({
  id: z.string(),
  /** Browser and system, e.g. "Chrome · Android". */
  label: z.string(),
  /** The push endpoint: the panel compares it with its own subscription to tell "this device". */
  endpoint: z.string(),
  createdAt: z.string(),
  /** The last push delivered to it. */
  lastUsedAt: isoOrNull,
});
export type PushDeviceWire = z.infer<typeof pushDeviceWire>;

export const pushDevicesAnswer = okAnswer({ devices: z.array(pushDeviceWire) });
export type PushDevicesAnswer = z.infer<typeof pushDevicesAnswer>;

export const pushDeviceAnswer = okAnswer({ device: pushDeviceWire });
export type PushDeviceAnswer = z.infer<typeof pushDeviceAnswer>;
