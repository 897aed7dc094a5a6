/**
 * The service worker (built by vite-plugin-pwa in `injectManifest` mode into dist/service-worker.js,
 * registered by lib/pwa.ts). docs/pwa.md tells the whole story:
 *
 * - precaches the app shell — the files index.html loads (entry script, its runtime, the stylesheet) —
 *   and the offline page with its script and the logo (the list is made by the build, vite.config.ts);
 *   index.html, page chunks, dictionaries, icons and API answers are not precached;
 * - answers a page (a navigation) from the network, always: the HTML names the current build's files,
 *   so a deploy is never hidden behind a cached page; when the network fails, with the offline page
 *   (every navigation uses the navigation preload's response, so the server sees each one once);
 * - leaves everything else alone: /api, /api2, /uploads and the rest go to the network as if there were
 *   no worker (nothing of theirs is cached);
 * - waits, when a new version is installed, until the page tells it to take over (the reload prompt of
 *   app/layout/use-version-prompt.ts, or a page that already runs the new build): `SKIP_WAITING`.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
// ── Web Push: the `push` and `notificationclick` handlers live in push-handlers.ts (issue 19 §2). ──
import './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const OFFLINE_PAGE = '/offline.html';
/** Paths that are not pages of the app (as the server's web-app plugin tells them apart). */
const NOT_A_PAGE = /^\/(api2?|uploads|metrics|gateway-sim|billpay-sim|bog-sim)(\/|$)/;

// index.html is not in the list (vite.config.ts): a page always comes from the network, never from here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page's request starts while the worker starts up, so a page is not slower for having a worker.
// Every navigation goes through the route below, which answers with that preloaded response: a
// navigation the worker left alone would reach the server twice (the preload, then the browser's own
// request), and some GET pages act on each request (the gateway simulator's start page opens a payment).
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          // Only the app's pages fall back to the offline page; anything else fails as it would without us.
          handlerDidError: async ({ request }) =>
            NOT_A_PAGE.test(new URL(request.url).pathname)
              ? Response.error()
              : ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()),
        },
      ],
    }),
  ),
);

// A first install takes the open pages at once (nothing to be consistent with yet), so the offline
// page works from the first visit on. An update waits for SKIP_WAITING instead.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
