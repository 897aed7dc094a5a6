/**
 * Asks, in the user's language, to reload when a new build is published (spec §2, spec-readings
 * General). One poll for the page's life: a language switch neither restarts it nor makes it forget the
 * version the page runs; the question is translated when it is asked, in the language chosen by then.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@amanati/shared/constants';
import { notify } from '../../lib/notify.ts';
import { startVersionPoll } from '../../lib/version-poll.ts';

export function useVersionPrompt() {
  // The i18next instance stays the same object across language switches (unlike `t`).
  const { i18n } = useTranslation();
  const known = useRef<string | null>(null);
  useEffect(
    () =>
      startVersionPoll(
        () => {
          if (window.confirm(i18n.t('version.reload'))) window.location.reload();
          else notify({ message: i18n.t('version.later'), autoClose: 8000 });
        },
        TIMERS.versionPollMs,
        known,
      ),
    [i18n],
  );
}
