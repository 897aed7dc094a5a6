/**
 * Dictionaries: one JSON file per language and feature (namespace) under src/locales/{lang}/, loaded
 * on demand, so a page downloads only the language and features it shows. Georgian is the default;
 * the choice is kept in localStorage.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CHOICE_KEY, LANGUAGES, type Language } from '@amanati/shared/localized';
import { loadDictionary, rememberLanguage, storedLanguage } from './locale-files.ts';

export { storedLanguage };

/** `namespaces`: loaded with `common` and `errors` before anything renders (the first page's). */
export async function initI18n(namespaces: string[] = []): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lang: string, ns: string) => loadDictionary(lang, ns)))
    .init({
      lng: storedLanguage(),
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'errors', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      showSupportNotice: false,
    });
  document.documentElement.lang = i18next.language;
  // A choice made before the cookie existed reaches the server too.
  if (localStorage.getItem(LANGUAGE_CHOICE_KEY) !== null) rememberLanguage(storedLanguage());
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** A text of the API in the current language (fields like `titleKa`, `newsTitleEn`). */
export function pickLocalized<T extends Record<string, unknown>>(
  item: T,
  base: string,
  lang: string,
): string {
  const suffix = lang === 'en' ? 'En' : lang === 'ru' ? 'Ru' : 'Ka';
  const text = item[`${base}${suffix}`] ?? item[`${base}Ka`];
  // The API's text fields are strings (or missing): nothing else is text to show.
  return typeof text === 'string' ? text : '';
}
