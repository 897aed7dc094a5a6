/** Long-stored parcels in the back office (issue 21 §5): what waits at a branch, longest first. */
import { longStoredAnswer } from '@amanati/shared/answers/storage';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import { storageService } from './storage.service.ts';

export function storageAdminRoutes(r: StaffScope, db: DbOrTx): void {
  r.get(
    '/storage/long-stored',
    {
      schema: {
        ...staffDoc(
          'handover',
          'Arrived parcels not yet handed over (at one branch when `branch` is given), longest stored first: days since arrival, free days left, fees charged so far, and the customer.',
        ),
        querystring: z.object({
          branch: z.string().refine(isBranchCode, MSG.chooseBranch).optional(),
        }),
        response: answers(longStoredAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      parcels: await storageService.longStored(db, req.query.branch),
    }),
  );
}
