/**
 * What each public page's first screen needs besides the app's entry: its code (a source file under
 * src/), its dictionaries and its public API answers. Read twice: app/first-page.ts asks for them as soon
 * as the app starts, and the build (vite.config.ts, routeHints) writes them into that page's HTML as
 * preload hints, so a phone downloads them alongside the entry instead of after it. Keep it free of
 * browser code: the build imports it.
 */
import { PAGE_SIZES } from '@amanati/shared/constants';

export interface PublicPage {
  /** The page's module, as imported by app/page-modules.ts (the build checks that it exists). */
  source: string;
  /** Dictionary namespaces it renders with, besides `common` and `errors`. */
  namespaces: string[];
  /** The API answers its first screen shows. */
  data: string[];
}

const CONTENT = ['content', 'widgets'];

export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/services': { source: 'features/content/services-page.tsx', namespaces: CONTENT, data: [] },
  '/terms': {
    source: 'features/content/terms-page.tsx',
    namespaces: CONTENT,
    data: ['/api/page/get/terms'],
  },
  '/tarrifs': {
    source: 'features/content/tariffs-page.tsx',
    namespaces: CONTENT,
    data: ['/api/tariffs/gets'],
  },
  '/schedule': {
    source: 'features/content/schedule-page.tsx',
    namespaces: CONTENT,
    data: [`/api/flight/gets/0/${PAGE_SIZES.flightsSchedule}`],
  },
  '/news': {
    source: 'features/content/news-page.tsx',
    namespaces: CONTENT,
    data: [`/api/news/gets/0/${PAGE_SIZES.newsPage}`],
  },
  '/contact': { source: 'features/content/contact-page.tsx', namespaces: ['content'], data: [] },
  '/appstore': { source: 'features/content/appstore-page.tsx', namespaces: ['content'], data: [] },
  '/pages-404': { source: 'features/content/not-found-page.tsx', namespaces: ['content'], data: [] },
};

/** `/home` serves visitors and customers alike: only what both need is hinted (the route's own code). */
export const HOME_PAGE: PublicPage = { source: 'app/routes/home.tsx', namespaces: [], data: [] };
