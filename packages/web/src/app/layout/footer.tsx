/**
 * Footer: the hotline, e-mail and working hours, the terms link and social links, and the switch of the
 * left panel's dark look (lib/theme-panel.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SOCIAL_LINKS, SUPPORT_CONTACT } from '@amanati/shared/contact';
import { WORKING_HOURS } from '@amanati/shared/constants';
import { setPanelDark, usePanelDark } from '../../lib/theme-panel.ts';

const dash = (range: string) => range.replace('-', '–');

export function Footer() {
  const { t } = useTranslation();
  const dark = usePanelDark();
  return (
    <footer className="footer">
      <div className="footer-contact">
        <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`}>
          {t('footer.hotline')}: <span className="nowrap">{SUPPORT_CONTACT.phone}</span>
        </a>
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
        <span>
          {t('footer.hours', {
            weekdays: dash(WORKING_HOURS.weekdays),
            saturday: dash(WORKING_HOURS.saturday),
          })}
        </span>
      </div>
      <nav aria-label={t('layout.footer')} className="footer-links">
        <Link to="/terms">{t('menu.terms')}</Link>
        {Object.entries(SOCIAL_LINKS).map(([name, href]) => (
          <a key={name} href={href} target="_blank" rel="noopener noreferrer">
            {t(`social.${name}`)}
          </a>
        ))}
      </nav>
      <div className="footer-end">
        <span>© {new Date().getFullYear()} Amanati</span>
        <label className="theme-toggle">
          <input type="checkbox" checked={dark} onChange={(e) => setPanelDark(e.currentTarget.checked)} />{' '}
          {t('layout.darkPanel')}
        </label>
      </div>
    </footer>
  );
}
