/**
 * The built SPA: hashed assets cached for a year, a public page's own HTML (with its preload hints, in
 * the visitor's language), index.html for every other page path (history fallback); unknown API, upload,
 * metrics and gateway-simulator paths answer 404 in the error contract (a disabled /metrics or simulator
 * must not look present by answering 200 with the app).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@amanati/shared/messages';
import type { Config } from '../config/env.ts';
import { createPagePicker } from '../lib/web-pages.ts';

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // The wildcard route serves real files and hands everything else to the not-found handler below.
      wildcard: true,
      index: false,
      // The build's Brotli copies of scripts and stylesheets (packages/web/build/precompress.ts), sent to
      // browsers that accept Brotli; anything else is compressed on the fly as before.
      preCompressed: true,
      allowedPath: (pathName) =>
        pathName !== '/version.json' && pathName !== '/index.html' && !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageFile = createPagePicker(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !/^\/(api2?|uploads|metrics|gateway-sim|billpay-sim|bog-sim)(\/|$|\?)/.test(request.url);
    if (hasWeb && isPage && !request.url.startsWith('/assets/')) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(pageFile(request.url, request.headers.cookie));
    }
    return reply.status(404).send({ success: false, message: MSG.notFound });
  });
}
