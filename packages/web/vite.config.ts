/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DICTIONARY_PACKS } from './build/dictionary-packs.ts';
import { firstViewGraph } from './build/first-view-graph.ts';
import { mantineStyles } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';
import { pwaFiles } from './build/pwa-files.ts';

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

/** A module under one of these folders of src/ (chunk groups follow folders, not file names). */
const inFolders = (...folders: string[]) =>
  new RegExp(
    String.raw`[\\/]src[\\/](${folders.map((f) => f.replaceAll('/', String.raw`[\\/]`)).join('|')})[\\/]`,
  );

function dictionaryPack(id: string): string | null {
  const match = /src[\\/]locales[\\/]([a-z]+)[\\/]([a-z-]+)\.json$/.exec(id);
  const pack = match && DICTIONARY_PACKS[match[2]!];
  return pack ? `locale-${match[1]}-${pack}` : null;
}

/** The public pages' shared building blocks, and generic UI only signed-in screens use. */
const publicBlocks = inFolders('components', 'features/widgets/api', 'features/content/blocks');
const signedInOnly = inFolders('components/signed-in');

/** The customer's first view: each feature's first-view/ folder with the data and hooks behind it. */
const customerFirstView = inFolders(
  'features/parcels/(first-view|api|hooks|lib)',
  'features/account/(first-view|api|hooks)',
  'features/notifications/(first-view|api)',
  'app/customer-bar',
);

/**
 * What a visitor's pages are built from: the public pages (all under features/content/), /home, the
 * site's frame with its panels and menus (app/layout/) and signing in (features/auth/: the sign-in panel
 * loads with a wide screen's first page).
 */
const visitorPage = (id: string) =>
  inFolders('features/content', 'features/auth', 'app/layout').test(id) ||
  /[\\/]src[\\/]app[\\/]home\.tsx$/.test(id);
const firstView = firstViewGraph((id) => customerFirstView.test(id), visitorPage);

const api = 'http://localhost:3000';

// WEB_DIST (as the server reads it) lets a second build live beside the usual one.
const outDir = process.env.WEB_DIST ?? 'dist';

/**
 * What the service worker precaches (docs/pwa.md): of the built scripts and stylesheets, only the app
 * shell — the files index.html itself loads (the entry, its runtime, the stylesheet); page chunks and
 * dictionaries load as the app needs them and stay in the browser's HTTP cache (immutable). Beside them
 * the offline page with what it shows (the glob patterns); not the icons and manifests, which the browser
 * reads online.
 */
const appShellOnly = <Entry extends { url: string }>(entries: Entry[]) => {
  const indexHtml = readFileSync(path.resolve(import.meta.dirname, outDir, 'index.html'), 'utf8');
  return {
    manifest: entries.filter(
      (entry) => !entry.url.startsWith('assets/') || indexHtml.includes(`"/${entry.url}"`),
    ),
  };
};

/**
 * The service worker: src/sw/service-worker.ts built into dist/service-worker.js with the precache list
 * injected. The app registers it itself (lib/service-worker.ts) and writes its own manifests
 * (build/pwa-files.ts), one per language.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  includeManifestIcons: false,
  injectManifest: {
    // A classic script: every browser with service workers runs it (module workers are newer).
    rollupFormat: 'iife',
    globPatterns: ['assets/*.{js,css}', 'offline.html', 'offline.js', 'favicon.svg'],
    manifestTransforms: [appShellOnly],
  },
});

export default defineConfig({
  plugins: [
    react(),
    versionFile(),
    nonBlockingStyles(),
    mantineStyles(),
    firstView.plugin,
    pwaFiles(),
    serviceWorker,
    precompress(),
  ],
  server: {
    proxy: {
      '/api': api,
      '/api2': api,
      '/uploads': api,
      '/version.json': api,
      '/gateway-sim': api,
      '/billpay-sim': api,
      '/bog-sim': api,
    },
  },
  build: {
    outDir,
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
            // The generic UI (headings, loading states, icons, flags), the public pages' shared blocks and the
            // public widgets' data, where several pages share them. What only one page uses stays with it.
            // The announcement popup's dialog with what it is built from, among which the HTML cleaner it
            // shares with the terms and news pages. Before public-base, so the cleaner goes with the dialog.
            { name: 'announcement', test: inFolders('features/notifications/announcement'), priority: 2 },
            {
              name: 'public-base',
              // Not components/signed-in/: what only signed-in screens use (a copy button…) stays off the
              // visitor's first load even when two of those screens share it.
              test: (id: string) => publicBlocks.test(id) && !signedInOnly.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The customer's dashboard and top bar, what a customer's first page needs beyond the frame,
            // in one file (over HTTP/1.1 the dozens of small chunks it made queued six at a time): each
            // feature's first-view/ folder with the data and hooks behind it, and what they are built from
            // that no visitor's page uses (build/first-view-graph.ts: Tabs, Badge, hooks...). What opens on
            // demand (panels, modals, menus, the table for wide screens) lives in components/ folders and
            // stays out. Not the whole of their dependencies: that took in Mantine parts the visitor's
            // pages share, and every visitor downloaded the customer's chunk for them.
            {
              name: 'customer',
              test: (id: string) =>
                (customerFirstView.test(id) || firstView.graph.panelOnly.has(id)) &&
                !firstView.graph.lazyTargets.has(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // Dictionaries in a few files per language instead of one per namespace: what the public
            // pages show, what the customer's panel adds. Each namespace still loads on demand
            // (lib/locale-files.ts), from the file its pack went into.
            { name: dictionaryPack, priority: 2 },
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
    // Room for the 30 s a findBy may wait (src/test/setup.ts) on a busy machine: in CI these tests run
    // beside the browser journeys at a lower priority (load average 20+ on two cores), where a form
    // filled field by field took over 60 s. Only the ceiling: a test still ends as soon as it passes.
    testTimeout: 120_000,
  },
});
