/** Typed errors that services throw; the error plugin maps them to the wire contract (architecture §4). */
import { isMessageCode, MSG, type MessageCode } from '@amanati/shared/messages';

/** Per field: a message code, or (for lists) the ids concerned. */
export type FieldErrors = Record<string, string>;

/** A refusal with one of the shared message codes (the clients have a text for each in ka, en and ru). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly errors?: FieldErrors,
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageCode = MSG.fillAllFields, errors?: FieldErrors) =>
  new AppError(400, code, errors);
export const unauthorized = (code: MessageCode = MSG.unauthorized) => new AppError(401, code);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const notFound = (code: MessageCode = MSG.notFound) => new AppError(404, code);
export const conflict = (code: MessageCode, errors?: FieldErrors) => new AppError(409, code, errors);
export const tooLarge = (code: MessageCode = MSG.fileTooLarge) => new AppError(413, code);
export const tooManyRequests = () => new AppError(429, MSG.tooManyRequests);

/** A zod issue list → `{ field: code }`, first issue per field; anything but a shared code becomes `invalid_value`. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (out[field]) continue;
    out[field] = isMessageCode(issue.message) ? issue.message : MSG.invalidValue;
  }
  return out;
}
