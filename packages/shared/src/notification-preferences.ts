/**
 * Which events a customer hears about on which channel. In-app (the bell) is always on; e-mail, push and
 * SMS follow the customer's choices, stored as differences from these defaults so a default changed here
 * reaches everyone who never changed it. SMS costs money: by default only arrival (ready for pickup) and
 * customs holds go by SMS.
 */
import { z } from 'zod';
import { lazyTbilisiFormat } from './tbilisi-time.ts';

export const NOTIFICATION_EVENTS = [
  'received',
  'onFlight',
  'flightDelayed',
  'arrived',
  'customsHold',
  'readyForPickup',
  'courier',
  'paymentCredited',
  'declarationReminder',
  'announcements',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Channels a customer can switch (in-app is always on). */
export const OPTIONAL_CHANNELS = ['email', 'push', 'sms'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

export type PreferenceMatrix = Record<NotificationEvent, Record<OptionalChannel, boolean>>;

const SMS_BY_DEFAULT: readonly NotificationEvent[] = ['arrived', 'readyForPickup', 'customsHold'];

export const DEFAULT_PREFERENCES: PreferenceMatrix = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, { email: true, push: true, sms: SMS_BY_DEFAULT.includes(e) }]),
) as PreferenceMatrix;

/** Stored overrides: only the cells that differ from the defaults. */
export type PreferenceOverrides = Partial<
  Record<NotificationEvent, Partial<Record<OptionalChannel, boolean>>>
>;

export function effectivePreferences(overrides: PreferenceOverrides | null | undefined): PreferenceMatrix {
  const matrix = {} as PreferenceMatrix;
  for (const e of NOTIFICATION_EVENTS) matrix[e] = { ...DEFAULT_PREFERENCES[e], ...overrides?.[e] };
  return matrix;
}

/** The overrides a full matrix amounts to (what is stored). */
export function overridesOf(matrix: PreferenceMatrix): PreferenceOverrides {
  const out: PreferenceOverrides = {};
  for (const e of NOTIFICATION_EVENTS)
    for (const c of OPTIONAL_CHANNELS)
      if (matrix[e][c] !== DEFAULT_PREFERENCES[e][c]) (out[e] ??= {})[c] = matrix[e][c];
  return out;
}

const cellsSchema = z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() }).strict();

/** What the panel sends: the whole matrix, the quiet hours switch and the language of SMS/push texts. */
export const preferencesPayloadSchema = z
  .object({
    events: z.object(
      Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, cellsSchema])) as Record<
        NotificationEvent,
        typeof cellsSchema
      >,
    ),
    quietHours: z.boolean(),
    language: z.enum(['ka', 'en', 'ru']),
  })
  .strict();
export type PreferencesPayload = z.infer<typeof preferencesPayloadSchema>;

/** Quiet hours in Tbilisi: from 22:00 until 09:00 no push or SMS (they wait until 09:00). */
export const QUIET_HOURS = { from: 22, until: 9 } as const;

const hourFormat = lazyTbilisiFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * When a push or SMS written at `at` may go out: `at` itself outside quiet hours, otherwise the next
 * 09:00 in Tbilisi. Worked out from the Tbilisi clock time, so it holds for any offset the zone has.
 */
export function quietHoursRelease(at: Date): Date {
  const [h, m, s] = hourFormat().format(at).split(':').map(Number) as [number, number, number];
  const inQuiet = h >= QUIET_HOURS.from || h < QUIET_HOURS.until;
  if (!inQuiet) return at;
  const secondsToday = h * 3600 + m * 60 + s;
  const untilRelease =
    h >= QUIET_HOURS.from
      ? 24 * 3600 - secondsToday + QUIET_HOURS.until * 3600
      : QUIET_HOURS.until * 3600 - secondsToday;
  return new Date(Math.floor(at.getTime() / 1000) * 1000 + untilRelease * 1000);
}
