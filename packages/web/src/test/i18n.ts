/**
 * i18n for component tests: initialises the app's i18next instance synchronously with every dictionary
 * (namespace) of one language, so components render their real texts without suspending.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@amanati/shared/localized';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function resourcesOf(lang: Language): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, mod] of Object.entries(files)) {
    const match = /\.\.\/locales\/([a-z]+)\/([^/]+)\.json$/.exec(file);
    if (match && match[1] === lang) out[match[2]!] = mod.default;
  }
  return out;
}

/** Every namespace of `lang` loaded, `lang` current; call again to switch languages between tests. */
export function initTestI18n(lang: Language = 'ka'): typeof i18next {
  const resources = resourcesOf(lang);
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: resources },
      ns: Object.keys(resources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
      showSupportNotice: false,
    });
  } else {
    for (const [ns, bundle] of Object.entries(resources))
      i18next.addResourceBundle(lang, ns, bundle, true, true);
    void i18next.changeLanguage(lang);
  }
  return i18next;
}
