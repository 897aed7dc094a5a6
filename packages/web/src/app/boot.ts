/**
 * Evaluated before the rest of the app (main.tsx imports it first, and it needs nothing heavy): the first
 * page's code and dictionaries start downloading while the browser is still evaluating React and the rest.
 */
import { preloadFirstPage } from './first-page.ts';

export const firstPage = preloadFirstPage(window.location.pathname);

/** The entry script is async (vite.config.ts): it may run before the rest of index.html is parsed. */
export const documentParsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

/**
 * The app's stylesheet: index.html asks for it as a preload, so the static header paints without waiting
 * for it (vite.config.ts, nonBlockingStyles). Switched on here; settles once it applies (or failed to
 * load: the page then shows unstyled rather than not at all). The dev server injects styles itself.
 */
export const appStyles = documentParsed.then(
  () =>
    new Promise<void>((resolve) => {
      const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
      if (!link) return resolve();
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      link.rel = 'stylesheet';
    }),
);
