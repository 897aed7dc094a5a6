/** What a form shows when the server refuses it: field errors under their fields, the message as a toast. */
import { errorText, fieldErrorTexts } from './messages.ts';
import { notifyError } from './notify.ts';

export function showFormFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  fields: Record<string, string> = fieldErrorTexts(error),
): void {
  if (Object.keys(fields).length) form.setErrors(fields);
  const text = errorText(error);
  if (text) notifyError(text);
}
