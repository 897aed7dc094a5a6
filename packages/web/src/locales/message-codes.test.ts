/**
 * Every message code the server can answer (the shared list: errors, refusals and successes) has a text
 * in ka, en and ru — in the `errors` dictionary, in `panel-errors` for codes only the signed-in panel's
 * pages meet, or for back-office codes in `admin` under `errors.*`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';

const load = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, lang, file), 'utf8')) as Record<string, unknown>;

describe.each(['ka', 'en', 'ru'])('message codes in %s', (lang) => {
  const errors = load(lang, 'errors.json') as Record<string, string>;
  const panel = load(lang, 'panel-errors.json') as Record<string, string>;
  const admin = (load(lang, 'admin.json').errors ?? {}) as Record<string, string>;

  it.each(Object.values(MSG))('%s has a text', (code) => {
    const text = errors[code] ?? panel[code] ?? admin[code];
    expect(text, `${code} in ${lang}`).toBeTruthy();
    expect(text!.trim()).not.toBe(code);
  });
});
