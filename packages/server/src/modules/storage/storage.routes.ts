/** The customer's storage days (issue 21 §5): every arrived parcel's free days left and fees charged. */
import { storageAnswer } from '@amanati/shared/answers/storage';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { storageService } from './storage.service.ts';

export function storageRoutes(app: FastifyInstance, db: DbOrTx): void {
  typed(app).get(
    '/api/storage',
    {
      onRequest: requireAccount(app),
      schema: {
        tags: ['storage'],
        security: bearer,
        description:
          "The customer's arrived parcels not yet handed over, each with its free storage days left (the arrival day is the first), the last free day, today's fee for a day after them and the fees charged so far. One answer for the whole list.",
        response: { 200: storageAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      parcels: await storageService.ofCustomer(db, currentAccount(req).id),
    }),
  );
}
