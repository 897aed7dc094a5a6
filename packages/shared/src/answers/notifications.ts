/** Answers of the customer's notification routes (§7 `/api/notification/*`). */
import { z } from 'zod';
import { okAnswer } from '../wire.ts';

export const notificationWire = z.object({
  _id: z.string(),
  kind: z.string(),
  /** '1' unread, '0' read (spec §3). */
  status: z.enum(['0', '1']),
  createdAt: z.string(),
  titleKa: z.string(),
  titleEn: z.string(),
  titleRu: z.string(),
  descriptionKa: z.string(),
  descriptionEn: z.string(),
  descriptionRu: z.string(),
  /** Ours: the ledger id of the payment whose receipt the notification links (`/api/money/receipts/:id.pdf`). */
  receipt: z.string().optional(),
});
export type NotificationWire = z.infer<typeof notificationWire>;

/** A list with the unread count (§7's spelling). */
export const notificationListAnswer = okAnswer({
  notifications: z.array(notificationWire),
  nonotificationLength: z.number(),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;

/** One notification: `notification` and (§7's name) `notifications` are the same object. */
export const notificationDetailAnswer = okAnswer({
  notification: notificationWire,
  notifications: notificationWire,
  nonotificationLength: z.number(),
});
export type NotificationDetailAnswer = z.infer<typeof notificationDetailAnswer>;
export const unreadAnswer = okAnswer({ nonotificationLength: z.number() });
export type UnreadAnswer = z.infer<typeof unreadAnswer>;

/** The customer's notification settings (issue 19 §4): the event × channel matrix and what is possible. */
export const notificationPreferencesAnswer = okAnswer({
  events: z.record(z.string(), z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() })),
  quietHours: z.boolean(),
  language: z.enum(['ka', 'en', 'ru']),
  /** The profile's e-mail switch: off means no e-mail whatever the matrix says. */
  emailNotifications: z.boolean(),
  channels: z.object({ sms: z.boolean(), push: z.boolean() }),
  phone: z.object({ number: z.string(), verified: z.boolean() }),
});
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswer>;
