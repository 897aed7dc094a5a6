/**
 * What the first page needs besides the frame — its code and its dictionaries — requested together at
 * start, instead of one after another as React comes across them (page chunk, then its dictionary, then
 * the visitor's dashboard...). Each round trip saved shows the content sooner on a slow phone network.
 * The imports are the same modules the router loads lazily: the browser fetches each once.
 */
import { PAGE_SIZES, TIMERS } from '@amanati/shared/constants';
import type { PopapWire } from '@amanati/shared/content';
import { readPopupMemory, shouldShowPopup } from '../features/notifications/components/popup-memory.ts';
import {
  pageSizeOf,
  parcelListPath,
  READINESS_LIMIT,
  READINESS_STATUSES,
} from '../features/parcels/api/list-paths.ts';
import { statusFromHash } from '../features/parcels/hooks/use-status-tab.ts';
import { peekPreloaded, preloadGet } from '../lib/api.ts';
import type { EarlyModule } from '../lib/early-module.ts';
import { loadDictionary, storedLanguage } from '../lib/locale-files.ts';
import { tokenStore } from '../lib/token-store.ts';
import { frameModules, pageModules } from './page-modules.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/** The public pages' modules, by path (what each needs besides its code: app/public-pages.ts). */
const PAGE_MODULES: Record<string, EarlyModule<unknown>> = {
  '/services': pageModules.services,
  '/terms': pageModules.terms,
  '/tarrifs': pageModules.tariffs,
  '/schedule': pageModules.schedule,
  '/news': pageModules.news,
  '/contact': pageModules.contact,
  '/appstore': pageModules.appstore,
  '/pages-404': pageModules.notFound,
};

const quietly = (load: () => Promise<unknown>) => {
  // A failure shows when React loads the same module (the route's error boundary); not twice.
  load().catch(() => undefined);
};

/**
 * The announcement popup opens over whatever page comes first and is then often the largest thing on a
 * phone's screen (what Lighthouse times as the largest paint). Its check comes with the frame; when the
 * answer says the popup shows, its dialog and dictionary start loading at once instead of one after the
 * other as React comes across them.
 */
function preloadAnnouncement(lang: string): void {
  const memory = readPopupMemory();
  peekPreloaded<{ popap: PopapWire | null }>('/api/popap/get')
    .then(({ popap }) => {
      if (!shouldShowPopup(popap, memory)) return;
      quietly(frameModules.announcementModal.load);
      quietly(() => loadDictionary(lang, 'notifications'));
    })
    .catch(() => undefined);
}

/** The customer dashboard's first answers: the tab's list (from the URL hash) and the readiness lists. */
function preloadDashboardLists(hash: string): void {
  const status = statusFromHash(hash);
  preloadGet(parcelListPath(status, 0, pageSizeOf(status)));
  for (const s of READINESS_STATUSES) preloadGet(parcelListPath(s, 0, READINESS_LIMIT, true));
}

export interface FirstPageStart {
  /** Namespaces i18n should load before the first render (the page's, besides `common` and `errors`). */
  namespaces: string[];
  /**
   * Settles once the page's own code has arrived (or failed: the route's error boundary then shows it).
   * Rendering after it, the page appears in one go instead of a spinner first.
   */
  code: Promise<unknown>;
}

/** Starts loading the first page's code, dictionaries and data. */
export function preloadFirstPage(path: string): FirstPageStart {
  const signedIn = tokenStore.get() !== null;
  const desktop = window.matchMedia(`(min-width: ${TIMERS.mobileBreakpointPx}px)`).matches;
  const namespaces: string[] = [];
  const code: EarlyModule<unknown>[] = [];
  const lang = storedLanguage();
  // Every page checks the session and the announcement popup.
  if (signedIn) preloadGet('/api/authorization/userInformation');
  preloadAnnouncement(lang);
  if (path === '/' || path === '/home') {
    code.push(pageModules.home);
    if (signedIn) {
      code.push(pageModules.customerHome);
      namespaces.push('parcels', 'widgets');
      preloadDashboardLists(window.location.hash);
    } else {
      code.push(pageModules.visitorHome);
      namespaces.push('widgets');
      // The flight schedule is the first widget, in sight from 992 px.
      if (desktop) preloadGet(`/api/flight/gets/0/${PAGE_SIZES.flightsDashboard}`);
    }
  } else if (path.startsWith('/news-detail/')) {
    code.push(pageModules.newsDetail);
    namespaces.push('content', 'widgets');
    const id = path.slice('/news-detail/'.length);
    // The page asks with the id as the router decodes it.
    if (!id.includes('%')) preloadGet(`/api/news/get/${encodeURIComponent(id)}`);
  } else {
    const page = PUBLIC_PAGES[path];
    const module = PAGE_MODULES[path];
    if (page && module) {
      code.push(module);
      namespaces.push(...page.namespaces);
      page.data.forEach(preloadGet);
    }
  }
  // From 992 px the sign-in panel shows beside every page, the account summary for customers.
  if (!signedIn && desktop) {
    code.push(frameModules.signinPanel);
    namespaces.push('auth');
  }
  if (signedIn) {
    // The top bar's bell and user menu; the frame does not wait for them.
    quietly(frameModules.customerTools.load);
    if (desktop) {
      quietly(frameModules.accountSummary.load);
      quietly(frameModules.parcelTable.load);
    }
    namespaces.push('notifications');
    preloadGet('/api/notification/gets');
  }
  const unique = [...new Set(namespaces)];
  for (const ns of ['common', 'errors', ...unique]) quietly(() => loadDictionary(lang, ns));
  return { namespaces: unique, code: Promise.allSettled(code.map((m) => m.load())) };
}
