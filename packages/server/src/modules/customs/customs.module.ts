/** Customs: the rule sets (rules as data with effective days), public and in the back office. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { customsAdminRoutes } from './customs.admin.routes.ts';
import { customsRoutes } from './customs.routes.ts';

export const customsModule: AppModule = {
  name: 'customs',
  async register(app, ctx) {
    customsRoutes(app, ctx);
    await staffRoutes(app, (r) => customsAdminRoutes(r, ctx.database.db));
  },
};
