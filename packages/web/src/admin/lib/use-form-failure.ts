/**
 * Why a form's last save failed (shown by `FormFooter`): `fail(error)` puts the server's message under
 * the form and, given `setErrors`, the server's field errors on their fields; `setFailure(null)` clears
 * it before the next try.
 */
import { useState } from 'react';
import { adminErrorText, adminFieldErrors } from './errors.ts';

export function useFormFailure(setErrors?: (errors: Record<string, string>) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    setErrors?.(adminFieldErrors(error));
    setFailure(adminErrorText(error));
  };
  return { failure, setFailure, fail };
}
