/**
 * What the first page needs besides the frame — its code and its dictionaries — requested together at
 * start, instead of one after another as React comes across them (page chunk, then its dictionary, then
 * the visitor's dashboard...). Each round trip saved shows the content sooner on a slow phone network.
 * The imports are the same modules the router loads lazily: the browser fetches each once.
 */
import { matchPath } from 'react-router';
import { TIMERS } from '@amanati/shared/constants';
import { announcementModal } from '../features/notifications/early-parts.ts';
import { readPopupMemory, shouldShowPopup } from '../features/notifications/announcement/popup-memory.ts';
import { popupQuery } from '../features/notifications/announcement/popup-query.ts';
import { parcelTable } from '../features/parcels/early-parts.ts';
import { preloadGet } from '../lib/api.ts';
import type { EarlyModule } from '../lib/early-module.ts';
import { loadDictionary, storedLanguage } from '../lib/locale-files.ts';
import { queryClient } from '../lib/query-client.ts';
import { tokenStore } from '../lib/token-store.ts';
import { frameParts, homeParts, pages } from './page-modules.ts';
import { CUSTOMER_FRAME, NOT_FOUND, REDIRECTS, ROUTES, type AppRoute, type PageSource } from './routes.ts';

const quietly = (load: () => Promise<unknown>) => {
  // A failure shows when React loads the same module (the route's error boundary); not twice.
  load().catch(() => undefined);
};

/**
 * The announcement popup opens over whatever page comes first and is then often the largest thing on a
 * phone's screen (what Lighthouse times as the largest paint). Its check comes with the frame; when the
 * answer says the popup shows, its dialog and dictionary start loading at once instead of one after the
 * other as React comes across them. The answer goes into the query cache: the popup then opens in the
 * same render as the page rather than in one after it.
 */
function preloadAnnouncement(lang: string): void {
  const memory = readPopupMemory();
  queryClient
    .fetchQuery(popupQuery)
    .then((popap) => {
      if (!shouldShowPopup(popap, memory)) return;
      quietly(announcementModal.load);
      quietly(() => loadDictionary(lang, 'notifications'));
    })
    .catch(() => undefined);
}

/** The route a path shows, with its parameters (the router's own matching). */
function routeAt(path: string): { route: AppRoute; params: Record<string, string | undefined> } {
  const target = REDIRECTS[path] ?? path;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, target);
    if (match) return { route, params: match.params };
  }
  return { route: NOT_FOUND, params: {} };
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
  // Every page checks the session and the announcement popup. A preload's failure shows where its answer
  // is used (`api()`), so the promises below are not awaited here.
  if (signedIn) void preloadGet('/api/authorization/userInformation');
  preloadAnnouncement(lang);
  const { route, params } = routeAt(path);
  // A visitor on a customer's page is sent home: its code would not be shown.
  if (signedIn || route.guard !== 'customer') {
    const first = route.first?.({ signedIn, desktop, hash: window.location.hash });
    code.push(pages[route.source as PageSource], ...(first?.parts ?? []).map((part) => homeParts[part]));
    namespaces.push(...route.namespaces, ...(first?.namespaces ?? []));
    for (const data of [...(route.data?.(params) ?? []), ...(first?.data ?? [])]) void preloadGet(data);
  }
  // From 992 px the sign-in panel shows beside every page of the site, the account summary for customers.
  if (route.layout === 'site' && !signedIn && desktop) {
    code.push(frameParts.signinPanel);
    namespaces.push('auth');
  }
  if (signedIn && route.layout === 'site') {
    // The top bar's bell and user menu; the frame does not wait for them.
    quietly(frameParts.customerTools.load);
    if (desktop) {
      quietly(frameParts.accountSummary.load);
      quietly(parcelTable.load);
    }
    namespaces.push(...CUSTOMER_FRAME.namespaces);
    void preloadGet('/api/notification/gets');
  }
  const unique = [...new Set(namespaces)];
  for (const ns of ['common', 'errors', ...unique]) quietly(() => loadDictionary(lang, ns));
  return { namespaces: unique, code: Promise.allSettled(code.map((m) => m.load())) };
}
