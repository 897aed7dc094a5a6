/** Staff: operator and admin accounts, and the audit log of what they did (admins only). */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { auditAdminRoutes } from './audit.admin.routes.ts';
import { createAuditLogService } from './audit-log.service.ts';
import { staffAdminRoutes } from './staff.admin.routes.ts';
import { createStaffService } from './staff.service.ts';

export const staffModule: AppModule = {
  name: 'staff',
  async register(app, ctx) {
    const staff = createStaffService(ctx);
    const auditLog = createAuditLogService(ctx);
    await staffRoutes(app, (r) => {
      staffAdminRoutes(r, staff);
      auditAdminRoutes(r, auditLog);
    });
  },
};
