/**
 * The whole preference matrix, cell by cell (issue 19 "Done when"): for every event and every optional
 * channel, switching that one cell off removes exactly that channel's message for that event.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_EVENTS,
  OPTIONAL_CHANNELS,
  overridesOf,
  type PreferenceMatrix,
} from '@amanati/shared/notification-preferences';
import { channelMessages, smsText, type Recipient } from './fan-out.ts';
import { EVENT_OF_KIND } from './notification-events.ts';

const message = {
  title: { ka: 'სათაური', en: 'Title', ru: 'Заголовок' },
  description: { ka: 'ტექსტი', en: 'Text', ru: 'Текст' },
};
const everythingOn = (): PreferenceMatrix =>
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((e) => [e, { email: true, push: true, sms: true }]),
  ) as PreferenceMatrix;

const recipient = (prefs: PreferenceMatrix, over: Partial<Recipient> = {}): Recipient => ({
  id: 'account-1',
  email: 'nino@example.ge',
  emailOn: true,
  smsPhone: '995555123456',
  language: 'ru',
  prefs: overridesOf(prefs),
  quietHours: false,
  devices: ['device-a', 'device-b'],
  ...over,
});

const noon = new Date('2026-11-27T08:00:00Z');
const options = { now: noon, sms: true, push: true };
/** One notification kind for each event (the first that maps to it). */
const kindOf = (event: string) => Object.entries(EVENT_OF_KIND).find(([, e]) => e === event)![0];

describe('fan-out over the preference matrix', () => {
  it('has a notification kind for every event', () => {
    expect(new Set(Object.values(EVENT_OF_KIND))).toEqual(new Set(NOTIFICATION_EVENTS));
  });

  it.each(
    NOTIFICATION_EVENTS.flatMap((event) => OPTIONAL_CHANNELS.map((channel) => [event, channel] as const)),
  )('%s without %s reaches every other channel and not that one', (event, channel) => {
    const prefs = everythingOn();
    prefs[event][channel] = false;
    const written = { id: 'n1', kind: kindOf(event), message };
    const channels = channelMessages(written, recipient(prefs), options).map((m) => m.channel);
    const expected = { email: 1, sms: 1, push: 2 };
    expected[channel] = 0;
    expect(channels.filter((c) => c === 'email')).toHaveLength(expected.email);
    expect(channels.filter((c) => c === 'sms')).toHaveLength(expected.sms);
    expect(channels.filter((c) => c === 'push')).toHaveLength(expected.push);
    // Every other event still reaches all channels with the same stored preferences.
    for (const other of NOTIFICATION_EVENTS.filter((e) => e !== event))
      expect(
        channelMessages({ id: 'n2', kind: kindOf(other), message }, recipient(prefs), options),
        other,
      ).toHaveLength(4);
  });

  it('sends no e-mail with the profile switch off, no SMS to an unproved phone, no push without devices', () => {
    const written = { id: 'n1', kind: 'customs_held', message };
    const prefs = everythingOn();
    expect(
      channelMessages(written, recipient(prefs, { emailOn: false }), options).map((m) => m.channel),
    ).not.toContain('email');
    expect(
      channelMessages(written, recipient(prefs, { smsPhone: null }), options).map((m) => m.channel),
    ).not.toContain('sms');
    expect(
      channelMessages(written, recipient(prefs, { devices: [] }), options).map((m) => m.channel),
    ).not.toContain('push');
    expect(
      channelMessages(written, recipient(prefs), { ...options, sms: false, push: false }).map(
        (m) => m.channel,
      ),
    ).toEqual(['email']);
  });

  it('follows the defaults: SMS for a customs hold, none for a parcel received', () => {
    const defaults = recipient(DEFAULT_PREFERENCES);
    const channelsOf = (kind: string) =>
      channelMessages({ id: 'n', kind, message }, defaults, options).map((m) => m.channel);
    expect(channelsOf('customs_held')).toContain('sms');
    expect(channelsOf('parcel_received')).not.toContain('sms');
  });

  it('writes push and SMS in the customer’s language, e-mail in all three, and links the push to its notification', () => {
    const out = channelMessages(
      { id: 'n9', kind: 'flight_arrived', message },
      recipient(everythingOn()),
      options,
    );
    const push = out.find((m) => m.channel === 'push')!;
    expect(push.payload).toEqual({
      title: 'Заголовок',
      body: 'Текст',
      url: '/notification-detail/n9',
      tag: 'n9',
      notificationId: 'n9',
    });
    expect(out.find((m) => m.channel === 'sms')!.text).toBe('Amanati: Заголовок. Текст');
    expect(out.find((m) => m.channel === 'email')!.text).toContain('ტექსტი');
    expect(out.find((m) => m.channel === 'email')!.text).toContain('Text');
    expect(
      smsText({ ...message, description: { ...message.description, en: 'x'.repeat(400) } }, 'en'),
    ).toHaveLength(300);
  });
});
