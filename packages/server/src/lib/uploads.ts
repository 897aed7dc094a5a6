/**
 * Multipart requests of the form `file` + `inputs` (JSON) used by signupFile and the parcel
 * file routes. The file's type is judged by its bytes, and its size is capped while it streams.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { badRequest, tooLarge, AppError } from './errors.ts';

export interface UploadedFile {
  data: Buffer;
  extension: 'png' | 'jpg' | 'pdf';
  mime: string;
  originalName: string;
}

const ALLOWED: Record<string, UploadedFile['extension']> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** A file part's bytes; 413 as soon as it streams past `maxBytes` (the rest is drained, not kept). */
export async function readCapped(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) break;
    chunks.push(chunk);
  }
  if (part.file.truncated || size > maxBytes) {
    part.file.resume();
    throw tooLarge(MSG.fileTooLarge);
  }
  return Buffer.concat(chunks);
}

export async function readFileAndInputs(
  request: FastifyRequest,
  maxBytes: number = LIMITS.fileMaxBytes,
): Promise<{ file: UploadedFile | undefined; inputs: unknown }> {
  if (!request.isMultipart()) throw new AppError(415, MSG.unsupportedMediaType);
  let file: UploadedFile | undefined;
  let inputs: unknown = undefined;
  for await (const part of request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 65536 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const data = await readCapped(part, maxBytes);
      if (data.length === 0) continue;
      const detected = await fileTypeFromBuffer(data);
      const extension = detected ? ALLOWED[detected.mime] : undefined;
      if (!detected || !extension) throw badRequest(MSG.incorrectFileType, { file: MSG.incorrectFileType });
      file = { data, extension, mime: detected.mime, originalName: part.filename };
    } else if (part.fieldname === 'inputs') {
      try {
        inputs = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
      } catch {
        throw badRequest(MSG.invalidJson, { inputs: MSG.invalidJson });
      }
    }
  }
  if (inputs === undefined) throw badRequest(MSG.fillAllFields, { inputs: MSG.required });
  return { file, inputs };
}
