/**
 * The terms name our per-flight bill as the panel does (issue 17 §8: "invoice" is only the shop's document
 * the customer uploads), and an install seeded before gets the new sentence unless an admin edited it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index.ts';
import { PAGE_REVISIONS, reviseContent } from '../../db/seed/content-revisions.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

const BILL = {
  descriptionKa: 'ყოველი რეისის ანგარიშ-ფაქტურა',
  descriptionEn: 'The shipping bill for every flight',
  descriptionRu: 'Счёт за доставку по каждому рейсу',
} as const;

describe.each(testDatabases)('the terms’ name for the per-flight bill on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const terms = async () =>
    body(await t.app.inject({ method: 'GET', url: '/api/page/get/terms' })).page as Record<string, string>;

  it('says "shipping bill" in every language, and a revision brings it to an install seeded before', async () => {
    const current = await terms();
    for (const [key, words] of Object.entries(BILL)) expect(current[key], key).toContain(words);

    const revision = PAGE_REVISIONS.find((r) => r.after.en.includes('shipping bill'))!;
    const old = {
      descriptionKa: current.descriptionKa!.replace(revision.after.ka, revision.before.ka),
      descriptionEn: current.descriptionEn!.replace(revision.after.en, revision.before.en),
      descriptionRu: current.descriptionRu!.replace(revision.after.ru, revision.before.ru),
    };
    expect(old.descriptionEn).toContain('An invoice for every payment');
    await t.database.db.update(pages).set(old).where(eq(pages.slug, 'terms'));

    expect(await reviseContent(t.database.db)).toBe(3);
    const revised = await terms();
    for (const key of Object.keys(BILL)) expect(revised[key], key).toBe(current[key]);
    expect(await reviseContent(t.database.db)).toBe(0);
  });
});
