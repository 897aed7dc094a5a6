/**
 * The panel's bulk pre-alert (issue 22 §3): upload a CSV or XLSX of declarations, get a report per row;
 * the template to fill, as CSV and XLSX. The templates hold nothing personal, so a plain download link
 * fetches them without the bearer token.
 */
import { bulkPrealertAnswer } from '@amanati/shared/answers/bulk-prealert';
import { BULK_PREALERT } from '@amanati/shared/bulk-prealert';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooManyRequests } from '../../lib/errors.ts';
import { bearer, errorResponses, textAnswer, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { readBulkFile } from './bulk-file.ts';
import type { BulkPrealert } from './bulk-prealert.service.ts';
import { templateCsv, templateXlsx } from './bulk-template.ts';
import { readBulkUpload } from './bulk-upload.ts';

const tags = ['parcels'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const BULK_UPLOAD_DESCRIPTION = `Form data: \`file\`, a CSV (UTF-8; \`,\` \`;\` or tab between cells) or XLSX (its first sheet) of at most ${BULK_PREALERT.maxFileBytes} bytes and ${BULK_PREALERT.maxRows} rows, columns as in the template. Each row is declared by the panel's rules in its own transaction; the answer reports every row: created (with the parcel id), duplicate, or invalid with a message code per column. At most ${BULK_PREALERT.uploadsPerHour} uploads per account an hour.`;

/** Counts the upload; past the hourly limit a 429 with `Retry-After`. */
export async function admitUpload(bulk: BulkPrealert, accountId: string, reply: FastifyReply): Promise<void> {
  const { allowed, retryAfter } = await bulk.admit(accountId);
  if (allowed) return;
  reply.header('Retry-After', retryAfter);
  throw tooManyRequests();
}

export function bulkPrealertRoutes(app: FastifyInstance, bulk: BulkPrealert): void {
  const r = typed(app);
  r.post(
    '/api/parcels/bulk',
    {
      onRequest: requireAccount(app),
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        description: BULK_UPLOAD_DESCRIPTION,
        response: { 200: bulkPrealertAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      const accountId = currentAccount(req).id;
      await admitUpload(bulk, accountId, reply);
      const rows = await readBulkFile(await readBulkUpload(req));
      return { success: true as const, ...(await bulk.declare(accountId, rows)) };
    },
  );

  r.get(
    '/api/parcels/bulk/template.csv',
    { schema: { tags, response: { ...textAnswer('text/csv', 'The bulk pre-alert template (CSV).') } } },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="amanati-prealert.csv"')
        .send(templateCsv()),
  );
  r.get(
    '/api/parcels/bulk/template.xlsx',
    { schema: { tags, response: { ...textAnswer(XLSX, 'The bulk pre-alert template (XLSX).') } } },
    async (_req, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="amanati-prealert.xlsx"')
        // Bytes go out as they are (Fastify serialises only objects); the contract types a file body as text.
        .send((await templateXlsx()) as unknown as string),
  );
}
