/** Top menu (spec §2, spec-readings): main, services, tariffs, schedule, news, contact, terms, appstore. */
import type { Ref } from 'react';
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

function Links() {
  const { t } = useTranslation();
  return ITEMS.map(([to, key]) => (
    <NavLink key={to} to={to} className="menu-link">
      {t(key)}
    </NavLink>
  ));
}

export function TopMenu({ vertical = false, className = '' }: { vertical?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.label')} className={`menu ${vertical ? 'menu-vertical' : ''} ${className}`}>
      <Links />
    </nav>
  );
}

/**
 * The header's row of the menu. While its items do not all fit (`folded`, measured by the layout
 * with use-fits.ts) it keeps its place and its measure but is hidden, and the left panel shows the
 * menu instead: no item is ever cut or slides under the language switcher.
 */
export function HeaderMenu({
  folded,
  boxRef,
  contentRef,
}: {
  folded: boolean;
  boxRef: Ref<HTMLElement>;
  contentRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <nav
      ref={boxRef}
      aria-label={t('menu.label')}
      className="menu top-menu desktop-only"
      data-folded={folded}
    >
      <div ref={contentRef} className="top-menu-items">
        <Links />
      </div>
    </nav>
  );
}
