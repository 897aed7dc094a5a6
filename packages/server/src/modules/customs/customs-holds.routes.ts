/** The customer's customs holds after arrival (issue 16 §5): what to pay and to whom, and the receipt upload. */
import { customsHoldAnswer, customsHoldsAnswer } from '@amanati/shared/answers/customs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { toHoldWire, type ClearanceService } from './clearance.service.ts';

const secured = { tags: ['customs'], security: bearer };

export function customsHoldsRoutes(app: FastifyInstance, clearance: ClearanceService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  r.get(
    '/api/customs/holds',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'The customer’s customs groups of arrived parcels (held, receipt uploaded, cleared): the state fee (tetri) of the group’s value under the rules in force on the landing day, the treasury code, the payer (personal number, a foreign citizen’s tax number, or a company’s code), the assessed VAT and duty once staff entered them, and the receipt.',
        response: { 200: customsHoldsAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      holds: (await clearance.holds(currentAccount(req).id)).map(toHoldWire),
    }),
  );
  r.post(
    '/api/customs/holds/:id/receipt',
    {
      onRequest: auth,
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        description:
          'Form data: `file` (the state-fee payment receipt: png, jpg or pdf by its bytes, at most 3022117 bytes) and `inputs` (`{}`). `id` is any parcel of the group; every parcel of it then waits for customs (`receipt`). A new receipt replaces the old one until the group is cleared (409 customs_not_held after); an undeclared parcel has no fee (409 customs_receipt_not_needed).',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: customsHoldAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { file } = await readFileAndInputs(req);
      const hold = await clearance.uploadReceipt(currentAccount(req).id, req.params.id, file);
      return { success: true as const, hold: toHoldWire(hold) };
    },
  );
}
