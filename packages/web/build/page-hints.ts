/**
 * Run after `vite build`: one HTML file per public page and language (dist/pages/{lang}/{page}.html),
 * index.html with `<html lang>` set and preload hints for what that page's first screen needs
 * (src/app/public-pages.ts) — its code, its dictionaries and its public API answers — so they download
 * alongside the app's entry instead of after it has run. The server picks the file by path and the
 * `amanati.lang` cookie (packages/server/src/lib/web-pages.ts); any other path gets index.html.
 */
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@amanati/shared/localized';
import { HOME_PAGE, PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages.ts';
import { DICTIONARY_PACKS } from './dictionary-packs.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`page hints: ${key} is not in the build`);
  return found;
}

/** A chunk's file with every chunk it imports statically, but the entry (index.html loads it). */
function withImports(key: string, into: Set<string>): void {
  const c = chunk(key);
  if (c.isEntry || into.has(c.file)) return;
  into.add(c.file);
  for (const imported of c.imports ?? []) withImports(imported, into);
}

function dictionaryKey(lang: string, ns: string): string {
  const pack = DICTIONARY_PACKS[ns];
  if (!pack) return `src/locales/${lang}/${ns}.json`;
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === `locale-${lang}-${pack}`);
  if (!key) throw new Error(`page hints: no chunk locale-${lang}-${pack}`);
  return key;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function hints(page: PublicPage, lang: string): string {
  const files = new Set<string>();
  withImports(`src/${page.source}`, files);
  for (const ns of ['common', 'errors', ...page.namespaces]) withImports(dictionaryKey(lang, ns), files);
  return [
    // What index.html already asks for is not asked twice.
    ...[...files]
      .filter((file) => !html.includes(`"/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`),
    // fetch() asks same-origin with CORS mode: `crossorigin` makes the hint match it.
    ...page.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attr(url)}">`),
  ].join('\n    ');
}

const pages: [string, PublicPage][] = [['/home', HOME_PAGE], ...Object.entries(PUBLIC_PAGES)];
for (const lang of LANGUAGES) {
  mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
  for (const [route, page] of pages) {
    const out = html
      .replace(/<html lang="[a-z]+">/, `<html lang="${lang}">`)
      .replace('</head>', `  ${hints(page, lang)}\n  </head>`);
    writeFileSync(path.join(dist, 'pages', lang, `${route.slice(1)}.html`), out);
  }
}
// The manifest is for this script only, not for the site to serve.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`page hints: ${pages.length} pages × ${LANGUAGES.length} languages in dist/pages/`);
