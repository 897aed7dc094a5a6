/** `/api/authorization/*` and `branch/create` exactly as spec §7 names them. */
import { candidateAnswer, messageAnswer, tokenAnswer } from '@amanati/shared/answers/accounts';
import type { FastifyInstance } from 'fastify';
import {
  branchChoiceSchema,
  changePasswordSchema,
  emailPreferencesSchema,
  forgetPasswordSchema,
  resetPasswordSchema,
  signinSchema,
  signupPayloadSchema,
} from '@amanati/shared/accounts';
import { taxNumberSchema, updateProfileSchema } from '@amanati/shared/accounts';
import { MSG } from '@amanati/shared/messages';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount, currentToken, requireAccount } from '../../plugins/auth.ts';
import { requestLanguage } from '../delivery/templates.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];

export function accountsRoutes(app: FastifyInstance, service: AccountsService): void {
  const r = typed(app);
  const auth = requireAccount(app);

  r.post(
    '/api/authorization/signup',
    {
      schema: {
        tags,
        description:
          'At most RATE_LIMIT_SIGNUP_PER_IP sign-ups (both routes together) per client address in a window; more answer 429 too_many_requests.',
        body: signupPayloadSchema,
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.admitSignup(req.ip);
      const { token } = await service.signup(req.body, undefined);
      return { success: true as const, token, message: MSG.signedUp };
    },
  );

  r.post(
    '/api/authorization/signupFile',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form data: `file` (png, jpg or pdf, at most 3022117 bytes) and `inputs` (the sign-up fields as JSON). Limited per address with `signup`.',
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (req) => {
      // Counted before the file is read: a refused sign-up costs neither the upload nor a hash.
      await service.admitSignup(req.ip);
      const { file, inputs } = await readFileAndInputs(req);
      const parsed = signupPayloadSchema.safeParse(inputs);
      if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
      const { token } = await service.signup(parsed.data, file);
      return { success: true as const, token, message: MSG.signedUp };
    },
  );

  r.post(
    '/api/authorization/signin',
    {
      schema: {
        tags,
        description:
          '`remember` ("remember me") decides the session: a token for 30 days with it, 12 hours without. Wrong passwords are slowed per name (e-mail or AXID) and client address, 429 too_many_requests while one must wait.',
        body: signinSchema,
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { email, password, remember } = req.body;
      const { token } = await service.signin(email, password, req.ip, remember);
      return { success: true as const, token, message: MSG.signedIn };
    },
  );

  r.post(
    '/api/authorization/signout',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          'Ours (spec §7 names no path for sign-out): revokes the token it is sent with, on every instance; the account’s other sessions stay signed in.',
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.signout(currentAccount(req).id, currentToken(req));
      return { success: true as const };
    },
  );

  r.get(
    '/api/authorization/userInformation',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        response: { 200: candidateAnswer, ...errorResponses },
      },
    },
    async (req) => ({ success: true as const, candidate: await service.candidate(currentAccount(req).id) }),
  );

  r.post(
    '/api/authorization/updateprofile',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        body: updateProfileSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.updateProfile(currentAccount(req).id, req.body);
      return { success: true as const, message: MSG.profileUpdated };
    },
  );

  r.post(
    '/api/authorization/changePassword',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description: 'Older tokens stop working; the answer carries a fresh token for this client.',
        body: changePasswordSchema,
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const token = await service.changePassword(currentAccount(req).id, req.body, currentToken(req));
      return { success: true as const, token, message: MSG.passwordChanged };
    },
  );

  r.post(
    '/api/authorization/forgetPassword',
    {
      schema: {
        tags,
        description: 'Sends a single-use link, valid for one hour, in the language of Accept-Language.',
        body: forgetPasswordSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.forgetPassword(req.body.email, req.ip, requestLanguage(req.headers['accept-language']));
      return { success: true as const, message: MSG.resetLinkSent };
    },
  );

  r.post(
    '/api/authorization/resetPassword',
    {
      schema: {
        tags,
        description: 'Ours: sets a new password with the token of the e-mailed link.',
        body: resetPasswordSchema,
        response: { 200: tokenAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const token = await service.resetPassword(req.body);
      return { success: true as const, token, message: MSG.passwordChanged };
    },
  );

  r.post(
    '/api/authorization/taxNumber',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "Ours: a foreign citizen's Georgian tax number (11-digit personal number or 9-digit tax id), which customs clearance needs; updateprofile keeps its three fields.",
        body: taxNumberSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.setTaxNumber(currentAccount(req).id, req.body.taxNumber);
      return { success: true as const, message: MSG.profileUpdated };
    },
  );

  r.post(
    '/api/authorization/preferences',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description: 'Ours: e-mail notifications on or off (updateprofile keeps its three fields).',
        body: emailPreferencesSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.setEmailPreference(currentAccount(req).id, req.body.emailNotifications);
      return { success: true as const, message: MSG.profileUpdated };
    },
  );

  r.post(
    '/api/branch/create',
    {
      onRequest: auth,
      attachValidation: true,
      schema: {
        tags,
        security: bearer,
        body: branchChoiceSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      // A missing or mismatched branch answers the spec's own "choose a branch" (§8).
      if (req.validationError) throw badRequest(MSG.chooseBranch, { address: MSG.chooseBranch });
      await service.chooseBranch(currentAccount(req).id, req.body);
      return { success: true as const, message: MSG.operationSucceeded };
    },
  );
}
