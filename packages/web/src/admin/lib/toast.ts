/** Toasts of the back office: successes in green, failures with the server's message in red. */
import i18next from 'i18next';
import { notify } from '../../lib/notify.ts';
import { adminErrorText } from './errors.ts';

// The close button of a toast is named in the user's language (Mantine leaves it unnamed).
const closeButtonProps = () => ({ 'aria-label': i18next.t('common.close', { ns: 'admin' }) });

export const toastDone = (message: string) =>
  notify({ message, color: 'green', closeButtonProps: closeButtonProps() });
export const toastError = (error: unknown) =>
  notify({ message: adminErrorText(error), color: 'red', closeButtonProps: closeButtonProps() });
