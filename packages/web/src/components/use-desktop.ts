/** Whether the window is at least 992 px wide (spec §9 mobile breakpoint): tables and tabs above, cards below. */
import { useSyncExternalStore } from 'react';
import { TIMERS } from '@amanati/shared/constants';

const QUERY = `(min-width: ${TIMERS.mobileBreakpointPx}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
