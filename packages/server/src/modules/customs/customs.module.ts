/**
 * Customs: the rule sets (rules as data with effective days), public and in the back office; clearance
 * after arrival — the customer's holds and receipt, the staff queue.
 */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { createClearanceService } from './clearance.service.ts';
import { customsAdminRoutes } from './customs.admin.routes.ts';
import { customsHoldsRoutes } from './customs-holds.routes.ts';
import { customsQueueAdminRoutes } from './customs-queue.admin.routes.ts';
import { customsRoutes } from './customs.routes.ts';

export const customsModule: AppModule = {
  name: 'customs',
  async register(app, ctx) {
    const clearance = createClearanceService(ctx);
    customsRoutes(app, ctx);
    customsHoldsRoutes(app, clearance);
    await staffRoutes(app, (r) => {
      customsAdminRoutes(r, ctx.database.db);
      customsQueueAdminRoutes(r, clearance);
    });
  },
};
