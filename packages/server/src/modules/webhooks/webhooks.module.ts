/**
 * Webhooks (issue 22 §4): the panel's endpoint routes. Events are written by the changes themselves
 * (events.ts), delivered by the outbox's webhook channel (webhook.sender.ts, wired in app.ts), and the
 * `/api/v1/webhooks` routes are mounted by the business API module inside its key-authenticated plugin.
 */
import type { AppModule } from '../../app-module.ts';
import { webhooksPanelRoutes } from './webhooks.panel.routes.ts';
import { createWebhooks } from './webhooks.service.ts';

export const webhooksModule: AppModule = {
  name: 'webhooks',
  register(app, ctx, overrides) {
    webhooksPanelRoutes(app, createWebhooks(ctx, { resolve: overrides.resolveHost }));
  },
};
