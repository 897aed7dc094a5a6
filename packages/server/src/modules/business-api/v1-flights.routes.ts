/**
 * `/api/v1/flights` (scope `parcels:read`): the flights carrying this account's parcels, newest first,
 * with their times, remark and how many of the account's parcels each carries; `/api/v1/branches`
 * (any key): where parcels are collected in Georgia.
 */
import { z } from 'zod';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUNTRY_ISO, v1Branch, v1Flight, v1ListQuery, v1Page } from '@amanati/shared/business-api-v1';
import { BRANCHES, isCountryId } from '@amanati/shared/constants';
import { BRANCH_ADDRESSES } from '@amanati/shared/contact';
import { isUuid } from '@amanati/shared/ids';
import type { AppContext } from '../../context.ts';
import { flightRemarks, flights, parcels } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/http.ts';
import { after, decodeCursor, encodeCursor, micros } from '../../lib/list-cursor.ts';
import { apiCaller, needs, v1Route } from './v1.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toV1Flight(
  f: typeof flights.$inferSelect,
  remark: typeof flightRemarks.$inferSelect | null,
  parcelCount: number,
  now = Date.now(),
): z.infer<typeof v1Flight> {
  return {
    code: f.code,
    country: isCountryId(f.country) ? COUNTRY_ISO[f.country] : 'CN',
    flightNumber: f.flightNumber,
    status: f.endAt ? 'arrived' : f.departedAt && f.departedAt.getTime() <= now ? 'in_transit' : 'scheduled',
    departedAt: iso(f.departedAt),
    estimatedArrivalAt: iso(f.estimatedAt),
    arrivedAt: iso(f.endAt),
    declarationDeadline: iso(f.declarationDeadline),
    remark: remark ? { key: remark.key, ka: remark.textKa, en: remark.textEn, ru: remark.textRu } : null,
    parcels: parcelCount,
  };
}

export function v1FlightsRoutes(v1: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const { db } = ctx.database;
  const r = typed(v1);

  const accountFlights = (accountId: string, where: SQL[], limit: number) =>
    db
      .select({
        flight: flights,
        remark: flightRemarks,
        parcels: count(parcels.id),
        place: micros(flights.createdAt),
      })
      .from(flights)
      .innerJoin(parcels, eq(parcels.flightId, flights.id))
      .leftJoin(flightRemarks, eq(flightRemarks.key, flights.remarkKey))
      .where(and(eq(parcels.accountId, accountId), ...where))
      .groupBy(flights.id, flightRemarks.key)
      .orderBy(desc(flights.createdAt), desc(flights.id))
      .limit(limit);

  r.get(
    '/flights',
    {
      onRequest: needs('parcels:read'),
      schema: {
        ...v1Route("Flights carrying this account's parcels, newest first"),
        querystring: v1ListQuery,
        response: { 200: v1Page(v1Flight) },
      },
    },
    async (req) => {
      const { limit, cursor } = req.query;
      const where = cursor
        ? [after(flights.createdAt, flights.id, decodeCursor('f', cursor, isUuid), 'uuid')]
        : [];
      const rows = await accountFlights(apiCaller(req).accountId, where, limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map((row) => toV1Flight(row.flight, row.remark, row.parcels)),
        next: rows.length > limit ? encodeCursor('f', page.at(-1)!.place, page.at(-1)!.flight.id) : null,
      };
    },
  );

  r.get(
    '/flights/:code',
    {
      onRequest: needs('parcels:read'),
      schema: {
        ...v1Route("A flight carrying this account's parcels"),
        params: z.object({ code: z.string().max(40) }),
        response: { 200: v1Flight },
      },
    },
    async (req) => {
      const [row] = await accountFlights(apiCaller(req).accountId, [eq(flights.code, req.params.code)], 1);
      if (!row) throw notFound();
      return toV1Flight(row.flight, row.remark, row.parcels);
    },
  );

  r.get(
    '/branches',
    {
      schema: {
        ...v1Route('Branches in Georgia where parcels are collected'),
        description: 'Any key may read them. The `branch` of a parcel is one of these codes.',
        response: { 200: z.object({ data: z.array(v1Branch) }) },
      },
    },
    () => ({
      data: BRANCHES.map((b) => {
        const a = BRANCH_ADDRESSES[b.code];
        return {
          code: b.code,
          city: b.city,
          name: a.name,
          address: a.address,
          phone: a.phone,
          location: { lat: a.lat, lng: a.lng },
        };
      }),
    }),
  );
}
