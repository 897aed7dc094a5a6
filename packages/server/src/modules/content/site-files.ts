/**
 * The files a crawler or a browser asks the site for by name: `/robots.txt`, `/sitemap.xml` (every
 * public page the web build wrote, in each language it wrote it, as `?lang=` addresses with their
 * alternates) and `/favicon.ico` (the web app's SVG icon drawn as a 32 px PNG inside an ICO). Without
 * a web build there is no sitemap page to list and no icon: those answer 404 like any unknown file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LANGUAGES } from '@amanati/shared/localized';
import { MSG } from '@amanati/shared/messages';
import { errorResponses, textAnswer } from '../../lib/http.ts';
import { landingPages } from '../../lib/web-pages.ts';

const tags = ['site'];

/** What crawlers may read: the public pages, not the API, the files customers upload or the back office. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /api2/',
    'Disallow: /uploads/',
    'Disallow: /admin',
    'Disallow: /gateway-sim/',
    'Disallow: /billpay-sim/',
    'Disallow: /bog-sim/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * One `<url>` per page and language (`/tarrifs?lang=en`), each naming its siblings in the other
 * languages and the address without a language (`x-default`: Georgian, or the visitor's choice).
 */
export function sitemapXml(publicUrl: string, pages: ReadonlyMap<string, readonly string[]>): string {
  const urls: string[] = [];
  for (const [page, langs] of pages) {
    const address = `${publicUrl}/${page}`;
    const alternates = [
      ...langs.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(`${address}?lang=${lang}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(address)}"/>`,
    ].join('');
    for (const lang of langs)
      urls.push(`<url><loc>${xml(`${address}?lang=${lang}`)}</loc>${alternates}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** An ICO file holding one PNG image (the format every browser reads since ICO took PNG in Vista). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

export function siteFileRoutes(app: FastifyInstance, config: { publicUrl: string; webDist: string }): void {
  const pages = (): Map<string, string[]> => {
    const byPage = new Map<string, string[]>();
    // The not-found page has its own HTML too; it is no page to index.
    for (const { lang, page } of landingPages(config.webDist))
      if (!/(^|-)404$/.test(page)) byPage.set(page, [...(byPage.get(page) ?? []), lang]);
    // The languages in the site's order (ka, en, ru), whatever order the directory listing gave.
    for (const langs of byPage.values())
      langs.sort((a, b) => LANGUAGES.indexOf(a as never) - LANGUAGES.indexOf(b as never));
    return byPage;
  };
  let icon: Promise<Buffer | null> | undefined;
  const favicon = () =>
    (icon ??= (async () => {
      const svg = path.join(config.webDist, 'favicon.svg');
      if (!existsSync(svg)) return null;
      const png = await sharp(readFileSync(svg)).resize(32, 32).png().toBuffer();
      return icoOf(png, 32);
    })());

  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        description: 'What crawlers may read, and where the sitemap is.',
        response: { ...textAnswer('text/plain', 'The robots rules.'), ...errorResponses },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(config.publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        description: 'The public pages in each language (`?lang=`), with their alternates.',
        response: { ...textAnswer('application/xml', 'The sitemap.'), ...errorResponses },
      },
    },
    async (_req, reply) => {
      const found = pages();
      if (found.size === 0) return reply.status(404).send({ success: false, message: MSG.notFound });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(config.publicUrl, found));
    },
  );

  app.get(
    '/favicon.ico',
    {
      schema: {
        tags,
        description: 'The site icon (32 px).',
        response: { ...textAnswer('image/x-icon', 'The icon (an ICO holding a PNG).'), ...errorResponses },
      },
    },
    async (_req, reply) => {
      const ico = await favicon();
      if (!ico) return reply.status(404).send({ success: false, message: MSG.notFound });
      return reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(ico);
    },
  );
}
