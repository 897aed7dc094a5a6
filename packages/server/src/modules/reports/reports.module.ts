/** Reports: the back office's dashboard figures. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { reportsAdminRoutes } from './reports.admin.routes.ts';
import { createReportsService } from './reports.service.ts';

export const reportsModule: AppModule = {
  name: 'reports',
  async register(app, ctx) {
    const reports = createReportsService(ctx);
    await staffRoutes(app, (r) => reportsAdminRoutes(r, reports));
  },
};
