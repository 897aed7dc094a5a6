/**
 * Web Push devices (issue 19 §2): customers enable push per device and remove devices. Sending is the
 * outbox's (`delivery/push.sender.ts`); without VAPID keys the routes say push is not available.
 */
import type { AppModule } from '../../app-module.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService } from './push.service.ts';

export const pushModule: AppModule = {
  name: 'push',
  register(app, ctx) {
    pushRoutes(app, createPushService(ctx));
  },
};
