/**
 * Which HTML file answers a page of the web app. The build writes one per public page and language
 * (dist/pages/{lang}/{page}.html: index.html with `<html lang>` and preload hints for that page's code,
 * dictionaries and data); the language is the `amanati.lang` cookie the app keeps in step with the
 * visitor's choice (Georgian without one). Any other path gets index.html.
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

export function createPagePicker(webDist: string): (url: string, cookie: string | undefined) => string {
  const known = new Set<string>();
  for (const lang of LANGUAGES) {
    const dir = path.join(webDist, 'pages', lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir))
      if (file.endsWith('.html')) known.add(`${lang}/${file.slice(0, -'.html'.length)}`);
  }
  return (url, cookie) => {
    const pathname = url.split(/[?#]/, 1)[0]!;
    const page = pathname === '/' ? 'home' : pathname.slice(1);
    const key = `${cookieLanguage(cookie) ?? DEFAULT_LANGUAGE}/${page}`;
    return known.has(key) ? `pages/${key}.html` : 'index.html';
  };
}
