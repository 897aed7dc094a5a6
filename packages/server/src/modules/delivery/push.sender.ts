/**
 * Web Push (RFC 8030) through `web-push`: the payload is encrypted for the subscription's keys
 * (RFC 8291, aes128gcm) and the request signed with our VAPID key (RFC 8292). The outbox row's `to` is
 * the push_subscriptions id; its `payload` is what the service worker shows (title, body, url, tag).
 * A subscription the push service no longer knows (404, 410) is deleted and the message is `gone`;
 * any other failure throws, and the outbox tries again later.
 */
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { isUuid } from '@amanati/shared/ids';
import webPush, { type Urgency } from 'web-push';
import type { VapidConfig, Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { ChannelSender, OutgoingMessage } from './channel.ts';

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is tried again later (well inside the outbox lease). */
const REQUEST_TIMEOUT_MS = 30_000;

const URGENCIES: readonly Urgency[] = ['very-low', 'low', 'normal', 'high'];
/** Messages a customer acts on at once (a customs hold, a parcel ready, a code): delivered even on a low battery. */
const URGENT_KIND = /customs|hold|ready|code|verif/i;

/** `payload.urgency` when it names one (RFC 8030 §5.3), else high for urgent kinds, else normal. */
export function urgencyOf(message: Pick<OutgoingMessage, 'kind' | 'payload'>): Urgency {
  const asked = message.payload?.urgency;
  if (typeof asked === 'string' && (URGENCIES as readonly string[]).includes(asked)) return asked as Urgency;
  return URGENT_KIND.test(message.kind) ? 'high' : 'normal';
}

export interface PushSenderOptions {
  /** An HTTPS agent for the push services (a proxy, or a test's own certificate authority). */
  agent?: Agent;
}

export function pushSender(
  database: Database,
  vapid: VapidConfig,
  options: PushSenderOptions = {},
): ChannelSender {
  const { db } = database;
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(message) {
      // A `to` that is not a uuid names no subscription (and PostgreSQL would refuse to compare it).
      const [subscription] = isUuid(message.to)
        ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, message.to)).limit(1)
        : [];
      if (!subscription) return { status: 'gone', reason: 'push subscription removed' };
      const body = JSON.stringify(message.payload ?? { title: message.subject, body: message.text });
      try {
        const result = await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            urgency: urgencyOf(message),
            contentEncoding: 'aes128gcm',
            timeout: REQUEST_TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        await db
          .update(pushSubscriptions)
          .set({ lastUsedAt: new Date() })
          .where(eq(pushSubscriptions.id, subscription.id));
        const location = result.headers.location;
        return {
          status: 'sent',
          providerRef: typeof location === 'string' ? location.slice(0, 500) : undefined,
        };
      } catch (err) {
        if (err instanceof webPush.WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
            return {
              status: 'gone',
              reason: `push service answered ${err.statusCode}: subscription removed`,
            };
          }
          throw new Error(`push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`, {
            cause: err,
          });
        }
        throw err;
      }
    },
  };
}

/** The push sender a server has: none without VAPID keys (production without them: push is off). */
export function pushSenderFor(
  config: Pick<Config, 'vapid'>,
  database: Database,
  options: PushSenderOptions = {},
): ChannelSender | undefined {
  return config.vapid ? pushSender(database, config.vapid, options) : undefined;
}
