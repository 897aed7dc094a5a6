/**
 * Issue 19 §3–5 through HTTP: preferences saved and honoured, the phone proved by an SMS code before any
 * SMS goes to it, quiet hours holding push and SMS, and a flight's new arrival time told once per
 * customer and channel however many edits came in between.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type PreferenceMatrix } from '@amanati/shared/notification-preferences';
import type { ChannelSender, OutgoingMessage } from '../delivery/channel.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, ok, staffSession } from '../../test/staff-sessions.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { runDelayNoticeJob } from '../flights/delay-notice.job.ts';

/** A push service that records what it was given (the real sender has its own tests). */
function recordingSender(): ChannelSender & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { sent, send: (m) => (sent.push(m), Promise.resolve({ status: 'sent' as const })) };
}

const matrixWith = (change: (m: PreferenceMatrix) => void): PreferenceMatrix => {
  const m = structuredClone(DEFAULT_PREFERENCES);
  change(m);
  return m;
};

describe.each(testDatabases)('notification channels on %s', (kind) => {
  let t: TestApp;
  const push = recordingSender();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => ({ senders: { push } }));
  });
  afterAll(() => t.close());

  const messagesOf = (accountId: string, channel: string) =>
    t.database.query<{ kind: string; text: string; to: string; next_attempt_at: Date; created_at: Date }>(
      `select kind, text, "to", next_attempt_at, created_at from outbox
        where account_id = $1 and channel = $2 order by created_at`,
      [accountId, channel],
    );

  /** Proves the customer's phone the way the panel does: ask for a code, read it from the SMS, type it. */
  async function provePhone(token: string, accountId: string) {
    await ok(call(t, token, 'POST', '/api/notification/phone/code', { language: 'en' }));
    const [sms] = (await messagesOf(accountId, 'sms')).filter((m) => m.kind === 'phone_code');
    const code = /(\d{6})/.exec(sms!.text)![1]!;
    await ok(call(t, token, 'POST', '/api/notification/phone/verify', { code }));
  }

  async function addDevice(accountId: string) {
    const [row] = await t.database.query<{ id: string }>(
      `insert into push_subscriptions (account_id, endpoint, p256dh, auth)
       values ($1, $2, 'key', 'auth') returning id`,
      [accountId, `https://push.example/${accountId}/${Math.random()}`],
    );
    return row!.id;
  }

  it('answers the defaults, saves a changed matrix and refuses a malformed one without changing it', async () => {
    const { token } = await signupCustomer(t.app);
    const first = await ok(call(t, token, 'GET', '/api/notification/preferences'));
    expect(first.events).toEqual(DEFAULT_PREFERENCES);
    expect(first).toMatchObject({
      quietHours: true,
      language: 'ka',
      emailNotifications: true,
      channels: { sms: true, push: true },
      phone: { verified: false },
    });
    const events = matrixWith((m) => {
      m.received.email = false;
      m.announcements.sms = true;
    });
    await ok(
      call(t, token, 'PUT', '/api/notification/preferences', { events, quietHours: false, language: 'ru' }),
    );
    const saved = await ok(call(t, token, 'GET', '/api/notification/preferences'));
    expect(saved).toMatchObject({ events, quietHours: false, language: 'ru' });
    const bad = await call(t, token, 'PUT', '/api/notification/preferences', {
      events: { ...events, received: { email: 'yes' } },
      quietHours: true,
      language: 'ka',
    });
    expect(bad.statusCode).toBe(400);
    expect(await ok(call(t, token, 'GET', '/api/notification/preferences'))).toMatchObject({
      events,
      quietHours: false,
    });
  });

  it('sends SMS only to a phone proved with the code; a wrong code uses a try; a new number is unproved', async () => {
    const { token, candidate, payload } = await signupCustomer(t.app);
    await t.app.ctx.database.db.transaction((tx) =>
      t.app.ctx.notifier.notify(tx, candidate._id, 'customs_held', { flight: 'CN-1', count: 1 }),
    );
    expect(await messagesOf(candidate._id, 'sms')).toEqual([]);

    await ok(call(t, token, 'POST', '/api/notification/phone/code', { language: 'ru' }));
    const [sms] = await messagesOf(candidate._id, 'sms');
    expect(sms).toMatchObject({ kind: 'phone_code', to: `995${payload.phone}` });
    expect(sms!.text).toMatch(/^Код Amanati: \d{6}\./);
    // A second code within a minute is refused.
    expect((await call(t, token, 'POST', '/api/notification/phone/code', {})).statusCode).toBe(429);
    const code = /(\d{6})/.exec(sms!.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(t, token, 'POST', '/api/notification/phone/verify', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('phone_code_wrong');
    const [tries] = await t.database.query<{ attempts: number }>(
      'select attempts from phone_verifications where account_id = $1',
      [candidate._id],
    );
    expect(tries!.attempts).toBe(1);
    await ok(call(t, token, 'POST', '/api/notification/phone/verify', { code }));
    // Used: the same code again has nothing to match.
    expect(body(await call(t, token, 'POST', '/api/notification/phone/verify', { code })).message).toBe(
      'phone_code_expired',
    );
    expect((await ok(call(t, token, 'GET', '/api/notification/preferences'))).phone.verified).toBe(true);

    await t.app.ctx.database.db.transaction((tx) =>
      t.app.ctx.notifier.notify(tx, candidate._id, 'customs_held', { flight: 'CN-1', count: 1 }),
    );
    const holds = (await messagesOf(candidate._id, 'sms')).filter(
      (m) => m.kind === 'notification:customs_held',
    );
    expect(holds).toHaveLength(1);

    await ok(
      call(t, token, 'POST', '/api/authorization/updateprofile', {
        city: payload.city,
        address: payload.address,
        phone: '599000111',
      }),
    );
    expect((await ok(call(t, token, 'GET', '/api/notification/preferences'))).phone).toEqual({
      number: '599000111',
      verified: false,
    });
  });

  it('honours every cell of the matrix for e-mail, push and SMS', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    await provePhone(token, candidate._id);
    await addDevice(candidate._id);
    const all = matrixWith((m) => {
      for (const cells of Object.values(m)) Object.assign(cells, { email: true, push: true, sms: true });
    });
    // One event at a time switched off on one channel: that event's news skips exactly that channel.
    const cases: [
      kind: 'parcel_received' | 'payment_received' | 'flight_delayed',
      event: keyof PreferenceMatrix,
    ][] = [
      ['parcel_received', 'received'],
      ['payment_received', 'paymentCredited'],
      ['flight_delayed', 'flightDelayed'],
    ];
    for (const [kindOf, event] of cases)
      for (const channel of ['email', 'push', 'sms'] as const) {
        const events = structuredClone(all);
        events[event][channel] = false;
        await ok(
          call(t, token, 'PUT', '/api/notification/preferences', {
            events,
            quietHours: false,
            language: 'en',
          }),
        );
        await t.database.query('delete from outbox where account_id = $1', [candidate._id]);
        await t.app.ctx.database.db.transaction((tx) =>
          t.app.ctx.notifier.notify(tx, candidate._id, kindOf, { tracking: 'T1', weight: '1', amount: '5' }),
        );
        const rows = await t.database.query<{ channel: string }>(
          'select channel from outbox where account_id = $1 order by channel',
          [candidate._id],
        );
        expect(
          rows.map((r) => r.channel),
          `${event} without ${channel}`,
        ).toEqual(['email', 'push', 'sms'].filter((c) => c !== channel));
      }
  });

  it('speaks the customer’s language on push and SMS and holds them for quiet hours', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    await provePhone(token, candidate._id);
    const device = await addDevice(candidate._id);
    await ok(
      call(t, token, 'PUT', '/api/notification/preferences', {
        events: DEFAULT_PREFERENCES,
        quietHours: true,
        language: 'en',
      }),
    );
    // 23:30 in Tbilisi (UTC+4): push and SMS wait until 09:00, e-mail does not.
    const night = new Date('2026-11-27T19:30:00Z');
    const notifier = (await import('./notifications.service.ts')).createNotifier({
      database: t.database,
      outbox: t.app.ctx.outbox,
      now: () => night,
    });
    await t.database.db.transaction((tx) =>
      notifier.notify(tx, candidate._id, 'customs_held', { flight: 'US-9', count: 2 }),
    );
    const [pushed] = await messagesOf(candidate._id, 'push');
    expect(pushed).toMatchObject({ to: device, kind: 'notification:customs_held' });
    expect(pushed!.next_attempt_at.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    const sms = (await messagesOf(candidate._id, 'sms')).filter((m) => m.kind !== 'phone_code');
    expect(sms[0]!.text).toMatch(/^Amanati: .*US-9/);
    expect(sms[0]!.next_attempt_at.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    const [mail] = await messagesOf(candidate._id, 'email');
    // E-mail is due at once: its time is the database's real clock, not the notifier's night.
    expect(mail!.next_attempt_at.toISOString()).not.toBe('2026-11-28T05:00:00.000Z');
    expect(mail!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    const [payload] = await t.database.query<{ payload: Record<string, string> }>(
      `select payload from outbox where account_id = $1 and channel = 'push'`,
      [candidate._id],
    );
    expect(payload!.payload).toMatchObject({
      title: expect.stringMatching(/customs/i),
      url: expect.stringMatching(/^\/notification-detail\//),
    });
  });

  it('tells each customer with parcels on a flight its new arrival time once per channel', async () => {
    const admin = await staffSession(t, 'admin');
    const flight = await createFlight(t.database, 2);
    const customers = [await signupCustomer(t.app), await signupCustomer(t.app)];
    for (const c of customers) {
      await provePhone(c.token, c.candidate._id);
      await addDevice(c.candidate._id);
      await ok(
        call(t, c.token, 'PUT', '/api/notification/preferences', {
          events: matrixWith((m) => (m.flightDelayed.sms = true)),
          quietHours: false,
          language: 'ka',
        }),
      );
    }
    // The first customer has two parcels on it: still one message.
    for (const c of [customers[0]!, customers[0]!, customers[1]!]) {
      const parcel = await declareParcel(t.app, c.token);
      await shipParcel(t.database, parcel._id, flight.id, '1.2');
    }
    push.sent.length = 0;
    const later = new Date(flight.estimatedAt!.getTime() + 2 * 864e5);
    await ok(
      call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { estimatedAt: later.toISOString() }),
    );
    // Settling: nothing is told right away.
    expect((await runDelayNoticeJob(t.app.ctx)).notified).toBe(0);
    const corrected = new Date(later.getTime() + 3_600_000);
    await ok(
      call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, {
        estimatedAt: corrected.toISOString(),
      }),
    );
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toEqual({ flights: 1, notified: 2 });
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toEqual({ flights: 0, notified: 0 });
    for (const c of customers) {
      const notes = await t.database.query<{ description_ka: string }>(
        `select description_ka from notifications where account_id = $1 and kind = 'flight_delayed'`,
        [c.candidate._id],
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]!.description_ka).toContain(flight.code);
      for (const channel of ['email', 'push', 'sms'])
        expect(
          (await messagesOf(c.candidate._id, channel)).filter(
            (m) => m.kind === 'notification:flight_delayed',
          ),
          channel,
        ).toHaveLength(1);
    }
    // Back to the time already told: nothing new to say.
    await ok(
      call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { estimatedAt: later.toISOString() }),
    );
    await ok(
      call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, {
        estimatedAt: corrected.toISOString(),
      }),
    );
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toEqual({ flights: 1, notified: 0 });
  });

  it('tells the customers once when a flight is marked with an announcing remark, with its text as the reason', async () => {
    const admin = await staffSession(t, 'admin');
    const flight = await createFlight(t.database, 3);
    const { token, candidate } = await signupCustomer(t.app);
    const parcel = await declareParcel(t.app, token);
    await shipParcel(t.database, parcel._id, flight.id, '0.8');
    // A remark that does not announce says nothing.
    await ok(call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { remarkKey: 'in_transit' }));
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toMatchObject({ notified: 0 });
    await ok(call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { remarkKey: 'delayed' }));
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toEqual({ flights: 1, notified: 1 });
    const [note] = await t.database.query<{ description_en: string; description_ru: string }>(
      `select description_en, description_ru from notifications where account_id = $1 and kind = 'flight_delayed'`,
      [candidate._id],
    );
    expect(note!.description_en).toMatch(/is now expected to arrive at .*\. Delayed\.$/);
    expect(note!.description_ru).toMatch(/Рейс задерживается\.$/);
    // Set again after another remark: already told.
    await ok(call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { remarkKey: 'in_transit' }));
    await ok(call(t, admin.token, 'PATCH', `/api/admin/flights/${flight.id}`, { remarkKey: 'delayed' }));
    expect(await runDelayNoticeJob(t.app.ctx, inTenMinutes)).toMatchObject({ notified: 0 });
  });

  it('lets staff see where a notification went and send a message again', async () => {
    const admin = await staffSession(t, 'admin');
    const { token, candidate } = await signupCustomer(t.app);
    await provePhone(token, candidate._id);
    // Whatever the hour of the run: no quiet-hours hold.
    await ok(
      call(t, token, 'PUT', '/api/notification/preferences', {
        events: DEFAULT_PREFERENCES,
        quietHours: false,
        language: 'en',
      }),
    );
    const id = await t.app.ctx.database.db.transaction((tx) =>
      t.app.ctx.notifier.notify(tx, candidate._id, 'customs_held', { flight: 'CN-7', count: 1 }),
    );
    // Earlier tests left messages due too: send until nothing is left.
    while ((await t.app.ctx.outbox.deliverPending()) > 0);
    const list = await ok(call(t, admin.token, 'GET', `/api/admin/outbox?notificationId=${id}`));
    const channels = (list.mails as { channel: string; status: string; text: string | null }[]).map((m) => [
      m.channel,
      m.status,
    ]);
    expect(channels.sort()).toEqual([
      ['email', 'kept'],
      ['sms', 'sent'],
    ]);
    const sms = (list.mails as { _id: string; channel: string; text: string }[]).find(
      (m) => m.channel === 'sms',
    )!;
    expect(sms.text).toContain('CN-7');
    await ok(call(t, admin.token, 'POST', `/api/admin/outbox/${sms._id}/resend`));
    const [again] = await t.database.query<{ status: string }>('select status from outbox where id = $1', [
      sms._id,
    ]);
    expect(again!.status).toBe('pending');
    // A customer's messages by AXID; the code SMS shows its text only because this is the simulator.
    const mine = await ok(
      call(t, admin.token, 'GET', `/api/admin/outbox?axid=${candidate.AXID}&channel=sms`),
    );
    expect((mine.mails as { kind: string }[]).map((m) => m.kind).sort()).toEqual([
      'notification:customs_held',
      'phone_code',
    ]);
    const customer = await call(t, token, 'GET', '/api/admin/outbox');
    expect(customer.statusCode).toBe(403);
    expect(
      (await call(t, admin.token, 'POST', `/api/admin/outbox/${crypto.randomUUID()}/resend`)).statusCode,
    ).toBe(404);
  });

  it('hides one-time codes from staff when SMS reach real phones', async () => {
    const gateway = recordingSender();
    const real = await createTestApp(
      kind,
      { SMS_PROVIDER: 'smsoffice', SMSOFFICE_API_KEY: 'test-key-1234' },
      () => ({
        senders: { sms: gateway },
      }),
    );
    try {
      const { token, candidate } = await signupCustomer(real.app);
      const asked = await real.app.inject({
        method: 'POST',
        url: '/api/notification/phone/code',
        headers: bearer(token),
        payload: { language: 'en' },
      });
      expect(asked.statusCode).toBe(200);
      await real.app.ctx.outbox.deliverPending();
      expect(gateway.sent.map((m) => m.text)).toEqual([expect.stringMatching(/^Amanati code: \d{6}\./)]);
      const admin = await staffSession(real, 'admin');
      const listed = await real.app.inject({
        method: 'GET',
        url: `/api/admin/outbox?axid=${candidate.AXID}`,
        headers: bearer(admin.token),
      });
      expect(body(listed).mails).toEqual([
        expect.objectContaining({ kind: 'phone_code', status: 'sent', text: null }),
      ]);
    } finally {
      await real.close();
    }
  });

  it('refuses codes when no SMS can be sent', async () => {
    const off = await createTestApp(kind, { SMS_PROVIDER: 'off' });
    try {
      const { token } = await signupCustomer(off.app);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/notification/phone/code',
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe('sms_unavailable');
      expect(
        (
          await off.app.inject({
            method: 'GET',
            url: '/api/notification/preferences',
            headers: bearer(token),
          })
        ).json(),
      ).toMatchObject({
        channels: { sms: false },
      });
    } finally {
      await off.close();
    }
  });
});
