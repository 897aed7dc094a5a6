/** Asks, in the user's language, to reload when a new build is published (spec §2). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { startVersionPoll } from '../../lib/version-poll.ts';

export function useVersionPrompt() {
  const { t } = useTranslation();
  useEffect(
    () =>
      startVersionPoll(() => {
        if (window.confirm(t('version.reload'))) window.location.reload();
        else notify({ message: t('version.later'), autoClose: 8000 });
      }),
    [t],
  );
}
