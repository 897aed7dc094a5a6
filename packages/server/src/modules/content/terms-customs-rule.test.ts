/**
 * The terms state the customs rule the server applies (issue 16 §8, UX review 10): the same threshold and
 * grace days as the rule set in force, the same-shop, same-flight group. Installs seeded before get the
 * new wording unless an admin has edited it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index.ts';
import { PAGE_REVISIONS, reviseContent } from '../../db/seed/content-revisions.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

/** How each language states the rule; the numbers come from the rule set. */
const WORDING = {
  Ka: {
    threshold: (lari: string) => `${lari} ლარი ან მეტია`,
    grace: (days: number) => `${days} დღის`,
    group: ['ერთი და იმავე მაღაზიიდან', 'ერთი და იმავე რეისით', 'იკრიბება', 'განბაჟებას'],
  },
  En: {
    threshold: (lari: string) => `${lari} lari or more`,
    grace: (days: number) => `${days} days`,
    group: ['from the same shop', 'on the same flight', 'added up', 'customs clearance'],
  },
  Ru: {
    threshold: (lari: string) => `${lari} лари и более`,
    grace: (days: number) => `${days} дней`,
    group: ['из одного магазина', 'на одном рейсе', 'суммируется', 'таможенному оформлению'],
  },
} as const;

describe.each(testDatabases)('the terms’ customs rule on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const terms = async () =>
    body(await t.app.inject({ method: 'GET', url: '/api/page/get/terms' })).page as Record<string, string>;

  it('states the threshold, the grace days and the group of the rules in force, in ka, en and ru', async () => {
    const rules = body(await t.app.inject({ method: 'GET', url: '/api/customs/rules' })).rules;
    // The wording says "or more": it is the rule only while reaching the threshold counts.
    expect(rules).toMatchObject({ comparison: 'gte', grouping: 'shop_flight' });
    const lari = String(rules.thresholdTetri / 100);
    const page = await terms();
    for (const [lang, w] of Object.entries(WORDING)) {
      const text = page[`description${lang}`]!;
      expect(text, lang).toContain(w.threshold(lari));
      expect(text, lang).toContain(w.grace(rules.graceDays));
      for (const phrase of w.group) expect(text, lang).toContain(phrase);
      // The old reading (every parcel on a flight summed, declare by arrival) is gone.
      expect(text, lang).not.toMatch(
        /ერთი რეისით ჩამოსული თქვენი ამანათების|your parcels on one flight|ваших посылок на одном рейсе составляет/,
      );
    }
  });

  it('revises an install seeded before, once, and leaves an admin’s wording alone', async () => {
    const [{ before, after }] = PAGE_REVISIONS as [(typeof PAGE_REVISIONS)[number]];
    const current = await terms();
    const old = {
      descriptionKa: current.descriptionKa!.replace(after.ka, before.ka),
      descriptionEn: current.descriptionEn!.replace(after.en, before.en),
      // An admin rewrote the Russian passage: it stays theirs.
      descriptionRu: current.descriptionRu!.replace(after.ru, before.ru.replace('300 лари', '300 GEL')),
    };
    expect(old.descriptionKa).toContain(before.ka);
    await t.database.db.update(pages).set(old).where(eq(pages.slug, 'terms'));

    expect(await reviseContent(t.database.db)).toBe(2);
    const revised = await terms();
    expect(revised.descriptionKa).toBe(current.descriptionKa);
    expect(revised.descriptionEn).toBe(current.descriptionEn);
    expect(revised.descriptionRu).toBe(old.descriptionRu);
    // Nothing left to revise: a second start changes nothing.
    expect(await reviseContent(t.database.db)).toBe(0);
  });
});
