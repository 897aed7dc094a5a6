/** Service rules (issue 21 §3–§5): insurance, claims and storage numbers as data with effective dates. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { serviceRulesAdminRoutes } from './service-rules.admin.routes.ts';
import { serviceRulesRoutes } from './service-rules.routes.ts';

export const serviceRulesModule: AppModule = {
  name: 'service-rules',
  async register(app, ctx) {
    serviceRulesRoutes(app, ctx.database.db);
    await staffRoutes(app, (r) => serviceRulesAdminRoutes(r, ctx.database.db));
  },
};
