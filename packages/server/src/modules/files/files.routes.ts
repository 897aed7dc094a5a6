/**
 * Uploaded files: news pictures at `/uploads/{photo}` and `/uploads/middle-{photo}` (spec §7).
 * Only our own names are served, with a type from a fixed list and `nosniff`, never as HTML or script.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Bucket } from '../../lib/storage.ts';
import { notFound } from '../../lib/errors.ts';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * A stored name is random and never written twice (a new picture or invoice gets a new name), so its
 * bytes never change: browsers keep them for a year without asking again. A customer's documents
 * (invoices, label photos, registry extracts) stay out of shared caches.
 */
const CACHE: Record<Bucket, string> = {
  news: 'public, max-age=31536000, immutable',
  invoices: 'private, max-age=31536000, immutable',
  labels: 'private, max-age=31536000, immutable',
  registry: 'private, max-age=31536000, immutable',
  receipts: 'private, max-age=31536000, immutable',
  claims: 'private, max-age=31536000, immutable',
};

export async function sendStoredFile(
  ctx: Pick<AppContext, 'storage'>,
  reply: FastifyReply,
  bucket: Bucket,
  name: string,
) {
  const type = TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  const file = type ? await ctx.storage.get(bucket, name) : null;
  if (!type || !file) throw notFound();
  return reply
    .header('content-type', type)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('cache-control', CACHE[bucket])
    .send(file.stream);
}

export function filesRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'storage'>): void {
  // Label photos taken at intake are the customer's evidence in the timeline; random names, like invoices.
  app.get<{ Params: { name: string } }>(
    '/uploads/labels/:name',
    { schema: { hide: true } },
    async (req, reply) => sendStoredFile(ctx, reply, 'labels', req.params.name),
  );
  // Invoice files open in a new tab (no token travels), so their 144-bit random names are the key — a
  // capability URL the spec's clients rely on. It lasts as long as the file is the parcel's: a replaced or
  // deleted parcel's invoice leaves storage, and its name answers 404 (findings 6, 7).
  app.get<{ Params: { name: string } }>(
    '/uploads/invoices/:name',
    { schema: { hide: true } },
    async (req, reply) => sendStoredFile(ctx, reply, 'invoices', req.params.name),
  );
  // Customs fee receipts: the customer's and staff's link, random names like invoices (issue 16 §5).
  app.get<{ Params: { name: string } }>(
    '/uploads/receipts/:name',
    { schema: { hide: true } },
    async (req, reply) => sendStoredFile(ctx, reply, 'receipts', req.params.name),
  );
  // Claim photos (issue 21 §3): the customer's evidence, random names like invoices.
  app.get<{ Params: { name: string } }>(
    '/uploads/claims/:name',
    { schema: { hide: true } },
    async (req, reply) => sendStoredFile(ctx, reply, 'claims', req.params.name),
  );
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) =>
    sendStoredFile(ctx, reply, 'news', req.params.name),
  );
}
