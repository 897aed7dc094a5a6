/**
 * The file of a bulk pre-alert upload: the multipart field `file`, capped while it streams. Other fields
 * (the panel's upload helper always sends `inputs`) are read past.
 */
import type { FastifyRequest } from 'fastify';
import { BULK_PREALERT } from '@amanati/shared/bulk-prealert';
import { MSG } from '@amanati/shared/messages';
import { AppError, badRequest } from '../../lib/errors.ts';
import { readCapped } from '../../lib/uploads.ts';

export async function readBulkUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, MSG.unsupportedMediaType);
  const max = BULK_PREALERT.maxFileBytes;
  let data: Buffer | undefined;
  for await (const part of request.parts({
    limits: { fileSize: max, files: 1, fields: 10, fieldSize: 4096 },
  })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    data = await readCapped(part, max);
  }
  if (!data) throw badRequest(MSG.bulkFileEmpty, { file: MSG.required });
  return data;
}
