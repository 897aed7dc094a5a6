/**
 * Every route of spec §2, matched exactly. Pages load lazily, so a visitor downloads only what the
 * page shows; the back office under /admin is its own chunk that customers never download.
 * Declarative routes (not the data router): the same matching at half the router's weight (docs/performance.md).
 * Public pages use the first page's share of Mantine's styles; the others load the whole sheet (full-styles.ts).
 * The pages a first visit may open come from page-modules.ts, so the code app/first-page.ts fetched
 * early renders without suspending.
 */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyDefault } from '../lib/early-module.ts';
import { withFullStyles } from './full-styles.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { CustomerOnly } from './layout/customer-only.tsx';
import { PrintLayout } from './layout/print-layout.tsx';
import { pageModules } from './page-modules.ts';

const HomePage = lazyDefault(pageModules.home);
const ServicesPage = lazyDefault(pageModules.services);
const TermsPage = lazyDefault(pageModules.terms);
const TariffsPage = lazyDefault(pageModules.tariffs);
const SchedulePage = lazyDefault(pageModules.schedule);
const NewsPage = lazyDefault(pageModules.news);
const NewsDetailPage = lazyDefault(pageModules.newsDetail);
const ContactPage = lazyDefault(pageModules.contact);
const AppstorePage = lazyDefault(pageModules.appstore);
const NotFoundPage = lazyDefault(pageModules.notFound);
const ResetPasswordPage = lazy(withFullStyles(() => import('../features/auth/reset-password-page.tsx')));
const PaymentResultPage = lazy(withFullStyles(() => import('../features/account/payment-result-page.tsx')));
const ProfilePage = lazy(withFullStyles(() => import('../features/profile/profile-page.tsx')));
const ChangePasswordPage = lazy(withFullStyles(() => import('../features/profile/change-password-page.tsx')));
const BranchPage = lazy(withFullStyles(() => import('../features/profile/branch-page.tsx')));
const NotificationDetailPage = lazy(
  withFullStyles(() => import('../features/notifications/notification-detail-page.tsx')),
);
const NotificationAllPage = lazy(
  withFullStyles(() => import('../features/notifications/notification-all-page.tsx')),
);
const InvoicePage = lazy(withFullStyles(() => import('../features/account/invoice-page.tsx')));
const AdminApp = lazy(withFullStyles(() => import('../admin/admin-app.tsx')));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/tarrifs" element={<TariffsPage />} />
        <Route path="/schedule" element={<SchedulePage />} />
        <Route path="/news" element={<NewsPage />} />
        <Route path="/news-detail/:id" element={<NewsDetailPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/appstore" element={<AppstorePage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/payments/success" element={<PaymentResultPage />} />
        <Route path="/payments/failed" element={<PaymentResultPage />} />
        <Route element={<CustomerOnly />}>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
          <Route path="/add-branches" element={<BranchPage />} />
          <Route path="/notification-detail/:id" element={<NotificationDetailPage />} />
          <Route path="/notification-all" element={<NotificationAllPage />} />
        </Route>
        <Route path="/pages-404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The "second layout": the printable invoice, without the site's chrome. */}
      <Route element={<PrintLayout />}>
        <Route element={<CustomerOnly />}>
          <Route path="/invoice/:flightId/:branch?" element={<InvoicePage />} />
        </Route>
      </Route>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>
  );
}
