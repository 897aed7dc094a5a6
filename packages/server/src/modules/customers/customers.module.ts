/** Customers as staff see them: search, profile with parcels, ledger and courier orders, adjustments. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { customersAdminRoutes } from './customers.admin.routes.ts';
import { createCustomersService } from './customers.service.ts';

export const customersModule: AppModule = {
  name: 'customers',
  async register(app, ctx) {
    const customers = createCustomersService(ctx);
    await staffRoutes(app, (r) => customersAdminRoutes(r, customers, ctx));
  },
};
