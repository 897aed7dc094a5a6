/** `POST /api/v1/parcels/bulk` (scope `parcels:write`): the panel's bulk pre-alert for an API key. */
import { v1BulkPrealertAnswer } from '@amanati/shared/answers/bulk-prealert';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { typed } from '../../lib/http.ts';
import { apiCaller, needs } from '../business-api/v1.ts';
import { readBulkFile } from './bulk-file.ts';
import { admitUpload, BULK_UPLOAD_DESCRIPTION } from './bulk-prealert.routes.ts';
import { createBulkPrealert } from './bulk-prealert.service.ts';
import { readBulkUpload } from './bulk-upload.ts';

/** The form, for the OpenAPI document only: the route reads the stream itself (bulk-upload.ts). */
const uploadForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The CSV or XLSX file (columns as in the template).' }),
});

export function v1BulkPrealertRoutes(
  v1: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'database' | 'notifier' | 'rateLimiter' | 'storage'>,
): void {
  const bulk = createBulkPrealert(ctx);
  typed(v1).post(
    '/parcels/bulk',
    {
      onRequest: needs('parcels:write'),
      schema: {
        tags: ['business API v1'],
        security: [{ apiKey: [] }],
        summary: 'Pre-alert parcels from a CSV or XLSX file',
        consumes: ['multipart/form-data'],
        body: uploadForm,
        description: BULK_UPLOAD_DESCRIPTION,
        response: { 200: v1BulkPrealertAnswer },
      },
      // A multipart body is not parsed before the handler: nothing to validate here.
      validatorCompiler: () => () => true,
    },
    async (req, reply) => {
      const { accountId } = apiCaller(req);
      await admitUpload(bulk, accountId, reply);
      return bulk.declare(accountId, await readBulkFile(await readBulkUpload(req)));
    },
  );
}
