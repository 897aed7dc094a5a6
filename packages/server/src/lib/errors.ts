/** Typed errors that services throw; the error plugin maps them to the wire contract (architecture §4). */
import { MSG, type MessageCode } from '@amanati/shared/messages';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode | string,
    readonly errors?: FieldErrors,
  ) {
    super(code);
  }
}

export const badRequest = (code: string = MSG.fillAllFields, errors?: FieldErrors) =>
  new AppError(400, code, errors);
export const unauthorized = (code: string = MSG.unauthorized) => new AppError(401, code);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const notFound = (code: string = MSG.notFound) => new AppError(404, code);
export const conflict = (code: string, errors?: FieldErrors) => new AppError(409, code, errors);
export const tooLarge = (code: string = MSG.fileTooLarge) => new AppError(413, code);
export const tooManyRequests = () => new AppError(429, MSG.tooManyRequests);

/** A zod issue list → `{ field: code }`, first issue per field; unknown messages become `invalid_value`. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (out[field]) continue;
    out[field] = /^[A-Za-z][A-Za-z0-9_]*$/.test(issue.message) ? issue.message : MSG.invalidValue;
  }
  return out;
}
