/** Exchange rates: the public read, and the back office's history, manual entry and NBG import. */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { nbgRatesSource, offlineRatesSource } from './rates-source.ts';
import { ratesAdminRoutes } from './rates.admin.routes.ts';
import { ratesRoutes } from './rates.routes.ts';
import { createRatesService } from './rates.service.ts';

export const ratesModule: AppModule = {
  name: 'rates',
  async register(app, ctx, overrides) {
    ratesRoutes(app, ctx);
    const source =
      overrides.ratesSource ?? (ctx.config.ratesSource === 'nbg' ? nbgRatesSource() : offlineRatesSource);
    const rates = createRatesService(ctx, source);
    await staffRoutes(app, (r) => ratesAdminRoutes(r, rates));
  },
};
