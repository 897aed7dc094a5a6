/**
 * The installed app's files, written by the build from the `meta` dictionaries (src/locales/{lang}/
 * meta.json: the site described — for search engines, the installed app, the offline page; the app
 * itself loads it only on /appstore):
 *
 * - `manifest.{lang}.webmanifest`, one per language: the same app (`id`), its name in that language.
 *   index.html links the Georgian one; build/page-hints.ts links each landing page's own language, and
 *   the app switches the link when the language changes (lib/pwa.ts).
 * - `offline.html`: what the service worker answers a page with when the network is off
 *   (src/sw/service-worker.ts). Its texts in the three languages; public/offline.js shows the one the
 *   visitor chose (the page's scripts must be files: the site's Content-Security-Policy allows no inline
 *   script), Georgian without it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By path, not the package name: Vite loads its config with packages left to Node, which runs no TypeScript.
import { LANGUAGES, type Language } from '../../shared/src/localized.ts';

/** The colours of the installed app: the logo's blue behind the status bar, the site's white page. */
export const THEME_COLOR = '#1864ab';
export const BACKGROUND_COLOR = '#ffffff';

export const webManifestFile = (lang: string) => `manifest.${lang}.webmanifest`;

interface MetaTexts {
  description: string;
  app: { name: string; shortName: string };
  offline: { title: string; text: string; auto: string; retry: string };
}

function meta(lang: Language): MetaTexts {
  const file = path.resolve(import.meta.dirname, '..', 'src/locales', lang, 'meta.json');
  return JSON.parse(readFileSync(file, 'utf8')) as MetaTexts;
}

export function webManifest(lang: Language): Record<string, unknown> {
  const texts = meta(lang);
  const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    // One app whatever the language its manifest is in: the browser keys an installed app by its id.
    id: '/home',
    name: texts.app.name,
    short_name: texts.app.shortName,
    description: texts.description,
    lang,
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      icon('icon', 192, 'any'),
      icon('icon', 512, 'any'),
      icon('maskable', 192, 'maskable'),
      icon('maskable', 512, 'maskable'),
    ],
  };
}

const html = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page: a phone-sized card with the logo, the three languages' texts, a retry button. */
export function offlinePage(): string {
  const logo = readFileSync(path.resolve(import.meta.dirname, '..', 'public/favicon.svg'), 'utf8').replace(
    '<svg ',
    '<svg width="72" height="72" aria-hidden="true" ',
  );
  const sections = LANGUAGES.map((lang) => {
    const { offline } = meta(lang);
    // Georgian shows until offline.js has chosen (and without it).
    return `<section lang="${lang}"${lang === 'ka' ? '' : ' hidden'}>
      <h1>${html(offline.title)}</h1>
      <p>${html(offline.text)}</p>
      <p class="note">${html(offline.auto)}</p>
      <button type="button" data-retry>${html(offline.retry)}</button>
    </section>`;
  }).join('\n    ');
  return `<!doctype html>
<html lang="ka">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <title>${html(meta('ka').app.shortName)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        background: ${BACKGROUND_COLOR}; color: #212529;
        font-family: 'Noto Sans Georgian', 'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        line-height: 1.55; }
      main { box-sizing: border-box; width: 100%; max-width: 420px; padding: 32px 20px; text-align: center; }
      h1 { font-size: 1.375rem; margin: 20px 0 8px; }
      p { margin: 0 0 12px; }
      .note { color: #868e96; font-size: 0.875rem; }
      button { margin-top: 12px; min-height: 44px; padding: 0 24px; border: 0; border-radius: 8px;
        background: ${THEME_COLOR}; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
      button:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
    ${logo}
    ${sections}
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

/**
 * Emits the manifests and the offline page into the build (before the service worker's precache list is
 * made), and links the Georgian manifest, the theme colour and the home-screen icon of iOS (which reads no
 * manifest icons) from index.html.
 */
export function pwaFiles(): Plugin {
  return {
    name: 'amanati-pwa-files',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'manifest', href: `/${webManifestFile('ka')}` }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
    generateBundle() {
      for (const lang of LANGUAGES)
        this.emitFile({
          type: 'asset',
          fileName: webManifestFile(lang),
          source: `${JSON.stringify(webManifest(lang), null, 2)}\n`,
        });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage() });
    },
  };
}
