/** The back office's claims (issue 21 §3): the queue by due date, a claim, and the decisions. */
import { idParam } from '@amanati/shared/admin';
import { staffClaimAnswer, staffClaimsAnswer } from '@amanati/shared/answers/claims';
import {
  CLAIM_STATES,
  claimApproveRequest,
  claimRejectRequest,
  claimRequestInfoRequest,
} from '@amanati/shared/claims';
import { z } from 'zod';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { ClaimsService } from './claims.service.ts';

const doc = (description: string) => staffDoc('claims', description);

export function claimsAdminRoutes(r: StaffScope, service: ClaimsService): void {
  r.get(
    '/claims',
    {
      schema: {
        ...doc(
          'Claims with their customer, parcel, cap and history: `open` (default; in review, by due date, `overdue` marked), one state, or `all` (newest decisions first). At most 300.',
        ),
        querystring: z.object({ state: z.enum(['open', 'all', ...CLAIM_STATES]).default('open') }),
        response: answers(staffClaimsAnswer),
      },
    },
    async (req) => ({ success: true as const, claims: await service.queue(req.query.state) }),
  );
  r.get(
    '/claims/:id',
    {
      schema: {
        ...doc('One claim with its customer, parcel, cap and history.'),
        params: idParam,
        response: answers(staffClaimAnswer),
      },
    },
    async (req) => ({ success: true as const, claim: await service.detail(req.params.id) }),
  );
  r.post(
    '/claims/:id/request-info',
    {
      schema: {
        ...doc(
          'Audited (`claim.info_requested`). Asks the customer for more (the note says what); they are notified. Only a claim in review that is not already waiting for them: else 409 claim_state_changed.',
        ),
        params: idParam,
        body: claimRequestInfoRequest,
        response: answers(staffClaimAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      claim: await service.requestInfo(req.params.id, req.body.note, currentAccount(req).id),
    }),
  );
  r.post(
    '/claims/:id/approve',
    {
      config: ADMIN_ONLY,
      schema: {
        ...doc(
          "Admin only, audited (`claim.approved`). Approves `amountTetri` (1 up to the claim's cap, else 409 claim_above_cap) and credits it to the customer's balance once, in the same transaction (ledger kind `claim`, reference CL-<number>); auto-pay then runs as after every credit. 409 claim_state_changed when already decided (also for the second of two approvals at once).",
        ),
        params: idParam,
        body: claimApproveRequest,
        response: answers(staffClaimAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      claim: await service.approve(req.params.id, req.body, currentAccount(req).id),
    }),
  );
  r.post(
    '/claims/:id/reject',
    {
      schema: {
        ...doc(
          'Audited (`claim.rejected`). Rejects with a reason the customer is told; final. 409 claim_state_changed when already decided.',
        ),
        params: idParam,
        body: claimRejectRequest,
        response: answers(staffClaimAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      claim: await service.reject(req.params.id, req.body.reason, currentAccount(req).id),
    }),
  );
}
