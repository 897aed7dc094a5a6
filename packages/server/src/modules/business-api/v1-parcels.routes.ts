/** `/api/v1/parcels` (scopes `parcels:read`, `parcels:write`): create, list, get with the timeline. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  v1Page,
  v1Parcel,
  v1ParcelCreateBody,
  v1ParcelListQuery,
  v1ParcelWithTimeline,
} from '@amanati/shared/business-api-v1';
import { typed } from '../../lib/http.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import type { V1Parcels } from './v1-parcels.service.ts';
import { apiCaller, needs, v1Route } from './v1.ts';

export function v1ParcelsRoutes(v1: FastifyInstance, parcels: V1Parcels): void {
  const r = typed(v1);
  r.post(
    '/parcels',
    {
      onRequest: needs('parcels:write'),
      schema: {
        ...v1Route('Declare a parcel (pre-alert)'),
        description:
          'The rules of a declaration in the panel apply. Send an `Idempotency-Key` header to retry safely: ' +
          'the same key with the same body answers the parcel made the first time (with `Idempotent-Replayed: true`); ' +
          'with another body it is refused (422). Keys are remembered for 24 hours.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: v1ParcelCreateBody,
        response: { 201: v1Parcel, 200: v1Parcel },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const made = await parcels.create(apiCaller(req).accountId, req.body, key);
      if (made.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(made.status as 201).send(made.body);
    },
  );

  r.get(
    '/parcels',
    {
      onRequest: needs('parcels:read'),
      schema: {
        ...v1Route('List parcels, newest first'),
        description:
          'Cursor pagination: pass `next` of a page as `cursor` for the following one; `next` is null on the last page. ' +
          'Filters: `status`, `country` (CN, US, TR), `flight` (its code) and `updated_since` (ISO 8601).',
        querystring: v1ParcelListQuery,
        response: { 200: v1Page(v1Parcel) },
      },
    },
    async (req) => parcels.list(apiCaller(req).accountId, req.query),
  );

  r.get(
    '/parcels/:id',
    {
      onRequest: needs('parcels:read'),
      schema: {
        ...v1Route('A parcel with its timeline'),
        params: z.object({ id: z.string().max(64) }),
        response: { 200: v1ParcelWithTimeline },
      },
    },
    async (req) => parcels.get(apiCaller(req).accountId, req.params.id),
  );
}
