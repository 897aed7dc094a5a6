/**
 * The site's frame (spec §2): header with top menu and top bar, left panel (a slide-down section below
 * 992 px), content, footer; slide-in panels, announcement popup, page views, version poll.
 * A light CSS layout rather than Mantine's AppShell keeps the first page within its JavaScript budget.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/session.ts';
import AnnouncementPopup from '../../features/notifications/announcement/announcement-popup.tsx';
import { useIsDesktop } from '../../components/use-desktop.ts';
import { WhenVisible } from '../../components/when-visible.tsx';
import { reportPageView } from '../../lib/page-views.ts';
import { usePanels } from '../../lib/panels.tsx';
import { Brand } from './brand.tsx';
import { LeftPanel } from './left-panel.tsx';
import { PageLoader } from './page-loader.tsx';
import { SigninButton } from './signin-button.tsx';
import { TopBar } from './top-bar.tsx';
import { HeaderMenu, TopMenu } from './top-menu.tsx';
import { useFits } from './use-fits.ts';
import { useMenuOpen } from './use-menu-open.ts';
import { useVersionPrompt } from './use-version-prompt.ts';

// Loaded when first needed: the drawer of the slide-in panels. (The announcement popup's check is small
// and comes with the frame; its dialog loads when there is something to show.)
const PanelHost = lazy(() => import('./panel-host.tsx'));
// The footer sits below the first screen (the page area is a screen high): its code comes as it nears.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

const pageLoader = <PageLoader minHeight="50vh" />;

/**
 * The product name with the Georgian tagline in every language (spec §2), as index.html has it: the
 * Georgian dictionary is not loaded for a visitor who reads in English or Russian.
 */
const SITE_TITLE = document.title;

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status: sessionStatus } = useSession();
  // The page that follows the session check (a customer's whole dashboard) renders as background work
  // in small slices rather than in one long task that would hold a slow phone up.
  const status = useDeferredValue(sessionStatus);
  const { open, signinRequested, requestSignin } = usePanels();
  const [menuOpen, setMenuOpen] = useMenuOpen(signinRequested);
  const isDesktop = useIsDesktop();
  // Opened by the header's sign-in button: the panel shows the form first, its login field focused.
  const [signinFirst, setSigninFirst] = useState(false);
  const menu = useFits<HTMLElement, HTMLDivElement>();
  useVersionPrompt();

  useEffect(() => {
    reportPageView(location.pathname);
    // Pages outside this frame (the invoice, the back office) set their own title.
    document.title = SITE_TITLE;
  }, [location.pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <header className="shell-header">
        <Burger
          className="mobile-only"
          opened={menuOpen}
          onClick={() => {
            if (menuOpen) requestSignin(false);
            setSigninFirst(false);
            setMenuOpen(!menuOpen);
          }}
          size="sm"
          aria-label={t('menu.label')}
          aria-expanded={menuOpen}
          aria-controls="left-panel"
        />
        <Brand />
        <HeaderMenu folded={!menu.fits} boxRef={menu.boxRef} contentRef={menu.contentRef} />
        <TopBar
          start={
            sessionStatus === 'anonymous' && (
              <SigninButton
                expanded={menuOpen && signinFirst}
                onClick={() => {
                  const opening = !(menuOpen && signinFirst);
                  setSigninFirst(opening);
                  setMenuOpen(opening);
                }}
              />
            )
          }
        />
      </header>
      <div className="shell-body">
        <aside id="left-panel" className="shell-aside" data-open={menuOpen}>
          {/* The menu in the panel: below 992 px (the burger's), and on a desktop too narrow for the
              header's row in this language. */}
          {!(menuOpen && signinFirst && !isDesktop) && (
            <TopMenu className={menu.fits ? 'mobile-only' : ''} vertical />
          )}
          {/* Below 992 px the panel is folded away: its code loads when the menu opens. */}
          {(isDesktop || menuOpen) && <LeftPanel focusSignin={menuOpen && signinFirst && !isDesktop} />}
        </aside>
        <main id="main" className="shell-main">
          {/* At least a screen high, so the footer starts below the fold and the page does not push it
              down in sight of the visitor while it loads (layout shift). */}
          <div className="page-area">
            {/* Only while the first data loads: never a fixed delay (spec-readings, General). */}
            {status === 'unknown' ? pageLoader : <Suspense fallback={pageLoader}>{<Outlet />}</Suspense>}
          </div>
          <WhenVisible minHeight={96}>
            <Footer />
          </WhenVisible>
        </main>
      </div>
      <Suspense fallback={null}>
        {open && <PanelHost />}
        {status !== 'unknown' && <AnnouncementPopup />}
      </Suspense>
    </div>
  );
}
