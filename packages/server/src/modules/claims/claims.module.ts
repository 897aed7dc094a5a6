/** Claims (issue 21 §3): damaged or missing parcels, reviewed by staff, approved amounts credited once. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { claimsAdminRoutes } from './claims.admin.routes.ts';
import { claimsRoutes } from './claims.routes.ts';
import { createClaimsService } from './claims.service.ts';

export const claimsModule: AppModule = {
  name: 'claims',
  async register(app, ctx) {
    const service = createClaimsService(ctx);
    claimsRoutes(app, service);
    await staffRoutes(app, (r) => claimsAdminRoutes(r, service));
  },
};
