/** Staff's side of weight disputes (issue 21 §2): the open queue, and the answer after a re-weigh with a new photo. */
import { disputeAnswer, staffDisputesAnswer } from '@amanati/shared/answers/disputes';
import { idParam } from '@amanati/shared/admin';
import { disputeAnswerRequest } from '@amanati/shared/disputes';
import { MSG } from '@amanati/shared/messages';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, formBody, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { DisputesService } from './disputes.service.ts';
import { toDispute, toPhoto } from './disputes.wire.ts';

const doc = (description: string) => staffDoc('disputes', description);

export function disputesAdminRoutes(r: StaffScope, service: DisputesService): void {
  r.get(
    '/disputes',
    {
      schema: {
        ...doc(
          'Open weight disputes, oldest first, each with its parcel, customer, intake photos and the measurement disputed.',
        ),
        response: answers(staffDisputesAnswer),
      },
    },
    async () => ({
      success: true as const,
      items: (await service.queue()).map((r) => ({
        ...toDispute(r.dispute),
        tracking: r.tracking,
        country: r.country,
        axid: r.axid,
        customer: r.customer,
        photos: r.photos.map(toPhoto),
      })),
    }),
  );
  r.post(
    '/disputes/:id/answer',
    {
      schema: {
        ...doc(
          'Form data: `file`, a new photo of the parcel on the scales (required: 400 file_required), and `inputs`, the JSON with the weight and sizes measured again and the answer to the customer. The parcel is re-weighed (timeline `reweighed`, then `dispute_answered` with both measurements), the customer told, the decision audited (dispute.answered). 409 dispute_already_answered.',
        ),
        params: idParam,
        response: answers(disputeAnswer),
      },
      config: formBody(
        disputeAnswerRequest,
        'A photo of the parcel re-weighed (PNG or JPEG, judged by its bytes).',
      ),
    },
    async (req) => {
      const { file, inputs } = await readFileAndInputs(req);
      const parsed = disputeAnswerRequest.safeParse(inputs);
      if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
      const dispute = await service.answer(req.params.id, parsed.data, file, currentAccount(req).id);
      return { success: true as const, dispute: toDispute(dispute) };
    },
  );
}
