/** The public content API of spec §7: no token needed. */
import {
  healthAnswer,
  newsListAnswer,
  newsPostAnswer,
  officesAnswer,
  pageAnswer,
  popupAnswer,
  scheduleAnswer,
  tariffsAnswer,
  versionAnswer,
} from '@amanati/shared/answers/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagingParams } from '@amanati/shared/content';
import { isUuid } from '@amanati/shared/ids';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses, typed } from '../../lib/http.ts';
import { contentRepo } from './content.repo.ts';
import { toWireFlight, toWireNews, toWireOffice, toWirePage, toWirePopup } from './content.wire.ts';

const tags = ['content'];

export function contentRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database'>,
  version: () => string,
): void {
  const r = typed(app);
  const { db } = ctx.database;

  r.get(
    '/api/tariffs/gets',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, response: { 200: tariffsAnswer, ...errorResponses } },
    },
    async () => ({
      success: true as const,
      tariffs: (await contentRepo.tariffs(db)).map((t) => ({
        country: t.country,
        type: t.type,
        amount: Number(t.amountUsd),
      })),
    }),
  );

  r.get(
    '/api/flight/gets/:skip/:limit',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        description: 'Newest departures first. Paid/unpaid state is per customer and never appears here.',
        params: pagingParams,
        response: {
          200: scheduleAnswer,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const [rows, flightCount] = await Promise.all([
        contentRepo.flights(db, req.params.skip, req.params.limit),
        contentRepo.flightCount(db),
      ]);
      return {
        success: true as const,
        flight: rows.map((row) => toWireFlight(row.flight, row.remark)),
        flightCount,
      };
    },
  );

  r.get(
    '/api/news/gets/:skip/:limit',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        params: pagingParams,
        response: { 200: newsListAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const [rows, newsCount] = await Promise.all([
        contentRepo.news(db, req.params.skip, req.params.limit),
        contentRepo.newsCount(db),
      ]);
      return { success: true as const, news: rows.map(toWireNews), newsCount };
    },
  );

  r.get(
    '/api/news/get/:id',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: newsPostAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const row = isUuid(req.params.id) ? await contentRepo.newsById(db, req.params.id) : undefined;
      if (!row) throw notFound();
      return { success: true as const, post: toWireNews(row) };
    },
  );

  r.get(
    '/api/office/gets',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, response: { 200: officesAnswer, ...errorResponses } },
    },
    async () => ({ success: true as const, offices: (await contentRepo.offices(db)).map(toWireOffice) }),
  );

  r.get(
    '/api/page/get/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().max(80) }),
        response: { 200: pageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const row = await contentRepo.page(db, req.params.slug);
      if (!row) throw notFound();
      return { success: true as const, page: toWirePage(row) };
    },
  );

  r.get(
    '/api/popap/get',
    { schema: { tags, response: { 200: popupAnswer, ...errorResponses } } },
    async () => {
      const row = await contentRepo.popup(db);
      return { success: true as const, popap: row ? toWirePopup(row) : null };
    },
  );

  r.get(
    '/api/health',
    {
      schema: {
        tags,
        description: 'Ours: 200 when the process and its database answer (for load balancers).',
        response: { 200: healthAnswer, ...errorResponses },
      },
    },
    async () => {
      await ctx.database.query('select 1');
      return { success: true as const, database: ctx.database.kind };
    },
  );

  r.get('/version.json', { schema: { tags, response: { 200: versionAnswer } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store, max-age=0');
    return { version: version() };
  });
}
