/**
 * Every route of spec §2 in one table, the single source for three readers: the router renders it
 * (router.tsx), the first page preloads its code, dictionaries and data from it (first-page.ts), and
 * the build writes each landing page's HTML with preload hints from it (build/page-hints.ts), and the
 * browser journeys and the size benchmark visit every route in it. Adding a page is adding an entry
 * here and its module in page-modules.ts (keyed by the same source; the compiler checks both agree).
 * Plain data: Node reads it (the build, the journeys), so it imports no component.
 */
import { PAGE_SIZES } from '@amanati/shared/constants';
import {
  parcelListPath,
  pageSizeOf,
  READINESS_LIMIT,
  READINESS_STATUSES,
  statusFromHash,
} from '../features/parcels/api/list-paths.ts';

/** What the first page knows before React runs. */
export interface FirstVisit {
  signedIn: boolean;
  /** 992 px and wider: the left panel and the parcel table are in sight. */
  desktop: boolean;
  hash: string;
}

/**
 * The two dashboards of /home by their sources under src/ (page-modules.ts imports them; the build's
 * preload hints name their chunks from these).
 */
export const HOME_PARTS = {
  visitorHome: 'features/content/visitor-home.tsx',
  customerHome: 'features/parcels/first-view/customer-home.tsx',
} as const;

/**
 * What the site's frame loads on every page that has it beyond the entry: the footer, whose place is
 * near enough the first screen that it loads with it (app-layout.tsx). In the build's preload hints.
 */
export const SITE_FRAME = { sources: ['app/layout/footer.tsx'] } as const;

/**
 * What a signed-in visit adds to a page with the site's frame: the top bar's tools (bell and user menu)
 * and the dictionaries they and the customer's panel render with. Read by app/first-page.ts and the
 * build's preload hints for customers (build/page-hints.ts).
 */
export const CUSTOMER_FRAME = {
  source: 'app/customer-bar/customer-tools.tsx',
  namespaces: ['notifications', 'panel-errors'],
} as const;

/** What a first visit loads beyond the route's own page and namespaces. */
export interface FirstParts {
  /** Parts of /home (HOME_PARTS). */
  parts: (keyof typeof HOME_PARTS)[];
  namespaces: string[];
  data: string[];
}

export interface AppRoute {
  /** A react-router pattern, matched exactly. */
  path: string;
  /** The page's module, as its source under src/: its code (page-modules.ts) and its chunk in the build. */
  source: string;
  /** site: header, left panel and footer; print: the printable page alone; own: the page brings its frame. */
  layout: 'site' | 'print' | 'own';
  /** customer: a visitor is sent home with the sign-in panel (spec-readings, Web). */
  guard?: 'customer';
  /** Dictionary namespaces its first screen renders with, besides `common` and `errors`. */
  namespaces: readonly string[];
  /** The public API answers its first screen shows, from the path's parameters. */
  data?: (params: Readonly<Record<string, string | undefined>>) => string[];
  /** A visitor's landing page: the build writes it its own HTML, with preload hints, per language. */
  landing?: boolean;
  /** What else a first visit needs, by who visits (the two dashboards of /home). */
  first?: (visit: FirstVisit) => FirstParts;
}

const CONTENT = ['content', 'widgets'];

/**
 * The dashboard's first answers: the tab's list (from the URL hash), the readiness lists and the customs
 * rules its notice states (customer-home.tsx shows them together).
 */
function dashboardLists(hash: string): string[] {
  const status = statusFromHash(hash);
  return [
    parcelListPath(status, 0, pageSizeOf(status)),
    ...READINESS_STATUSES.map((s) => parcelListPath(s, 0, READINESS_LIMIT, true)),
    '/api/customs/rules',
  ];
}

/** `/home` serves visitors and customers alike: the route's own code is all both need. */
function homeFirst({ signedIn, desktop, hash }: FirstVisit): FirstParts {
  if (signedIn) {
    return {
      parts: ['customerHome'],
      namespaces: ['parcels', 'account', 'widgets'],
      data: dashboardLists(hash),
    };
  }
  // The flight schedule is the visitor's first widget, in sight from 992 px.
  const data = desktop ? [`/api/flight/gets/0/${PAGE_SIZES.flightsDashboard}`] : [];
  return { parts: ['visitorHome'], namespaces: ['widgets'], data };
}

const TABLE = [
  {
    path: '/home',
    source: 'app/home.tsx',
    layout: 'site',
    namespaces: [],
    landing: true,
    first: homeFirst,
  },
  {
    path: '/services',
    source: 'features/content/services-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    landing: true,
  },
  {
    path: '/terms',
    source: 'features/content/terms-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    data: () => ['/api/page/get/terms'],
    landing: true,
  },
  {
    path: '/tarrifs',
    source: 'features/content/tariffs-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    data: () => ['/api/tariffs/gets'],
    landing: true,
  },
  {
    path: '/schedule',
    source: 'features/content/schedule-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    data: () => [`/api/flight/gets/0/${PAGE_SIZES.flightsSchedule}`],
    landing: true,
  },
  {
    path: '/news',
    source: 'features/content/news-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    data: () => [`/api/news/gets/0/${PAGE_SIZES.newsPage}`],
    landing: true,
  },
  {
    path: '/news-detail/:id',
    source: 'features/content/news-detail-page.tsx',
    layout: 'site',
    namespaces: CONTENT,
    // The page asks with the id as the router decodes it; an encoded one is left to the page.
    data: ({ id }) => (id && !id.includes('%') ? [`/api/news/get/${encodeURIComponent(id)}`] : []),
  },
  {
    path: '/contact',
    source: 'features/content/contact-page.tsx',
    layout: 'site',
    namespaces: ['content'],
    landing: true,
  },
  {
    path: '/appstore',
    source: 'features/content/appstore-page.tsx',
    layout: 'site',
    namespaces: ['content', 'meta'],
    landing: true,
  },
  {
    path: '/reset-password',
    source: 'features/auth/reset-password-page.tsx',
    layout: 'site',
    namespaces: ['auth'],
  },
  {
    path: '/payments/success',
    source: 'features/account/payment-result-page.tsx',
    layout: 'site',
    namespaces: ['account'],
  },
  {
    path: '/payments/failed',
    source: 'features/account/payment-result-page.tsx',
    layout: 'site',
    namespaces: ['account'],
  },
  {
    path: '/profile',
    source: 'features/profile/profile-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['profile', 'push', 'panel-errors'],
  },
  {
    path: '/change-password',
    source: 'features/profile/change-password-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['profile'],
  },
  {
    path: '/add-branches',
    source: 'features/profile/branch-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['profile'],
  },
  {
    path: '/notification-detail/:id',
    source: 'features/notifications/notification-detail-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['notifications'],
  },
  {
    path: '/notification-all',
    source: 'features/notifications/notification-all-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['notifications'],
  },
  {
    path: '/developers',
    source: 'features/developers/developers-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['developers', 'panel-errors'],
  },
  {
    path: '/statement',
    source: 'features/statement/statement-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['statement'],
  },
  {
    path: '/pickup',
    source: 'features/pickup/pickup-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['pickup', 'panel-errors'],
  },
  {
    path: '/claims',
    source: 'features/claims/claims-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['claims', 'panel-errors'],
  },
  {
    path: '/courier-orders',
    source: 'features/courier/courier-orders-page.tsx',
    layout: 'site',
    guard: 'customer',
    namespaces: ['courier'],
  },
  {
    path: '/pages-404',
    source: 'features/content/not-found-page.tsx',
    layout: 'site',
    namespaces: ['content'],
    landing: true,
  },
  // The "second layout": the printable invoice, without the site's chrome.
  {
    path: '/invoice/:flightId/:branch?',
    source: 'features/account/invoice-page.tsx',
    layout: 'print',
    guard: 'customer',
    namespaces: ['account'],
  },
  // The back office: its own gate and frame, a chunk customers never download.
  {
    path: '/admin/*',
    source: 'admin/admin-app.tsx',
    layout: 'own',
    namespaces: ['admin'],
  },
] as const satisfies readonly AppRoute[];

/** The source of every page (page-modules.ts has a module for each). */
export type PageSource = (typeof TABLE)[number]['source'];

export const ROUTES: readonly AppRoute[] = TABLE;

/** Paths that only send elsewhere. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/': '/home' };

/** What any other path shows. */
export const NOT_FOUND: AppRoute = ROUTES.find((route) => route.path === '/pages-404')!;
