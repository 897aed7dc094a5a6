/** Storage days (issue 21 §5): the customer's free days and fees, staff's long-stored parcels (the charging job is started by plugins/jobs.ts). */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { storageAdminRoutes } from './storage.admin.routes.ts';
import { storageRoutes } from './storage.routes.ts';

export const storageModule: AppModule = {
  name: 'storage',
  async register(app, ctx) {
    storageRoutes(app, ctx.database.db);
    await staffRoutes(app, (r) => storageAdminRoutes(r, ctx.database.db));
  },
};
