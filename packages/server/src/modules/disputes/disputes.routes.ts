/** The customer's side of weight disputes (issue 21 §2): a parcel's measurements and photos, and disputing them. */
import { disputeAnswer, parcelMeasurementsAnswer } from '@amanati/shared/answers/disputes';
import { disputeRequest } from '@amanati/shared/disputes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { DisputesService } from './disputes.service.ts';
import { toDispute, toPhoto } from './disputes.wire.ts';

const tags = ['disputes'];
const params = z.object({ id: z.string().max(64) });

export function disputesRoutes(app: FastifyInstance, service: DisputesService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  r.get(
    '/api/disputes/parcel/:id',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "A parcel's measurements as the warehouse took them (weight, sizes, volume weight), its intake photos (label photos of each weighing, oldest first), whether it can be disputed now, and its disputes (newest first). 404 for another customer's parcel.",
        params,
        response: { 200: parcelMeasurementsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const found = await service.forParcel(currentAccount(req).id, req.params.id);
      return {
        success: true as const,
        ...found,
        photos: found.photos.map(toPhoto),
        disputes: found.disputes.map(toDispute),
      };
    },
  );
  r.post(
    '/api/disputes/parcel/:id',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "Disputes the weight or size of a parcel at the warehouse (in stock, weighed, not yet on a flight) with a reason (1–500 characters) and optionally the weight expected. The parcel is held from flights until staff re-weigh it and answer. 409 dispute_not_in_stock, dispute_already_open; 404 for another customer's parcel.",
        params,
        body: disputeRequest,
        response: { 200: disputeAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      dispute: toDispute(await service.open(currentAccount(req).id, req.params.id, req.body)),
    }),
  );
}
