/** The dashboard: the numbers behind its charts. */
import { dashboardAnswer } from '@amanati/shared/answers/admin/reports';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { ReportsService } from './reports.service.ts';

export function reportsAdminRoutes(r: StaffScope, reports: ReportsService): void {
  r.get(
    '/dashboard',
    {
      schema: {
        response: answers(dashboardAnswer),
        ...staffDoc(
          'reports',
          'Parcels per status and country now, open flights, and per Tbilisi day for the last 30 days: revenue (payments), top-ups (lari) and page views; the 10 most viewed paths.',
        ),
      },
    },
    async () => ({ success: true as const, ...(await reports.dashboard()) }),
  );
}
