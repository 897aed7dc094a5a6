/**
 * Problem documents (RFC 9457) of the business API `/api/v1` (issue 22): the panel's
 * `{success:false, message, errors}` with the same message code as `title`, so one translation table
 * serves both APIs.
 */
import { MSG } from '@amanati/shared/messages';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** Whether an answer to this URL is a problem document rather than the panel's error body. */
export const answersProblems = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/billpay/');

export function asProblem(
  status: number,
  body: { message?: string; errors?: Record<string, string>; requestId?: string },
) {
  const code = body.message ?? MSG.internalError;
  return {
    type: `https://amanati.ge/problems/${code}`,
    title: code,
    status,
    ...(body.errors ? { errors: body.errors } : {}),
    ...(body.requestId ? { requestId: body.requestId } : {}),
  };
}
