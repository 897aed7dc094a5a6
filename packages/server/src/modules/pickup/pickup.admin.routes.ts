/** The branch's side of pickup passes (issue 21 §1): find a pass by its code, hand it over, prepare by slot. */
import { handoverAnswer } from '@amanati/shared/answers/admin/parcels';
import { pickupPreparationAnswer, staffPickupPassAnswer } from '@amanati/shared/answers/pickup';
import { idParam } from '@amanati/shared/admin';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { pickupHandoverRequest } from '@amanati/shared/pickup';
import { z } from 'zod';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { PickupService } from './pickup.service.ts';

const doc = (description: string) => staffDoc('handover', description);
const branch = z.string(MSG.chooseBranch).refine(isBranchCode, MSG.chooseBranch);

export function pickupAdminRoutes(r: StaffScope, service: PickupService): void {
  r.get(
    '/pickup/passes/lookup',
    {
      schema: {
        ...doc(
          'Finds an active pass by its code, typed or scanned (`AMANATI-PASS:<code>`), with its customer and parcels. 404 pickup_pass_unknown; 409 pickup_pass_used, parcel_of_another_branch.',
        ),
        querystring: z.object({ code: z.string().max(100), branch }),
        response: answers(staffPickupPassAnswer),
      },
    },
    async (req) => ({ success: true as const, ...(await service.lookup(req.query.code, req.query.branch)) }),
  );
  r.post(
    '/pickup/passes/:id/handover',
    {
      schema: {
        ...doc(
          "Hands over exactly the pass's parcels, once (the pass is used in the same transaction), to its owner or to the trustee whose personal number on the document matches the pass. 409 pickup_pass_used, pickup_pass_stale, pickup_trustee_mismatch, pickup_no_trustee, and the hand-over's own refusals.",
        ),
        params: idParam,
        body: pickupHandoverRequest,
        response: answers(handoverAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.handOver(req.params.id, req.body, currentAccount(req))),
    }),
  );
  r.get(
    '/pickup/preparation',
    {
      schema: {
        ...doc("The branch's active passes to prepare for a Tbilisi day: by slot, then those without one."),
        querystring: z.object({ branch, day: z.iso.date(MSG.invalidValue) }),
        response: answers(pickupPreparationAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      passes: await service.preparation(req.query.branch, req.query.day),
    }),
  );
}
