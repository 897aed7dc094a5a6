import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@amanati/shared/localized';
import { changeLanguage } from '../../lib/i18n.ts';

const LABELS: Record<Language, string> = { ka: 'ქარ', en: 'ENG', ru: 'РУС' };
const NAMES: Record<Language, string> = { ka: 'ქართული', en: 'English', ru: 'Русский' };

export function LanguageSwitcher() {
  const { i18n, t } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="lang-switch">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          onClick={() => void changeLanguage(lang)}
        >
          {/* Named by the full language name; the short label is what the eye sees. No aria-label,
              which would have to contain the visible text (WCAG 2.5.3). */}
          <span aria-hidden="true">{LABELS[lang]}</span>
          <VisuallyHidden>{NAMES[lang]}</VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
