/** A user-facing text in the product's three languages. */
export interface Localized {
  ka: string;
  en: string;
  ru: string;
}

export const LANGUAGES = ['ka', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';

/**
 * Where the visitor's language choice is kept: the web app's localStorage key and the cookie that
 * mirrors it for the server (which answers a public page with the HTML of that language).
 */
export const LANGUAGE_CHOICE_KEY = 'amanati.lang';

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The language switcher's short labels, the same on the public site and in the back office. */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = { ka: 'ქარ', en: 'ENG', ru: 'РУС' };
/** Each language's own name (what a screen reader says for the switcher's buttons). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ka: 'ქართული',
  en: 'English',
  ru: 'Русский',
};
