/**
 * Writes a Brotli copy (`.br`, quality 11) beside every built script and stylesheet under assets/: the
 * server sends it to browsers that accept Brotli (@fastify/static `preCompressed`, plugins/web-app.ts).
 * Compressing once at build time, at the highest quality, makes the files ~15 % smaller than the gzip the
 * server would otherwise compress on the fly (docs/performance.md) — the entry alone by ~20 KiB, which a
 * phone on a slow network downloads before it shows anything.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this the compressed copy saves too little to matter (the server's own compression threshold). */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'amanati-precompress',
    apply: 'build',
    writeBundle(options) {
      const assets = path.join(options.dir ?? 'dist', 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const content = readFileSync(path.join(assets, file));
        if (content.length < MIN_BYTES) continue;
        const compressed = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        writeFileSync(path.join(assets, `${file}.br`), compressed);
      }
    },
  };
}
