/**
 * Server message codes → text in the user's language: dictionary namespace `errors` (every page has it),
 * then `panel-errors` for codes only the signed-in panel's own pages meet (kept off visitors' first load;
 * the routes that can meet them list the namespace).
 */
import i18next from 'i18next';
import { ApiError, NetworkError } from './api.ts';

export function messageText(code: string): string {
  return i18next.t(code, {
    ns: ['errors', 'panel-errors'],
    defaultValue: i18next.t('internal_error', { ns: 'errors' }),
  });
}

/** The text to show for a failed call; network failures are only logged (spec-readings, Web). */
export function errorText(error: unknown): string | null {
  if (error instanceof NetworkError) return null;
  if (error instanceof ApiError) return messageText(error.code);
  return messageText('internal_error');
}

/** Field errors of a failed form as texts, for Mantine's `form.setErrors`. */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, code]) => [field, messageText(code)]));
}
