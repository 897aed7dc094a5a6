/**
 * The lazily loaded parts a first page may need, declared once: the router and the frame render them
 * (lazyFrom), app/first-page.ts starts them before React runs. Sharing the same module objects is what
 * lets a part that arrived early render without suspending. Keep this file light: it is evaluated first.
 */
import type { ComponentType } from 'react';
import { earlyModule, type EarlyModule } from '../lib/early-module.ts';
import type { HOME_PARTS, PageSource } from './routes.ts';

export type PageModule = EarlyModule<{ default: ComponentType }>;

/** Every page's module, by its source in the route table (which says where each is shown). */
export const pages = {
  'app/home.tsx': earlyModule(() => import('./home.tsx')),
  'features/content/services-page.tsx': earlyModule(() => import('../features/content/services-page.tsx')),
  'features/content/terms-page.tsx': earlyModule(() => import('../features/content/terms-page.tsx')),
  'features/content/tariffs-page.tsx': earlyModule(() => import('../features/content/tariffs-page.tsx')),
  'features/content/schedule-page.tsx': earlyModule(() => import('../features/content/schedule-page.tsx')),
  'features/content/news-page.tsx': earlyModule(() => import('../features/content/news-page.tsx')),
  'features/content/news-detail-page.tsx': earlyModule(
    () => import('../features/content/news-detail-page.tsx'),
  ),
  'features/content/contact-page.tsx': earlyModule(() => import('../features/content/contact-page.tsx')),
  'features/content/appstore-page.tsx': earlyModule(() => import('../features/content/appstore-page.tsx')),
  'features/content/not-found-page.tsx': earlyModule(() => import('../features/content/not-found-page.tsx')),
  'features/auth/reset-password-page.tsx': earlyModule(
    () => import('../features/auth/reset-password-page.tsx'),
  ),
  'features/account/payment-result-page.tsx': earlyModule(
    () => import('../features/account/payment-result-page.tsx'),
  ),
  'features/profile/profile-page.tsx': earlyModule(() => import('../features/profile/profile-page.tsx')),
  'features/profile/change-password-page.tsx': earlyModule(
    () => import('../features/profile/change-password-page.tsx'),
  ),
  'features/profile/branch-page.tsx': earlyModule(() => import('../features/profile/branch-page.tsx')),
  'features/notifications/notification-detail-page.tsx': earlyModule(
    () => import('../features/notifications/notification-detail-page.tsx'),
  ),
  'features/notifications/notification-all-page.tsx': earlyModule(
    () => import('../features/notifications/notification-all-page.tsx'),
  ),
  'features/developers/developers-page.tsx': earlyModule(
    () => import('../features/developers/developers-page.tsx'),
  ),
  'features/statement/statement-page.tsx': earlyModule(
    () => import('../features/statement/statement-page.tsx'),
  ),
  'features/pickup/pickup-page.tsx': earlyModule(() => import('../features/pickup/pickup-page.tsx')),
  'features/claims/claims-page.tsx': earlyModule(() => import('../features/claims/claims-page.tsx')),
  'features/courier/courier-orders-page.tsx': earlyModule(
    () => import('../features/courier/courier-orders-page.tsx'),
  ),
  'features/account/invoice-page.tsx': earlyModule(() => import('../features/account/invoice-page.tsx')),
  'admin/admin-app.tsx': earlyModule(() => import('../admin/admin-app.tsx')),
} satisfies Record<PageSource, PageModule>;

/** The two dashboards of /home (routes.ts, HOME_PARTS, names their sources). */
export const homeParts = {
  visitorHome: earlyModule(() => import('../features/content/visitor-home.tsx')),
  customerHome: earlyModule(() => import('../features/parcels/first-view/customer-home.tsx')),
} satisfies Record<keyof typeof HOME_PARTS, EarlyModule<unknown>>;

/** Parts of the frame that some first pages show. */
export const frameParts = {
  signinPanel: earlyModule(() => import('../features/auth/components/signin-panel.tsx')),
  accountSummary: earlyModule(() => import('../features/account/components/account-summary.tsx')),
  customerTools: earlyModule(() => import('./customer-bar/customer-tools.tsx')),
};
