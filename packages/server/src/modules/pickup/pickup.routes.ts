/** The customer's pickup passes (issue 21 §1): what is ready where, making and cancelling a pass, slots. */
import { pickupAnswer, pickupPassAnswer, pickupSlotsAnswer } from '@amanati/shared/answers/pickup';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { pickupPassRequest } from '@amanati/shared/pickup';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okAnswer } from '@amanati/shared/wire';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { PickupService } from './pickup.service.ts';

const tags = ['pickup'];

export function pickupRoutes(app: FastifyInstance, service: PickupService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  r.get(
    '/api/pickup',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          'What is ready for pickup at each branch (arrived, paid, released by customs, not with a courier) and the passes still valid.',
        response: { 200: pickupAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, ...(await service.overview(currentAccount(req).id)) }),
  );
  r.post(
    '/api/pickup/passes',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "A pass for exactly the parcels ready at the branch now, replacing the customer's active pass there; optionally a 15-minute slot within the branch's hours and a trustee (name, personal number) who may collect. 409 pickup_nothing_ready.",
        body: pickupPassRequest,
        response: { 200: pickupPassAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, pass: await service.create(currentAccount(req).id, req.body) }),
  );
  r.delete(
    '/api/pickup/passes/:id',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description: 'Cancels an active pass of the customer (404 for anything else).',
        params: z.object({ id: z.uuid(MSG.notFound) }),
        response: { 200: okAnswer({}), ...errorResponses },
      },
    },
    async (req) => {
      await service.cancel(currentAccount(req).id, req.params.id);
      return { success: true as const };
    },
  );
  r.get(
    '/api/pickup/slots',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "A Tbilisi day's 15-minute pickup slots still ahead at a branch, with how many passes chose each.",
        querystring: z.object({
          branch: z.string().refine(isBranchCode, MSG.chooseBranch),
          day: z.iso.date(MSG.invalidValue),
        }),
        response: { 200: pickupSlotsAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, slots: await service.slots(req.query.branch, req.query.day) }),
  );
}
