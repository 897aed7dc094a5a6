/** Analytics: the page-view counter the web app reports to (read by the dashboard). */
import type { AppModule } from '../../app-module.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export const analyticsModule: AppModule = {
  name: 'analytics',
  register: (app, ctx) => analyticsRoutes(app, ctx),
};
