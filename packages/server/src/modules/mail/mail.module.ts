/** Mail: the outbox as staff see it (the outbox itself is built with the app context; it sends in the background). */
import type { AppModule } from '../../app-module.ts';
import { staffRoutes } from '../../plugins/staff.ts';
import { outboxAdminRoutes } from './outbox.admin.routes.ts';
import { createOutboxList } from './outbox-list.ts';

export const mailModule: AppModule = {
  name: 'mail',
  async register(app, ctx) {
    const outbox = createOutboxList(ctx);
    await staffRoutes(app, (r) => outboxAdminRoutes(r, outbox));
  },
};
