/**
 * The lazily loaded parts a first page may need, declared once: the router and the frame render them
 * (lazyFrom), app/first-page.ts starts them before React runs. Sharing the same module objects is what
 * lets a part that arrived early render without suspending. Keep this file light: it is evaluated first.
 */
import { earlyModule } from '../lib/early-module.ts';
import { withFullStyles } from './full-styles.ts';

export const pageModules = {
  home: earlyModule(() => import('./routes/home.tsx')),
  visitorHome: earlyModule(() => import('../features/content/visitor-home.tsx')),
  customerHome: earlyModule(() => import('../features/parcels/first-view/customer-home.tsx')),
  services: earlyModule(() => import('../features/content/services-page.tsx')),
  terms: earlyModule(() => import('../features/content/terms-page.tsx')),
  tariffs: earlyModule(() => import('../features/content/tariffs-page.tsx')),
  schedule: earlyModule(() => import('../features/content/schedule-page.tsx')),
  news: earlyModule(() => import('../features/content/news-page.tsx')),
  newsDetail: earlyModule(() => import('../features/content/news-detail-page.tsx')),
  contact: earlyModule(() => import('../features/content/contact-page.tsx')),
  appstore: earlyModule(() => import('../features/content/appstore-page.tsx')),
  notFound: earlyModule(() => import('../features/content/not-found-page.tsx')),
};

/** Parts of the frame that some first pages show. */
export const frameModules = {
  announcementModal: earlyModule(() => import('../features/notifications/components/announcement-modal.tsx')),
  signinPanel: earlyModule(() => import('../features/auth/components/signin-panel.tsx')),
  customerTools: earlyModule(() => import('./customer-bar/customer-tools.tsx')),
  parcelTable: earlyModule(() => import('../features/parcels/components/parcel-table.tsx')),
  accountSummary: earlyModule(
    withFullStyles(() => import('../features/account/components/account-summary.tsx')),
  ),
};
