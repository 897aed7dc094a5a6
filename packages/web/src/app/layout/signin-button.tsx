/**
 * A visitor's way in on a phone (below 992 px, where the left panel is folded): an icon and a short
 * word in the header beside the burger, opening the panel at the sign-in form.
 */
import { useTranslation } from 'react-i18next';

export function SigninButton({ expanded, onClick }: { expanded: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="header-signin mobile-only"
      aria-controls="left-panel"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4 M10 17l5-5-5-5 M15 12H3" />
      </svg>
      <span>{t('layout.signinShort')}</span>
    </button>
  );
}
