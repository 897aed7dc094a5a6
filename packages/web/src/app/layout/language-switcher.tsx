import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGE_NAMES, LANGUAGES } from '@amanati/shared/localized';
import { changeLanguage } from '../../lib/i18n.ts';

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
          <span aria-hidden="true">{LANGUAGE_LABELS[lang]}</span>
          <VisuallyHidden>{LANGUAGE_NAMES[lang]}</VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
