/**
 * Which HTML file answers a page of the web app. The build writes two per public page and language
 * (dist/pages/{lang}/{page}.html: index.html with `<html lang>`, the language's meta description and
 * preload hints for that page's code, dictionaries and data; {page}.customer.html with the hints of a
 * signed-in customer's first screen); the language is the one the address names (`?lang=en`, the
 * sitemap's links), else the `amanati.lang` cookie the app keeps in step with the visitor's choice
 * (Georgian without either); the customer's file when the `amanati.customer` cookie says a customer is
 * signed in on the browser. Any other path gets index.html.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CHOICE_KEY, LANGUAGES } from '@amanati/shared/localized';
import { CUSTOMER_HINT_COOKIE } from '@amanati/shared/page-hints';

/** A cookie's value from the Cookie header. */
function cookieValue(cookie: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The language the cookie names, if it names one of ours. */
function cookieLanguage(cookie: string | undefined): string | undefined {
  const value = cookieValue(cookie, LANGUAGE_CHOICE_KEY);
  return isLanguage(value) ? value : undefined;
}

/** The language the address asks for (`?lang=ru`), if it names one of ours. */
function queryLanguage(url: string): string | undefined {
  const query = url.split('#', 1)[0]!.split('?')[1];
  if (!query) return undefined;
  const value = new URLSearchParams(query).get('lang');
  return isLanguage(value) ? value : undefined;
}

/** The ending of a page's file for a signed-in customer (`home.customer.html`). */
const CUSTOMER_FILE = '.customer.html';

/** The public pages the build wrote, each with its language (`home`, `tarrifs`…). */
export function landingPages(webDist: string): { lang: string; page: string }[] {
  const found: { lang: string; page: string }[] = [];
  for (const lang of LANGUAGES) {
    const dir = path.join(webDist, 'pages', lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort())
      if (file.endsWith('.html') && !file.endsWith(CUSTOMER_FILE))
        found.push({ lang, page: file.slice(0, -'.html'.length) });
  }
  return found;
}

export function createPagePicker(webDist: string): (url: string, cookie: string | undefined) => string {
  const known = new Set(landingPages(webDist).map(({ lang, page }) => `${lang}/${page}`));
  const forCustomers = new Set(
    [...known].filter((key) => existsSync(path.join(webDist, 'pages', `${key}${CUSTOMER_FILE}`))),
  );
  return (url, cookie) => {
    const pathname = url.split(/[?#]/, 1)[0]!;
    const page = pathname === '/' ? 'home' : pathname.slice(1);
    const key = `${queryLanguage(url) ?? cookieLanguage(cookie) ?? DEFAULT_LANGUAGE}/${page}`;
    if (!known.has(key)) return 'index.html';
    const customer = cookieValue(cookie, CUSTOMER_HINT_COOKIE) === '1' && forCustomers.has(key);
    return `pages/${key}${customer ? CUSTOMER_FILE : '.html'}`;
  };
}
