/// <reference types="vitest/config" />
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DICTIONARY_PACKS } from './build/dictionary-packs.ts';

/** Writes dist/version.json with a fresh build id: open tabs poll it and offer a reload when it changes. */
function versionFile(): Plugin {
  return {
    name: 'amanati-version-file',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'version.json'),
        JSON.stringify({ version: `${Date.now().toString(36)}` }),
      );
    },
  };
}

/**
 * The app's stylesheet as a preload instead of a render-blocking link: the static header of index.html,
 * styled inline, paints as soon as the HTML is in. app/boot.ts switches the sheet on, and main.tsx
 * waits for it before React renders anything that needs it.
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'amanati-non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;
        if (!links.test(html)) throw new Error('index.html: the app stylesheet link was not found');
        // The entry runs as soon as it has arrived (async): no need to wait for the HTML, which it
        // does not touch before the stylesheet and dictionaries are in (app/boot.ts, main.tsx).
        return html
          .replace(links, '<link rel="preload" as="style"$1 href="$2" data-app-styles>')
          .replace('<script type="module" crossorigin', '<script type="module" async crossorigin');
      },
    },
  };
}

const CUSTOMER_FIRST_VIEW = new RegExp(
  [
    String.raw`features[\/]parcels[\/](customer-home\.tsx|dashboard-styles\.ts|hooks[\/].*|lib[\/](labels|readiness)\.ts|api[\/](parcels|list-limits|list-paths)\.ts)`,
    String.raw`features[\/]parcels[\/]components[\/](parcel-list|parcel-cards|parcel-columns|parcel-cells|parcel-actions|readiness-banner|list-flights|empty-box-picture)\.tsx`,
    String.raw`features[\/]account[\/](api[\/].*|hooks[\/].*|components[\/](unpaid-flights|payment-state-badge)\.tsx)`,
    String.raw`features[\/]notifications[\/](api[\/].*|components[\/]bell\.tsx)`,
    String.raw`app[\/]layout[\/](customer-tools|user-menu)\.tsx`,
    String.raw`lib[\/](menu-on-demand|on-demand)\.tsx`,
  ]
    .map((part) => String.raw`src[\/]${part}$`)
    .join('|'),
);

function dictionaryPack(id: string): string | null {
  const match = /src[\\/]locales[\\/]([a-z]+)[\\/]([a-z-]+)\.json$/.exec(id);
  const pack = match && DICTIONARY_PACKS[match[2]!];
  return pack ? `locale-${match[1]}-${pack}` : null;
}

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), versionFile(), nonBlockingStyles()],
  server: {
    proxy: { '/api': api, '/api2': api, '/uploads': api, '/version.json': api, '/gateway-sim': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by build/page-hints.ts after the build, which writes each public page's HTML.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page needs (React, router, i18n, data layer, Mantine's core, the frame) in one file:
        // one request and better compression than the dozens of tiny shared chunks it would otherwise be.
        // Each public page then loads its own small chunk and the public pages' common building blocks
        // (one chunk): a phone's first load is bounded by the bytes it downloads (docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Headings, loading states, cards, flags, the API hooks of the public widgets: used by most
            // public pages.
            {
              name: 'public-base',
              test: /src[\\/](features[\\/]widgets[\\/]((states|section|icons|flags|when-visible|service-cards|tariff-lines)\.tsx|api[\\/].*)|features[\\/]content[\\/]page-title\.tsx|lib[\\/](messages|format)\.ts)$/,
              priority: 2,
            },
            // Shared by a page and a widget of the visitor's /home, each with what it imports: one file
            // each rather than several tiny ones.
            {
              name: 'flights-table',
              test: /src[\\/]features[\\/]widgets[\\/]flights-table\.tsx$/,
              priority: 1,
            },
            { name: 'news-cards', test: /src[\\/]features[\\/]widgets[\\/]news-cards\.tsx$/, priority: 1 },
            // The customer's dashboard and top bar, what a customer's first page needs beyond the frame,
            // in one file (over HTTP/1.1 the dozens of small chunks it made queued six at a time). What
            // opens on demand (modals, menus, the table for wide screens) stays out of it.
            // Only the listed modules: with their dependencies it took in Mantine parts the visitor's pages
            // share (Button, Popover...), and every visitor downloaded the customer's chunk for them.
            {
              name: 'customer',
              test: CUSTOMER_FIRST_VIEW,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // Dictionaries in a few files per language instead of one per namespace: what the public
            // pages show, what the customer's panel adds. Each namespace still loads on demand
            // (lib/locale-files.ts), from the file its pack went into.
            { name: dictionaryPack, priority: 2 },
            // The announcement popup's dialog and the HTML cleaner it shares with the terms and news pages.
            {
              name: 'announcement',
              test: /src[\\/](features[\\/]notifications[\\/]components[\\/]announcement-modal\.tsx|lib[\\/](light-dialog|safe-html|strip-dangerous)\.tsx?)$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
