/**
 * What the installed app's parts share for the page's life (docs/pwa.md), kept tiny: it is part of every
 * first page.
 *
 * - `offer`: Chromium's offer to install the app (`beforeinstallprompt`), kept from the page's start
 *   (main.tsx) so that /appstore can make it whatever page the visitor arrived on — the browser fires it
 *   once per page load, often before /appstore is open. Kept, not shown: without `preventDefault()`
 *   Chromium on Android puts its own install bar over any page; the site offers installing on /appstore
 *   (the browser's menu keeps its own entry).
 * - `update`: the service worker's update steps, once lib/pwa.ts has loaded (a few seconds after the first
 *   page), for the version prompt (app/layout/use-version-prompt.ts); until then a plain reload.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const pwa: {
  offer: InstallPromptEvent | null;
  update?: { check(): Promise<void>; reload(): Promise<void> };
} = { offer: null };

export function keepInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwa.offer = event as InstallPromptEvent;
  });
}
