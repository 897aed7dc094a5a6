/** Weight disputes (issue 21 §2): the customer disputes a parcel's weight or size; staff re-weigh and answer. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { disputesAdminRoutes } from './disputes.admin.routes.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { createDisputesService } from './disputes.service.ts';

export const disputesModule: AppModule = {
  name: 'disputes',
  async register(app, ctx) {
    const service = createDisputesService(ctx);
    disputesRoutes(app, service);
    await staffRoutes(app, (r) => disputesAdminRoutes(r, service));
  },
};
