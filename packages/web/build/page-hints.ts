/**
 * Run after `vite build`: two HTML files per landing page and language, index.html with `<html lang>`
 * set and preload hints for what that page's first screen on a phone needs (the route table,
 * src/app/routes.ts) — its code with its styles, its dictionaries and its public API answers — so they
 * download alongside the app's entry instead of after it has run: dist/pages/{lang}/{page}.html for a
 * visitor, {page}.customer.html for a browser where a customer is signed in (on /home their dashboard
 * instead of the visitor's). The server picks the file by path and the `amanati.lang` and
 * `amanati.customer` cookies (packages/server/src/lib/web-pages.ts); any other path gets index.html.
 */
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@amanati/shared/localized';
import { CUSTOMER_FRAME, HOME_PARTS, ROUTES, SITE_FRAME, type AppRoute } from '../src/app/routes.ts';
import { DICTIONARY_PACKS } from './dictionary-packs.ts';
import { webManifestFile } from './pwa-files.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`page hints: ${key} is not in the build`);
  return found;
}

/**
 * A chunk's file with every chunk it imports statically, but the entry (index.html loads it), and the
 * stylesheets they bring.
 */
function withImports(key: string, into: Set<string>, sheets: Set<string>): void {
  const c = chunk(key);
  if (c.isEntry || into.has(c.file)) return;
  into.add(c.file);
  for (const sheet of c.css ?? []) sheets.add(sheet);
  for (const imported of c.imports ?? []) withImports(imported, into, sheets);
}

function dictionaryKey(lang: string, ns: string): string {
  const pack = DICTIONARY_PACKS[ns];
  if (!pack) return `src/locales/${lang}/${ns}.json`;
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === `locale-${lang}-${pack}`);
  if (!key) throw new Error(`page hints: no chunk locale-${lang}-${pack}`);
  return key;
}

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's description for search engines, in its language: the `meta` dictionary (which the app loads
 * only on /appstore, for its texts about installing the app).
 */
function description(lang: string): string {
  const file = path.resolve(import.meta.dirname, '..', 'src/locales', lang, 'meta.json');
  const text = (JSON.parse(readFileSync(file, 'utf8')) as { description?: string }).description;
  if (!text) throw new Error(`page hints: no description in ${lang}/meta.json`);
  return text;
}

/** index.html's `<meta name="description">` with the language's text. */
function localizeDescription(page: string, text: string): string {
  const tag = /<meta name="description" content="[^"]*" \/>/;
  if (!tag.test(page)) throw new Error('page hints: index.html has no meta description');
  return page.replace(tag, `<meta name="description" content="${attr(text)}" />`);
}

/** What a first screen needs: its modules (sources under src/), dictionaries and public API answers. */
interface FirstScreen {
  sources: string[];
  namespaces: readonly string[];
  data: string[];
}

/** What the page's frame loads with it. */
const frame = (page: AppRoute): readonly string[] => (page.layout === 'site' ? SITE_FRAME.sources : []);

/** A visitor's first screen on a phone: the page, the dashboard /home shows them, their dictionaries and data. */
function visitorScreen(page: AppRoute): FirstScreen {
  const first = page.first?.({ signedIn: false, desktop: false, hash: '' });
  return {
    sources: [page.source, ...(first?.parts ?? []).map((part) => HOME_PARTS[part]), ...frame(page)],
    namespaces: [...page.namespaces, ...(first?.namespaces ?? [])],
    data: [...(page.data?.({}) ?? []), ...(first?.data ?? [])],
  };
}

/**
 * A signed-in customer's first screen on a phone: the page (the customer's dashboard on /home) with the
 * frame's customer tools and their dictionaries. Not their data: the API answers it only with the token,
 * which a preload hint cannot send.
 */
function customerScreen(page: AppRoute): FirstScreen {
  const first = page.first?.({ signedIn: true, desktop: false, hash: '' });
  return {
    sources: [
      page.source,
      ...(first?.parts ?? []).map((part) => HOME_PARTS[part]),
      ...frame(page),
      CUSTOMER_FRAME.source,
    ],
    namespaces: [...page.namespaces, ...(first?.namespaces ?? []), ...CUSTOMER_FRAME.namespaces],
    data: page.data?.({}) ?? [],
  };
}

function hints(screen: FirstScreen, lang: string): string {
  const files = new Set<string>();
  const sheets = new Set<string>();
  for (const source of screen.sources) withImports(`src/${source}`, files, sheets);
  for (const ns of new Set(['common', 'errors', ...screen.namespaces]))
    withImports(dictionaryKey(lang, ns), files, sheets);
  // What index.html already asks for is not asked twice.
  const fresh = (file: string) => !html.includes(`"/${file}"`);
  return [
    ...[...files].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`),
    // Preloaded, not applied: the chunk's loader switches them on with its code (no render blocking).
    ...[...sheets]
      .filter(fresh)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${attr(file)}">`),
    // fetch() asks same-origin with CORS mode: `crossorigin` makes the hint match it.
    ...screen.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attr(url)}">`),
  ].join('\n    ');
}

/** index.html's web app manifest (the Georgian one, build/pwa-files.ts) for the language's. */
function localizeManifest(page: string, lang: string): string {
  const link = `<link rel="manifest" href="/${webManifestFile('ka')}">`;
  if (!page.includes(link)) throw new Error('page hints: index.html has no manifest link');
  return page.replace(link, `<link rel="manifest" href="/${webManifestFile(lang)}">`);
}

/** Landing pages without parameters: each gets its own HTML. */
const pages = ROUTES.filter((route) => route.landing && !route.path.includes(':'));
for (const lang of LANGUAGES) {
  mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
  const localized = localizeManifest(localizeDescription(html, description(lang)), lang).replace(
    /<html lang="[a-z]+">/,
    `<html lang="${lang}">`,
  );
  for (const page of pages) {
    const name = page.path.slice(1);
    const withHints = (screen: FirstScreen) =>
      localized.replace('</head>', `  ${hints(screen, lang)}\n  </head>`);
    writeFileSync(path.join(dist, 'pages', lang, `${name}.html`), withHints(visitorScreen(page)));
    // For a browser where a customer is signed in (the server picks it by CUSTOMER_HINT_COOKIE).
    writeFileSync(path.join(dist, 'pages', lang, `${name}.customer.html`), withHints(customerScreen(page)));
  }
}
// The manifest is for this script only, not for the site to serve.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `page hints: ${pages.length} pages × ${LANGUAGES.length} languages × visitor and customer in dist/pages/`,
);
