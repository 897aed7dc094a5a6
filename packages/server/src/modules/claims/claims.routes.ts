/** The customer's claims (issue 21 §3): their claims with history, a parcel's claims and eligibility, filing, answering. */
import { claimAnswer, claimsAnswer, parcelClaimsAnswer } from '@amanati/shared/answers/claims';
import { CLAIM_DESCRIPTION_MAX, CLAIM_PHOTOS_MAX } from '@amanati/shared/claims';
import { LIMITS } from '@amanati/shared/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { readPhotosAndInputs } from './claim-photos.ts';
import type { ClaimsService } from './claims.service.ts';

const tags = ['claims'];
const PHOTOS = `\`photos\`: up to ${CLAIM_PHOTOS_MAX} files, PNG or JPEG by their bytes, each at most ${LIMITS.fileMaxBytes} bytes`;

export function claimsRoutes(app: FastifyInstance, service: ClaimsService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  r.get(
    '/api/claims',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "The customer's claims, newest first, each with its history (photos as `/uploads/claims/<name>`).",
        response: { 200: claimsAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, claims: await service.list(currentAccount(req).id) }),
  );
  r.get(
    '/api/claims/parcels/:parcelId',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "A parcel's claims and whether one may be filed now: `damaged` (handed over, within the rules' days), `missing` (on its flight, the rules' days after its estimated arrival), with the cap it would get (insured: the declared value in lari; uninsured: the liability per kg); else the reason (claim_not_eligible, claim_window_passed, claim_too_early with `from`, claim_open_exists). 404 for another customer's parcel.",
        params: z.object({ parcelId: z.string().max(64) }),
        response: { 200: parcelClaimsAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.forParcel(currentAccount(req).id, req.params.parcelId)),
    }),
  );
  r.post(
    '/api/claims',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        description: `Form data: \`inputs\` (\`{ "parcelId", "description" }\`, description 10–${CLAIM_DESCRIPTION_MAX} characters) and ${PHOTOS} — at least one for a damaged parcel (400 claim_photo_required). The claim's kind follows the parcel; its cap and due date (the rules' review days) are fixed now. 409 claim_not_eligible, claim_window_passed, claim_too_early, claim_open_exists; 404 for another customer's parcel.`,
        response: { 200: claimAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { photos, inputs } = await readPhotosAndInputs(req);
      return { success: true as const, claim: await service.file(currentAccount(req).id, inputs, photos) };
    },
  );
  r.post(
    '/api/claims/:id/info',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        description: `Answers staff's request for more: form data \`inputs\` (\`{ "note" }\`) and ${PHOTOS}; a note or a photo is required (400 claim_info_empty). The claim returns to review. 409 claim_state_changed unless more was asked for.`,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: claimAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { photos, inputs } = await readPhotosAndInputs(req);
      return {
        success: true as const,
        claim: await service.addInfo(currentAccount(req).id, req.params.id, inputs, photos),
      };
    },
  );
}
