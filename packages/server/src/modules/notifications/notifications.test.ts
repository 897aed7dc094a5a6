// Notifications through HTTP on both databases (spec §3, §7; issue 5): the bell's latest ten with the
// unread count, reading one or all, broadcasts with per-customer read marks, the ka/en/ru templates,
// the mail outbox and the e-mail preference — plus the branch choice (`branch/create`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { fill, NOTIFICATION_TEXTS, type NotificationKind } from './notification-texts.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface Note {
  _id: string;
  kind: string;
  status: '0' | '1';
  createdAt: string;
  titleKa: string;
  titleEn: string;
  titleRu: string;
  descriptionKa: string;
  descriptionEn: string;
  descriptionRu: string;
}

/** The data each template is given by the module that sends it. */
const TEMPLATE_DATA: Record<NotificationKind, Record<string, string | number>> = {
  parcel_received: { tracking: 'TRK7781ABC', weight: '1.250' },
  parcel_sent: { tracking: 'TRK7781ABC', flight: 'CN-2207', charge: '32.40' },
  flight_arrived: { flight: 'CN-2207', count: 3 },
  flight_delayed: { flight: 'CN-2207', eta: '2025-03-14 18:00', reason: '' },
  payment_received: { amount: '50.00' },
  auto_paid: { flight: 'CN-2207', amount: '32.40', balance: '17.60' },
  courier_new: {},
  courier_assigned: {},
  courier_delivered: {},
  courier_cancelled: {},
  declare_parcel: { tracking: 'TRK7781ABC' },
  declaration_closed: { tracking: 'TRK7781ABC' },
  held_undeclared: { tracking: 'TRK7781ABC', flight: 'US-0412' },
  held_invoice_missing: { tracking: 'TRK7781ABC', flight: 'US-0412' },
  held_tax_number_missing: { tracking: 'TRK7781ABC', flight: 'US-0412' },
  deadline_near: { flight: 'US-0412', deadline: '2025-03-14 18:00', tracking: 'TRK99' },
  customs_held: { flight: 'US-0412', count: 2 },
  customs_held_undeclared: { tracking: 'TRK7781ABC', days: 7 },
  customs_cleared: { tracking: 'TRK7781ABC, TRK99' },
  storage_notice: { tracking: 'TRK7781ABC', days: 3, fee: '0.50' },
  storage_charging: { tracking: 'TRK7781ABC', fee: '1.00' },
  dispute_answered: { tracking: 'TRK7781ABC', before: '2.400', after: '1.900', answer: 'Weighed again' },
  claim_filed: { claim: 'CL-7', tracking: 'TRK7781ABC', due: '2025-03-14' },
  claim_info_requested: { claim: 'CL-7', tracking: 'TRK7781ABC', note: 'a photo of the box' },
  claim_approved: { claim: 'CL-7', tracking: 'TRK7781ABC', amount: '40.00' },
  claim_rejected: { claim: 'CL-7', tracking: 'TRK7781ABC', reason: 'damaged before shipping' },
};
const LANGS = ['Ka', 'En', 'Ru'] as const;

describe('notification templates', () => {
  it('covers every kind with data', () => {
    expect(Object.keys(TEMPLATE_DATA).sort()).toEqual(Object.keys(NOTIFICATION_TEXTS).sort());
  });

  it('leaves a placeholder it has no value for, so a missing value shows', () => {
    expect(fill('Flight {flight}: {count}', { flight: 'CN-1' })).toBe('Flight CN-1: {count}');
    expect(fill('{amount} GEL', { amount: 0 })).toBe('0 GEL');
  });
});

describe.each(testDatabases)('notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (c: Customer, which: 'gets' | 'all' = 'gets') => {
    const res = await get(`/api/notification/${which}`, c.token);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ notifications: Note[]; nonotificationLength: number }>(res);
  };
  const notify = (c: Customer, k: NotificationKind, data: Record<string, string | number> = {}) =>
    t.app.ctx.notifier.notify(t.database.db, c.candidate._id, k, data);
  const broadcast = (title: string) =>
    t.app.ctx.notifier.message(t.database.db, null, {
      title: { ka: `${title} ka`, en: `${title} en`, ru: `${title} ru` },
      description: { ka: 'ტექსტი', en: 'Text', ru: 'Текст' },
    });
  const mailsTo = (email: string) =>
    t.database.query<{ to: string; kind: string; subject: string; text: string }>(
      'select "to", kind, subject, text from outbox where "to" = $1 order by created_at',
      [email],
    );

  it('shows the latest ten newest first, with the unread count of all', async () => {
    const c = await signupCustomer(t.app);
    expect(await list(c)).toEqual({ success: true, notifications: [], nonotificationLength: 0 });
    for (let i = 1; i <= 12; i++) await notify(c, 'payment_received', { amount: `${i}.00` });

    const bell = await list(c);
    expect(bell.nonotificationLength).toBe(12);
    expect(bell.notifications).toHaveLength(10);
    expect(bell.notifications.map((n) => n.descriptionEn)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `${i}.00 GEL has been added to your balance.`),
    );
    expect(bell.notifications.every((n) => n.status === '1' && n.kind === 'payment_received')).toBe(true);
    const times = bell.notifications.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const all = await list(c, 'all');
    expect(all.nonotificationLength).toBe(12);
    expect(all.notifications).toHaveLength(12);
    expect(all.notifications.at(-1)!.descriptionEn).toBe('1.00 GEL has been added to your balance.');
  });

  it('marks one read when it is opened, and only that one', async () => {
    const c = await signupCustomer(t.app);
    const first = await notify(c, 'courier_new');
    await notify(c, 'courier_assigned');
    await notify(c, 'courier_delivered');

    const res = await get(`/api/notification/get/${first}`, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).notification).toMatchObject({
      _id: first,
      kind: 'courier_new',
      status: '0',
      titleEn: 'Courier order received',
    });
    // The §7 names of the row "notification/gets, /get/{id}, /all": the same object, and the unread count left.
    expect(body(res).notifications).toEqual(body(res).notification);
    expect(body(res).nonotificationLength).toBe(2);
    const after = await list(c);
    expect(after.nonotificationLength).toBe(2);
    expect(after.notifications.map((n) => [n.kind, n.status])).toEqual([
      ['courier_delivered', '1'],
      ['courier_assigned', '1'],
      ['courier_new', '0'],
    ]);
    // Opening it again changes nothing.
    expect((await get(`/api/notification/get/${first}`, c.token)).statusCode).toBe(200);
    expect((await list(c)).nonotificationLength).toBe(2);
  });

  it('answers 404 for an unknown, garbage or foreign id', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    const mine = await notify(a, 'payment_received', { amount: '9.00' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'garbage', '1', "' or 1=1 --"]) {
      const res = await get(`/api/notification/get/${encodeURIComponent(id)}`, a.token);
      expect(res.statusCode, id).toBe(404);
    }
    const foreign = await get(`/api/notification/get/${mine}`, b.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe(MSG.notFound);
    // b's attempt did not read it for a.
    expect((await list(a)).notifications[0]).toMatchObject({ _id: mine, status: '1' });
    expect((await list(a)).nonotificationLength).toBe(1);
  });

  it('marks everything read', async () => {
    const c = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    for (let i = 0; i < 12; i++) await notify(c, 'courier_new');
    await notify(other, 'courier_new');
    await broadcast('Everyone');

    const res = await postJson('/api/notification/markAllAsRead', c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).nonotificationLength).toBe(0);
    const all = await list(c, 'all');
    expect(all.nonotificationLength).toBe(0);
    expect(all.notifications).toHaveLength(13);
    expect(all.notifications.every((n) => n.status === '0')).toBe(true);
    expect((await list(c)).nonotificationLength).toBe(0);

    // The other customer's own and broadcast copies stay unread.
    const theirs = await list(other);
    expect(theirs.nonotificationLength).toBe(2);
    expect(theirs.notifications.every((n) => n.status === '1')).toBe(true);

    // New ones after it are unread again.
    await notify(c, 'courier_assigned');
    expect((await list(c)).nonotificationLength).toBe(1);
  });

  it('delivers a broadcast to everyone who joined before it, with a read mark per customer', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    const id = await broadcast('Holiday hours');
    const late = await signupCustomer(t.app);

    for (const c of [a, b]) {
      const bell = await list(c);
      expect(bell.nonotificationLength).toBe(1);
      expect(bell.notifications).toEqual([
        expect.objectContaining({
          _id: id,
          kind: 'message',
          status: '1',
          titleKa: 'Holiday hours ka',
          titleEn: 'Holiday hours en',
          titleRu: 'Holiday hours ru',
          descriptionEn: 'Text',
        }),
      ]);
    }

    expect((await get(`/api/notification/get/${id}`, a.token)).statusCode).toBe(200);
    expect((await list(a)).notifications[0]).toMatchObject({ _id: id, status: '0' });
    expect((await list(a)).nonotificationLength).toBe(0);
    expect((await list(b)).notifications[0]).toMatchObject({ _id: id, status: '1' });
    expect((await list(b)).nonotificationLength).toBe(1);

    expect(await list(late)).toMatchObject({ notifications: [], nonotificationLength: 0 });
    expect((await list(late, 'all')).notifications).toEqual([]);
    expect((await get(`/api/notification/get/${id}`, late.token)).statusCode).toBe(404);
    await postJson('/api/notification/markAllAsRead', late.token);
    expect((await list(b)).nonotificationLength).toBe(1);

    // A later broadcast reaches the late customer too.
    const next = await broadcast('New branch');
    expect((await list(late)).notifications.map((n) => n._id)).toEqual([next]);
    expect((await list(a)).notifications.map((n) => n._id)).toEqual([next, id]);
  });

  it("never shows one customer another customer's notifications", async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    await notify(a, 'payment_received', { amount: '7.00' });
    const personal = await t.app.ctx.notifier.message(t.database.db, a.candidate._id, {
      title: { ka: 'პირადი', en: 'Personal', ru: 'Личное' },
      description: { ka: 'ტექსტი', en: 'Only for a', ru: 'Текст' },
    });
    await notify(b, 'courier_new');

    const aAll = await list(a, 'all');
    expect(aAll.notifications.map((n) => n.kind).sort()).toEqual(['message', 'payment_received']);
    expect(aAll.nonotificationLength).toBe(2);
    const bAll = await list(b, 'all');
    expect(bAll.notifications.map((n) => n.kind)).toEqual(['courier_new']);
    expect(bAll.nonotificationLength).toBe(1);
    expect((await list(b)).notifications.map((n) => n.kind)).toEqual(['courier_new']);
    expect((await get(`/api/notification/get/${personal}`, b.token)).statusCode).toBe(404);

    await postJson('/api/notification/markAllAsRead', b.token);
    expect((await list(a)).nonotificationLength).toBe(2);
  });

  it.each(Object.keys(TEMPLATE_DATA) as NotificationKind[])(
    'writes %s in ka, en and ru with every placeholder filled',
    async (k) => {
      const c = await signupCustomer(t.app);
      const data = TEMPLATE_DATA[k];
      const id = await notify(c, k, data);
      const n = body(await get(`/api/notification/get/${id}`, c.token)).notification as Note;
      expect(n.kind).toBe(k);
      for (const lang of LANGS) {
        const title = n[`title${lang}`];
        const description = n[`description${lang}`];
        expect(title.length, lang).toBeGreaterThan(3);
        expect(description.length, lang).toBeGreaterThan(10);
        expect(`${title} ${description}`, lang).not.toMatch(/[{}]/);
        for (const value of Object.values(data)) expect(description, lang).toContain(String(value));
      }
      expect(new Set(LANGS.map((l) => n[`description${l}`])).size).toBe(3);
      expect(new Set(LANGS.map((l) => n[`title${l}`])).size).toBe(3);
      expect(n.descriptionKa).toMatch(/[\u10D0-\u10FA]/);
      expect(n.descriptionRu).toMatch(/[\u0400-\u04FF]/);
      expect(n.descriptionEn).toMatch(/^[\x20-\x7E–]+$/);
    },
  );

  it('mails each notification, and stops mailing (but still notifies) once e-mail is turned off', async () => {
    const c = await signupCustomer(t.app);
    const email = c.candidate.email;
    const before = (await mailsTo(email)).length;
    await notify(c, 'parcel_received', TEMPLATE_DATA.parcel_received);
    await notify(c, 'flight_arrived', TEMPLATE_DATA.flight_arrived);

    const mails = (await mailsTo(email)).slice(before);
    expect(mails.map((m) => m.kind)).toEqual(['notification:parcel_received', 'notification:flight_arrived']);
    expect(mails[0]!.subject).toContain(NOTIFICATION_TEXTS.parcel_received.title.en);
    for (const text of [
      fill(NOTIFICATION_TEXTS.parcel_received.body.ka, TEMPLATE_DATA.parcel_received),
      fill(NOTIFICATION_TEXTS.parcel_received.body.en, TEMPLATE_DATA.parcel_received),
      fill(NOTIFICATION_TEXTS.parcel_received.body.ru, TEMPLATE_DATA.parcel_received),
    ])
      expect(mails[0]!.text).toContain(text);
    // Another customer's notification mails that customer, not this one.
    const other = await signupCustomer(t.app);
    await notify(other, 'courier_new');
    expect(await mailsTo(email)).toHaveLength(before + 2);
    expect(await mailsTo(other.candidate.email)).toHaveLength(1);

    const off = await postJson('/api/authorization/preferences', c.token, { emailNotifications: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(body(await get('/api/authorization/userInformation', c.token)).candidate.emailNotifications).toBe(
      false,
    );
    await notify(c, 'payment_received', { amount: '5.00' });
    await notify(c, 'courier_new');
    expect(await mailsTo(email)).toHaveLength(before + 2);
    const bell = await list(c);
    expect(bell.nonotificationLength).toBe(4);
    expect(bell.notifications.slice(0, 2).map((n) => n.kind)).toEqual(['courier_new', 'payment_received']);

    const on = await postJson('/api/authorization/preferences', c.token, { emailNotifications: true });
    expect(on.statusCode).toBe(200);
    await notify(c, 'courier_assigned');
    expect((await mailsTo(email)).map((m) => m.kind).at(-1)).toBe('notification:courier_assigned');
    expect(await mailsTo(email)).toHaveLength(before + 3);
  });

  it('refuses a malformed e-mail preference', async () => {
    const c = await signupCustomer(t.app);
    for (const payload of [{}, { emailNotifications: 'no' }, { emailNotifications: null }]) {
      const res = await postJson('/api/authorization/preferences', c.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(body(await get('/api/authorization/userInformation', c.token)).candidate.emailNotifications).toBe(
      true,
    );
  });

  describe('branch choice', () => {
    const choose = (c: Customer, payload?: object) => postJson('/api/branch/create', c.token, payload);
    const branchOf = async (c: Customer) =>
      body(await get('/api/authorization/userInformation', c.token)).candidate.takedPlaced;

    it('stores a Tbilisi or Kutaisi branch as takedPlaced', async () => {
      const c = await signupCustomer(t.app);
      const tbilisi = await choose(c, { city: 'Tbilisi', address: 'gldani' });
      expect(tbilisi.statusCode, tbilisi.body).toBe(200);
      expect(body(tbilisi).success).toBe(true);
      expect(await branchOf(c)).toEqual({ city: 'tbilisi', address: 'gldani' });

      const kutaisi = await choose(c, { city: 'Kutaisi', address: 'kutaisi_1' });
      expect(kutaisi.statusCode, kutaisi.body).toBe(200);
      expect(await branchOf(c)).toEqual({ city: 'kutaisi', address: 'kutaisi_1' });

      for (const address of ['didube', 'isani', 'digomi']) {
        expect((await choose(c, { city: 'Tbilisi', address })).statusCode, address).toBe(200);
        expect((await branchOf(c)).address).toBe(address);
      }
    });

    it('asks to choose a branch when it is missing or does not belong to the city', async () => {
      const c = await signupCustomer(t.app);
      const before = await branchOf(c);
      for (const payload of [
        { city: 'Tbilisi', address: 'kutaisi_1' },
        { city: 'Kutaisi', address: 'didube' },
        { city: 'Tbilisi', address: '' },
        { city: 'Tbilisi' },
        { address: 'didube' },
        { city: 'Batumi', address: 'didube' },
        { city: 'Tbilisi', address: 'batumi_1' },
        {},
      ]) {
        const res = await choose(c, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(res).message, JSON.stringify(payload)).toBe(MSG.chooseBranch);
      }
      expect(await branchOf(c)).toEqual(before);
    });

    it('gives a parcel declared afterwards without a branch the chosen one', async () => {
      const c = await signupCustomer(t.app, { filial: 'didube' });
      const early = await declareParcel(t.app, c.token);
      expect((early as { branches?: string }).branches).toBe('didube');

      expect((await choose(c, { city: 'Tbilisi', address: 'isani' })).statusCode).toBe(200);
      const later = (await declareParcel(t.app, c.token)) as { _id: string; branches?: string };
      expect(later.branches).toBe('isani');
      const stored = body(await get(`/api/product/get/${later._id}`, c.token)).product;
      expect(stored.branches).toBe('isani');

      expect((await choose(c, { city: 'Kutaisi', address: 'kutaisi_1' })).statusCode).toBe(200);
      expect(((await declareParcel(t.app, c.token)) as { branches?: string }).branches).toBe('kutaisi_1');
      // An explicit branch still wins, and the earlier parcels keep theirs.
      expect(
        ((await declareParcel(t.app, c.token, { branches: 'gldani' })) as { branches?: string }).branches,
      ).toBe('gldani');
      expect(body(await get(`/api/product/get/${early._id}`, c.token)).product.branches).toBe('didube');
    });
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notification/gets'],
      ['GET', '/api/notification/all'],
      ['GET', '/api/notification/get/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/notification/markAllAsRead'],
      ['POST', '/api/authorization/preferences'],
      ['POST', '/api/branch/create'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST'
          ? { payload: { emailNotifications: false, city: 'Tbilisi', address: 'didube' } }
          : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
