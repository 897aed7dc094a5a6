/** The business API (issue 22): API keys on the panel's Developers page, and `/api/v1` for the keys. */
import type { AppModule } from '../../app-module.ts';
import { v1BulkPrealertRoutes } from '../bulk-prealert/bulk-prealert.v1.routes.ts';
import { createParcelsService } from '../parcels/parcels.service.ts';
import { keysRoutes } from './keys.routes.ts';
import { createApiKeys } from './keys.service.ts';
import { v1AccountRoutes } from './v1-account.routes.ts';
import { v1FlightsRoutes } from './v1-flights.routes.ts';
import { v1MoneyRoutes } from './v1-money.routes.ts';
import { createV1Money } from './v1-money.service.ts';
import { v1ParcelsRoutes } from './v1-parcels.routes.ts';
import { createV1Parcels } from './v1-parcels.service.ts';
import { registerV1 } from './v1.ts';
import { v1WebhooksRoutes } from '../webhooks/webhooks.v1.routes.ts';
import { createWebhooks } from '../webhooks/webhooks.service.ts';

export const businessApiModule: AppModule = {
  name: 'business-api',
  async register(app, ctx) {
    const keys = createApiKeys(ctx);
    keysRoutes(app, keys);
    const parcels = createV1Parcels(ctx, createParcelsService(ctx));
    const money = createV1Money(ctx);
    await registerV1(app, ctx, keys, (v1) => {
      v1AccountRoutes(v1, ctx);
      v1BulkPrealertRoutes(v1, ctx);
      v1ParcelsRoutes(v1, parcels);
      v1FlightsRoutes(v1, ctx);
      v1MoneyRoutes(v1, money);
      v1WebhooksRoutes(v1, createWebhooks(ctx));
    });
  },
};
