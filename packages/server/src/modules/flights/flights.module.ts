/** Flights: the staff side of a flight's life (the declaration-deadline job is started by server.ts). */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { flightsAdminRoutes } from './flights.admin.routes.ts';
import { createFlightsService } from './flights.service.ts';

export const flightsModule: AppModule = {
  name: 'flights',
  async register(app, ctx) {
    const flights = createFlightsService(ctx);
    await staffRoutes(app, (r) => flightsAdminRoutes(r, flights));
  },
};
