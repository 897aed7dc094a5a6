/**
 * The announcement popup (spec §2, §4), for visitors and customers. Only the small check loads with
 * every page; the dialog, the HTML sanitiser and the dictionary load when there is something to show
 * (app/first-page.ts starts them as soon as the answer says so). They are awaited here rather than
 * through Suspense, so the popup opens the moment they are in, and a failed download leaves the page
 * alone instead of reaching the route's error boundary.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { announcementModal } from '../early-parts.ts';
import { readPopupMemory, rememberPopupClosed, shouldShowPopup } from './popup-memory.ts';
import { popupQuery } from './popup-query.ts';

const NAMESPACE = 'notifications';

const dialogReady = (i18n: I18n) => Boolean(announcementModal.ready) && i18n.hasLoadedNamespace(NAMESPACE);

/** Whether the dialog's code and dictionary are both in (nothing loads while `wanted` is false). */
function useDialogReady(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => dialogReady(i18n));
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    Promise.all([announcementModal.load(), i18n.loadNamespaces(NAMESPACE)]).then(
      () => live && setReady(dialogReady(i18n)),
      () => undefined, // not shown this time; the next page tries again
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, i18n]);
  return ready;
}

export default function AnnouncementPopup() {
  const [closedNow, setClosedNow] = useState<string | null>(null);
  // Usually already answered: app/first-page.ts asked at start, so the popup opens with the first render.
  const { data: popap } = useQuery(popupQuery);
  const show = Boolean(popap) && closedNow !== popap?.popapId && shouldShowPopup(popap, readPopupMemory());
  // The module's own component once it is in: the same component every render.
  const Dialog = useDialogReady(show) ? announcementModal.ready?.default : undefined;
  if (!popap || !show || !Dialog) return null;
  return (
    <Dialog
      popap={popap}
      onClose={() => {
        rememberPopupClosed(popap.popapId);
        setClosedNow(popap.popapId);
      }}
    />
  );
}
