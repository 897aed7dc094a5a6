/**
 * The installed app's side in the page (docs/pwa.md): the service worker (src/sw/service-worker.ts) and
 * the manifest in the page's language. Loaded on its own a few seconds after the page has loaded, when
 * the browser is idle (main.tsx), so that neither this module nor the worker's precaching is part of the
 * first page's download.
 *
 * Updates agree with the version check (app/layout/use-version-prompt.ts), which alone asks the user:
 * when /version.json names a new build, `checkForUpdate()` has the browser fetch the new worker, which
 * installs and waits; the prompt's reload, `reloadToNewVersion()`, lets it take over, then reloads. Pages
 * always come from the network, so the reload runs the new build even if no new worker is ready yet.
 */
import i18next from 'i18next';
import { pwa } from './pwa-state.ts';

export const SERVICE_WORKER_URL = '/service-worker.js';
const SKIP_WAITING = { type: 'SKIP_WAITING' };
/** How long the reload waits for a new worker to take over before reloading anyway. */
export const TAKE_OVER_MS = 3000;

/** The browser's service workers; missing where there are none (an old browser, plain HTTP). */
const workers = (): ServiceWorkerContainer | undefined =>
  (navigator as { serviceWorker?: ServiceWorkerContainer }).serviceWorker;

/** What main.tsx starts: the manifest follows the language, the worker is registered. */
export function startInstalledApp(): Promise<void> {
  followLanguage();
  // From now on the version prompt updates the worker too.
  pwa.update = { check: () => checkForUpdate(), reload: () => reloadToNewVersion() };
  return registerServiceWorker();
}

/**
 * The page links the manifest in its language (build/pwa-files.ts; index.html the Georgian one, a landing
 * page its own), and keeps it in step with the language the visitor picks.
 */
export function followLanguage(): void {
  const show = (lang: string) =>
    document.querySelector('link[rel=manifest]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  show(i18next.language);
  i18next.on('languageChanged', show);
}

export async function registerServiceWorker(container = workers()): Promise<void> {
  if (!container) return;
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  // A worker that installed while older pages ran, still waiting: this page came from the network and
  // runs the newest build, so the newest worker can take over now.
  registration.waiting?.postMessage(SKIP_WAITING);
}

/**
 * The version check saw a new build: the browser checks for the new worker now, not at the next visit.
 * Never fails: without the new worker the reload still brings the new build.
 */
export async function checkForUpdate(container = workers()): Promise<void> {
  try {
    const registration = await container?.getRegistration();
    await registration?.update();
  } catch {
    // Offline or the worker's script unreachable: the next visit checks again.
  }
}

/** The prompt's reload: a new worker that is ready takes over first, then the page reloads. */
export async function reloadToNewVersion(
  container = workers(),
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (container && waiting && container.controller) {
    await new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, TAKE_OVER_MS);
      waiting.postMessage(SKIP_WAITING);
    });
  }
  reload();
}
