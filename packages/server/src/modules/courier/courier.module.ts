/** Courier delivery: the customer's orders (§7 `/api/courier/*`) and the staff side of each order. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { courierAdminRoutes } from './courier.admin.routes.ts';
import { courierRoutes } from './courier.routes.ts';
import { createCourierService } from './courier.service.ts';

export const courierModule: AppModule = {
  name: 'courier',
  async register(app, ctx) {
    const courier = createCourierService(ctx);
    courierRoutes(app, courier);
    await staffRoutes(app, (r) => courierAdminRoutes(r, courier));
  },
};
