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
