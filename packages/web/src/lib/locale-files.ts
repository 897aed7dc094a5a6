/**
 * The dictionaries — one JSON file per language and namespace under src/locales/{lang}/, each its own
 * chunk — and the visitor's language choice (kept in localStorage; Georgian by default).
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CHOICE_KEY, type Language } from '@amanati/shared/localized';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/**
 * Keeps the choice, and mirrors it in a cookie: the server answers a page with the HTML whose preload
 * hints are in that language (packages/server/src/lib/web-pages.ts).
 */
export function rememberLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, lang);
  document.cookie = `${LANGUAGE_CHOICE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the address names (`?lang=en`, the sitemap's links; the server answered in it), else the stored choice. */
export function storedLanguage(): Language {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const value = localStorage.getItem(LANGUAGE_CHOICE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** One dictionary; a namespace without a file is empty. */
export const loadDictionary = (lang: string, ns: string): Promise<{ default: Record<string, unknown> }> =>
  files[`../locales/${lang}/${ns}.json`]?.() ?? Promise.resolve({ default: {} });
