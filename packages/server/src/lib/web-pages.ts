/**
 * Which HTML file answers a page of the web app. The build writes one per public page and language
 * (dist/pages/{lang}/{page}.html: index.html with `<html lang>`, the language's meta description and
 * preload hints for that page's code, dictionaries and data); the language is the one the address
 * names (`?lang=en`, the sitemap's links), else the `amanati.lang` cookie the app keeps in step with
 * the visitor's choice (Georgian without either). Any other path gets index.html.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CHOICE_KEY, LANGUAGES } from '@amanati/shared/localized';

/** The language the cookie names, if it names one of ours. */
function cookieLanguage(cookie: string | undefined): string | undefined {
  const prefix = `${LANGUAGE_CHOICE_KEY}=`;
  const value = cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return isLanguage(value) ? value : undefined;
}

/** The language the address asks for (`?lang=ru`), if it names one of ours. */
function queryLanguage(url: string): string | undefined {
  const query = url.split('#', 1)[0]!.split('?')[1];
  if (!query) return undefined;
  const value = new URLSearchParams(query).get('lang');
  return isLanguage(value) ? value : undefined;
}

/** The public pages the build wrote, each with its language (`home`, `tarrifs`…). */
export function landingPages(webDist: string): { lang: string; page: string }[] {
  const found: { lang: string; page: string }[] = [];
  for (const lang of LANGUAGES) {
    const dir = path.join(webDist, 'pages', lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort())
      if (file.endsWith('.html')) found.push({ lang, page: file.slice(0, -'.html'.length) });
  }
  return found;
}

export function createPagePicker(webDist: string): (url: string, cookie: string | undefined) => string {
  const known = new Set(landingPages(webDist).map(({ lang, page }) => `${lang}/${page}`));
  return (url, cookie) => {
    const pathname = url.split(/[?#]/, 1)[0]!;
    const page = pathname === '/' ? 'home' : pathname.slice(1);
    const key = `${queryLanguage(url) ?? cookieLanguage(cookie) ?? DEFAULT_LANGUAGE}/${page}`;
    return known.has(key) ? `pages/${key}.html` : 'index.html';
  };
}
