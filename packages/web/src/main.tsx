// First: starts the first page's downloads before the rest of the code is evaluated.
import { appStyles, documentParsed, firstPage } from './app/boot.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base: each component's own sheet comes with the component's code (build/mantine-styles.ts).
// The `.layer.css` files put Mantine in a CSS layer: our own rules win whatever the loading order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './styles.css';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import { whenIdle } from './lib/idle.ts';
import { keepInstallOffer } from './lib/pwa-state.ts';

const render = () =>
  // As a transition, React renders the first page in small slices, so a slow phone stays responsive.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The stylesheet and the dictionaries of the chosen language, the first page's among them, load before
// the first render, so nothing unstyled or untranslated flashes; so does the page's code, so the page
// appears in one go rather than behind a spinner (the header is on screen meanwhile, static in
// index.html). Not a top-level await: the page's chunks import this one and would wait for it.
void Promise.all([documentParsed, appStyles, initI18n(firstPage.namespaces), firstPage.code]).then(render);

// Chromium's offer to install the app, kept for /appstore's button (lib/pwa-state.ts).
keepInstallOffer();
// The installed app's side (service worker, manifest language; lib/pwa.ts, docs/pwa.md): production builds
// only, from a module of its own, a few seconds after the page has loaded and when the browser is idle —
// not part of the first page's download.
if (import.meta.env.PROD)
  addEventListener('load', () =>
    setTimeout(
      () =>
        whenIdle(
          () => void import('./lib/pwa.ts').then((pwa) => pwa.startInstalledApp()).catch(() => undefined),
        ),
      4000,
    ),
  );
