/**
 * Asks, in the user's language, to reload when a new build is published (spec §2, spec-readings
 * General). One poll for the page's life: a language switch neither restarts it nor makes it forget the
 * version the page runs; the question is translated when it is asked, in the language chosen by then.
 *
 * The service worker agrees with it (docs/pwa.md): the new build has the browser fetch the new worker at
 * once, and the reload lets that worker take over before reloading — one question for both.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@amanati/shared/constants';
import { notify } from '../../lib/notify.ts';
import { pwa } from '../../lib/pwa-state.ts';
import { startVersionPoll } from '../../lib/version-poll.ts';

export function useVersionPrompt() {
  // The i18next instance stays the same object across language switches (unlike `t`).
  const { i18n } = useTranslation();
  const known = useRef<string | null>(null);
  useEffect(
    () =>
      startVersionPoll(
        () => {
          // The service worker's update (lib/pwa.ts, once loaded after the first page); without it
          // (development, an old browser, not loaded yet) a plain reload.
          void pwa.update?.check();
          if (window.confirm(i18n.t('version.reload')))
            void (pwa.update ? pwa.update.reload() : window.location.reload());
          else notify({ message: i18n.t('version.later'), autoClose: 8000 });
        },
        TIMERS.versionPollMs,
        known,
      ),
    [i18n],
  );
}
