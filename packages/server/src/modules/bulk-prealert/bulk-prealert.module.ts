/**
 * Bulk pre-alert (issue 22 §3): the panel's upload and templates. Its `/api/v1/parcels/bulk` twin is
 * registered inside the business API's `/api/v1` scope (business-api.module.ts), behind the key check.
 */
import type { AppModule } from '../../app-module.ts';
import { bulkPrealertRoutes } from './bulk-prealert.routes.ts';
import { createBulkPrealert } from './bulk-prealert.service.ts';

export const bulkPrealertModule: AppModule = {
  name: 'bulk-prealert',
  register(app, ctx) {
    bulkPrealertRoutes(app, createBulkPrealert(ctx));
  },
};
