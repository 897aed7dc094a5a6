/**
 * Notifications: the customer's reads (§7), their channel preferences and phone proof, the live stream that keeps the bell current on every
 * instance, and notifications written by staff.
 */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { createLiveHub } from './live.ts';
import { liveRoutes } from './live.routes.ts';
import { notificationsAdminRoutes } from './notifications.admin.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { createPreferences } from './preferences.service.ts';
import { createStaffMessages } from './staff-messages.service.ts';

export const notificationsModule: AppModule = {
  name: 'notifications',
  async register(app, ctx) {
    notificationsRoutes(app, ctx);
    preferencesRoutes(app, createPreferences(ctx));
    const live = createLiveHub(ctx.database, app.log);
    await live.start();
    app.addHook('onClose', () => live.stop());
    liveRoutes(app, ctx, live);
    const messages = createStaffMessages(ctx);
    await staffRoutes(app, (r) => notificationsAdminRoutes(r, messages));
  },
};
