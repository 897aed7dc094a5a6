/** Page views on every route change go to a pluggable reporter; the default is our own counter endpoint. */
import { whenIdle } from './idle.ts';

export type PageViewReporter = (path: string) => void;

export const defaultReporter: PageViewReporter = (path) => {
  // A missing endpoint or a network failure must never disturb the page: nothing is shown.
  fetch('/api/analytics/pageview', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    keepalive: true,
  }).catch(() => undefined);
};

let reporter: PageViewReporter = defaultReporter;
export const setPageViewReporter = (fn: PageViewReporter) => {
  reporter = fn;
};
/** Reported when the browser is idle (lib/idle.ts); views are reported in the order they happened. */
export const reportPageView = (path: string) => whenIdle(() => reporter(path));
