/**
 * The back office under /admin: its own chunk (customers never download it), its own sign-in and frame.
 * The dashboard's charts load only when the dashboard is opened, so the scanning screens stay light.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { StaffGate } from './auth/staff-gate.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { IntakePage } from './features/intake/intake-page.tsx';
import { UnidentifiedPage } from './features/intake/unidentified-page.tsx';
import { FlightsPage } from './features/flights/flights-page.tsx';
import { FlightPage } from './features/flights/flight-page.tsx';
import { DisputesPage } from './features/disputes/disputes-page.tsx';
import { HandoverPage } from './features/handover/handover-page.tsx';
import { ReceiptPage } from './features/handover/receipt-page.tsx';
import { CashReportPage } from './features/cash-report/cash-report-page.tsx';
import { CourierOrdersPage } from './features/courier/courier-orders-page.tsx';
import { CustomersPage } from './features/customers/customers-page.tsx';
import { CustomerPage } from './features/customers/customer-page.tsx';
import { ContentPage } from './features/content/content-page.tsx';
import { CustomsPage } from './features/customs/customs-page.tsx';
import { CustomsQueuePage } from './features/customs/customs-queue-page.tsx';
import { ServiceRulesPage } from './features/service-rules/service-rules-page.tsx';
import { PaymentsPage } from './features/payments/payments-page.tsx';
import { StaffPage } from './features/staff/staff-page.tsx';
import { AuditPage } from './features/audit/audit-page.tsx';
import { LongStoredPage } from './features/storage/long-stored-page.tsx';
import { ClaimsPage } from './features/claims/claims-page.tsx';

const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page.tsx'));

/**
 * Mantine's "dimmed" grey (hints, field descriptions) reads at 3.3:1 on white; the back office is read
 * for hours on warehouse screens, so it uses a darker grey (8:1) while it is open — on the document, so
 * modals (rendered outside this tree) get it too.
 */
function useReadableDimmedText() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--mantine-color-dimmed', 'var(--mantine-color-gray-7)');
    return () => {
      root.removeProperty('--mantine-color-dimmed');
    };
  }, []);
}

export default function AdminApp() {
  useReadableDimmedText();
  return (
    // The `admin` dictionary loads with the chunk; nothing is written until it is there.
    <Suspense
      fallback={
        <Center mih="100vh">
          <Loader />
        </Center>
      }
    >
      <StaffGate>
        {(user, signOut) => (
          <Routes>
            {/* A counter receipt prints on its own, without the back office's frame. */}
            <Route path="receipts/:id" element={<ReceiptPage />} />
            <Route
              path="*"
              element={
                <AdminLayout user={user} onSignOut={signOut}>
                  <Routes>
                    <Route index element={<DashboardPage />} />
                    <Route path="intake" element={<IntakePage />} />
                    <Route path="unidentified" element={<UnidentifiedPage />} />
                    <Route path="disputes" element={<DisputesPage />} />
                    <Route path="flights" element={<FlightsPage />} />
                    <Route path="flights/:id" element={<FlightPage />} />
                    <Route path="handover" element={<HandoverPage role={user.role} />} />
                    <Route path="courier" element={<CourierOrdersPage />} />
                    <Route path="customers" element={<CustomersPage />} />
                    <Route path="customers/:id" element={<CustomerPage role={user.role} />} />
                    <Route path="content/:tab?" element={<ContentPage />} />
                    <Route path="customs" element={<CustomsPage role={user.role} />} />
                    <Route path="customs/queue" element={<CustomsQueuePage />} />
                    <Route path="service-rules" element={<ServiceRulesPage role={user.role} />} />
                    <Route path="storage" element={<LongStoredPage />} />
                    <Route path="claims" element={<ClaimsPage role={user.role} />} />
                    <Route path="payments/:tab?" element={<PaymentsPage role={user.role} />} />
                    <Route path="staff" element={<StaffPage />} />
                    <Route path="audit" element={<AuditPage />} />
                    <Route path="cash-report" element={<CashReportPage />} />
                    <Route path="*" element={<Navigate to="/admin" replace />} />
                  </Routes>
                </AdminLayout>
              }
            />
          </Routes>
        )}
      </StaffGate>
    </Suspense>
  );
}
