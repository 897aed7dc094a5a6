/**
 * Bill-pay by AX code (issue 20 §3): the partner API for bank apps, kiosks and terminals, the back
 * office's channels, and outside production a kiosk simulator.
 */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { billPayRoutes } from './bill-pay.routes.ts';
import { createBillPayService } from './bill-pay.service.ts';
import { channelsAdminRoutes } from './channels.admin.routes.ts';
import { createBillPayChannels } from './channels.service.ts';
import { kioskSimulatorRoutes } from './kiosk-simulator.ts';

export const billPayModule: AppModule = {
  name: 'bill-pay',
  async register(app, ctx) {
    const channels = createBillPayChannels(ctx);
    await billPayRoutes(app, ctx, channels, createBillPayService(ctx));
    await staffRoutes(app, (r) => channelsAdminRoutes(r, channels));
    if (!ctx.config.isProduction) kioskSimulatorRoutes(app, ctx);
  },
};
