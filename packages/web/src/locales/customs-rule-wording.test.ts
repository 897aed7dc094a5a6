/**
 * One customs rule, said the same everywhere (issue 16 §8, UX review 10): the dashboard's notice and
 * banner state the same-shop, same-flight group in every language, take the threshold and grace days
 * from the rules (no number written into the text), and each language keeps one term for clearance.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const load = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')) as Record<string, Record<string, string>>;

const WORDS = {
  ka: { shop: 'ერთი და იმავე მაღაზიიდან', flight: 'ერთი და იმავე რეისით', clearance: 'განბაჟება' },
  en: { shop: 'from the same shop', flight: 'on the same flight', clearance: 'customs clearance' },
  ru: { shop: 'из одного магазина', flight: 'на одном рейсе', clearance: 'таможенное оформление' },
} as const;

/** The other words for clearance each language must not use beside its own. */
const OTHER_TERMS: Record<keyof typeof WORDS, RegExp> = {
  ka: /განბაჟვ|გაბაჟება/,
  en: /customs clearing|clear(ed)? customs/i,
  ru: /растамож/i,
};

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('the customs rule in %s', (lang) => {
  const parcels = load(lang, 'parcels.json');
  const w = WORDS[lang];

  it('the red notice states the group, the threshold from the rules and the grace days', () => {
    const notice = parcels.notice!;
    for (const key of ['group', 'groupOver', 'groupLoading']) {
      expect(notice[key], key).toContain(w.shop);
      expect(notice[key], key).toContain(w.flight);
      expect(notice[key], key).toContain(w.clearance);
    }
    expect(notice.group).toContain('{{threshold}}');
    expect(notice.groupOver).toContain('{{threshold}}');
    for (const form of ['one', 'few', 'many', 'other']) expect(notice[`hold_${form}`]).toContain('{{count}}');
    expect(notice.declare).toBeTruthy();
  });

  it('the readiness banner states the same group', () => {
    expect(parcels.readiness!.text).toContain(w.shop);
    expect(parcels.readiness!.text).toContain(w.flight);
  });

  it('writes no threshold or grace period into the texts: those come from the rules', () => {
    const texts = [...Object.values(parcels.notice!), parcels.readiness!.text!, parcels.customs!.tooltip!];
    for (const text of texts) expect(text).not.toMatch(/\b300\b|\b7\b/);
  });

  it('keeps one term for customs clearance in every dictionary', () => {
    for (const file of readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json')))
      expect(readFileSync(path.join(root, lang, file), 'utf8'), file).not.toMatch(OTHER_TERMS[lang]);
  });
});
