/** Every dictionary (namespace) exists in ka, en and ru with the same keys, and no text is empty. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const LANGS = ['ka', 'en', 'ru'] as const;

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
const load = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')) as Record<string, unknown>;
const files = (lang: string) =>
  readdirSync(path.join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('dictionaries', () => {
  it('have the same namespaces in every language', () => {
    expect(files('en')).toEqual(files('ka'));
    expect(files('ru')).toEqual(files('ka'));
    expect(files('ka')).toContain('common.json');
  });

  for (const file of files('ka')) {
    it(`${file}: same keys in ka, en and ru, none empty`, () => {
      const [ka, en, ru] = LANGS.map((l) => load(l, file));
      expect(keys(en).sort()).toEqual(keys(ka).sort());
      expect(keys(ru).sort()).toEqual(keys(ka).sort());
      for (const [lang, dict] of [
        ['ka', ka],
        ['en', en],
        ['ru', ru],
      ] as const) {
        const texts = keys(dict).map((k) =>
          k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict),
        );
        for (const text of texts)
          expect(typeof text === 'string' && text.trim().length > 0, `${lang}/${file}`).toBe(true);
      }
    });
    it(`${file}: Georgian texts are written in Georgian`, () => {
      const ka = load('ka', file);
      const texts = keys(ka).map((k) =>
        String(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ka)),
      );
      const georgian = texts.filter((t) => /[\u10D0-\u10FA]/.test(t)).length;
      // Brand names and codes may stay Latin; the rest must not be left in English.
      expect(georgian / texts.length).toBeGreaterThan(0.6);
    });
  }
});
