/**
 * From notifications to outbox messages: for each notification and each channel the customer has, a
 * message when the customer's preferences want one. Pure, so every cell of the matrix is testable
 * without a database. In-app needs nothing here: the notification row itself is the in-app message.
 */
import type { Language, Localized } from '@amanati/shared/localized';
import {
  effectivePreferences,
  quietHoursRelease,
  type PreferenceOverrides,
} from '@amanati/shared/notification-preferences';
import type { OutboxMessage } from '../delivery/outbox.ts';
import { eventOfKind, pushUrl } from './notification-events.ts';

export interface Message {
  title: Localized;
  description: Localized;
}

export interface Recipient {
  id: string;
  email: string;
  /** The profile's "notify me by e-mail" switch (spec §3): off means no e-mail at all. */
  emailOn: boolean;
  /** 995XXXXXXXXX when the number is proved, otherwise null (no SMS). */
  smsPhone: string | null;
  language: Language;
  prefs: PreferenceOverrides;
  quietHours: boolean;
  /** Push subscription ids of the customer's devices. */
  devices: string[];
}

export interface WrittenNotification {
  id: string;
  kind: string;
  message: Message;
}

/** SMS in Georgian are UCS-2, 70 characters a part: a notification stays within a few parts. */
const SMS_MAX = 300;

const mailText = (m: Message) =>
  (['ka', 'en', 'ru'] as const).map((l) => `${m.title[l]}\n${m.description[l]}`).join('\n\n— — —\n\n');

export function smsText(m: Message, language: Language): string {
  const text = `Amanati: ${m.title[language]}. ${m.description[language]}`;
  return text.length <= SMS_MAX ? text : `${text.slice(0, SMS_MAX - 1)}…`;
}

export function channelMessages(
  notification: WrittenNotification,
  recipient: Recipient,
  options: { now: Date; sms: boolean; push: boolean },
): OutboxMessage[] {
  const wants = effectivePreferences(recipient.prefs)[eventOfKind(notification.kind)];
  const { message } = notification;
  const base = {
    accountId: recipient.id,
    notificationId: notification.id,
    kind: `notification:${notification.kind}`,
  };
  // Push and SMS wake people: at night they wait until 09:00 Tbilisi time unless the customer says not to.
  const notBefore = recipient.quietHours ? quietHoursRelease(options.now) : options.now;
  const out: OutboxMessage[] = [];
  if (recipient.emailOn && wants.email)
    out.push({
      ...base,
      channel: 'email',
      to: recipient.email,
      // One mail, all three languages: the mail reaches people who may read another language than the panel's.
      subject: `Amanati: ${message.title.ka} / ${message.title.en}`,
      text: mailText(message),
    });
  if (options.sms && recipient.smsPhone && wants.sms)
    out.push({
      ...base,
      channel: 'sms',
      to: recipient.smsPhone,
      text: smsText(message, recipient.language),
      notBefore,
    });
  if (options.push && wants.push)
    for (const device of recipient.devices)
      out.push({
        ...base,
        channel: 'push',
        to: device,
        text: message.description[recipient.language],
        payload: {
          title: message.title[recipient.language],
          body: message.description[recipient.language],
          url: pushUrl(notification.id),
          tag: notification.id,
          notificationId: notification.id,
        },
        notBefore,
      });
  return out;
}
