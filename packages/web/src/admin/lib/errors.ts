/**
 * Server message codes → text in the user's language. Back-office codes (flight_code_taken,
 * parcel_already_shipped, …) live in the `admin` dictionary; every other code in `errors`.
 */
import i18next from 'i18next';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { messageText } from '../../lib/messages.ts';

export function codeText(code: string): string {
  const key = `errors.${code}`;
  return i18next.exists(key, { ns: 'admin' }) ? i18next.t(key, { ns: 'admin' }) : messageText(code);
}

/** The text for a failed call; a network failure (no answer at all) gets the "no connection" text. */
export function adminErrorText(error: unknown): string {
  if (error instanceof NetworkError) return i18next.t('state.offline', { ns: 'admin' });
  if (error instanceof ApiError) return codeText(error.code);
  return codeText('internal_error');
}

/** Field errors of a failed form (`errors` of the answer) as texts, for Mantine's `form.setErrors`. */
export function adminFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, code]) => [field, codeText(code)]));
}
