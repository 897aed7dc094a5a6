/**
 * Parcels: the customer's declarations (§7 `/api/product/*`) and the staff side of a parcel's life —
 * intake abroad, the unidentified queue, hand-over at a branch, the searchable list.
 */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { handoverAdminRoutes } from './handover.admin.routes.ts';
import { createHandoverService } from './handover.service.ts';
import { intakeAdminRoutes } from './intake.admin.routes.ts';
import { createIntakeService } from './intake.service.ts';
import { createParcelSearch } from './parcel-search.ts';
import { parcelsAdminRoutes } from './parcels.admin.routes.ts';
import { parcelsRoutes } from './parcels.routes.ts';
import { createParcelsService } from './parcels.service.ts';

export const parcelsModule: AppModule = {
  name: 'parcels',
  async register(app, ctx) {
    parcelsRoutes(app, createParcelsService(ctx));
    const intake = createIntakeService(ctx);
    const handover = createHandoverService(ctx);
    const search = createParcelSearch(ctx);
    await staffRoutes(app, (r) => {
      intakeAdminRoutes(r, intake);
      handoverAdminRoutes(r, handover);
      parcelsAdminRoutes(r, search);
    });
  },
};
