/** Footer: terms link and social links. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SOCIAL_LINKS } from '@amanati/shared/contact';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <span>© {new Date().getFullYear()} Amanati</span>
      <nav aria-label={t('layout.footer')} className="footer-links">
        <Link to="/terms">{t('menu.terms')}</Link>
        {Object.entries(SOCIAL_LINKS).map(([name, href]) => (
          <a key={name} href={href} target="_blank" rel="noopener noreferrer">
            {t(`social.${name}`)}
          </a>
        ))}
      </nav>
    </footer>
  );
}
