/** Delivery: the outbox of every channel as staff see it (the outbox itself is built with the app context). */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { outboxAdminRoutes } from './outbox.admin.routes.ts';
import { createOutboxList } from './outbox-list.ts';

export const deliveryModule: AppModule = {
  name: 'delivery',
  async register(app, ctx) {
    const list = createOutboxList(ctx);
    await staffRoutes(app, (r) => outboxAdminRoutes(r, list, ctx));
  },
};
