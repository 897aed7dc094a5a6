/** Pickup passes (issue 21 §1): the customer's pass with QR and trustee, the branch's scan and preparation list. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { pickupAdminRoutes } from './pickup.admin.routes.ts';
import { pickupRoutes } from './pickup.routes.ts';
import { createPickupService } from './pickup.service.ts';

export const pickupModule: AppModule = {
  name: 'pickup',
  async register(app, ctx) {
    const service = createPickupService(ctx);
    pickupRoutes(app, service);
    await staffRoutes(app, (r) => pickupAdminRoutes(r, service));
  },
};
