/** Top menu (spec §2, spec-readings): main, services, tariffs, schedule, news, contact, terms, appstore. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const ITEMS = [
  ['/home', 'menu.main'],
  ['/services', 'menu.services'],
  ['/tarrifs', 'menu.tariffs'],
  ['/schedule', 'menu.schedule'],
  ['/news', 'menu.news'],
  ['/contact', 'menu.contact'],
  ['/terms', 'menu.terms'],
  ['/appstore', 'menu.appstore'],
] as const;

export function TopMenu({ vertical = false, className = '' }: { vertical?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.label')} className={`menu ${vertical ? 'menu-vertical' : ''} ${className}`}>
      {ITEMS.map(([to, key]) => (
        <NavLink key={to} to={to} className="menu-link">
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
