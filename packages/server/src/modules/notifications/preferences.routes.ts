/**
 * Ours (issue 19 §3–4): the customer's notification matrix, quiet hours and SMS language, and the
 * one-time code that proves the phone before any SMS is sent to it.
 */
import { notificationPreferencesAnswer } from '@amanati/shared/answers/notifications';
import { MSG } from '@amanati/shared/messages';
import { preferencesPayloadSchema } from '@amanati/shared/notification-preferences';
import { messageAnswer } from '@amanati/shared/answers/accounts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { Preferences } from './preferences.service.ts';

const tags = ['notifications'];

export function preferencesRoutes(app: FastifyInstance, preferences: Preferences): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const secured = { tags, security: bearer };

  r.get(
    '/api/notification/preferences',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Ours: which events reach the customer on which channel (in-app is always on), quiet hours, the language of SMS and push, which channels this server offers, and whether the phone is proved.',
        response: { 200: notificationPreferencesAnswer, ...errorResponses },
      },
    },
    async (req) => {
      return { success: true as const, ...(await preferences.read(currentAccount(req).id)) };
    },
  );

  r.put(
    '/api/notification/preferences',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: 'Ours: saves the whole matrix, quiet hours and the language of SMS and push.',
        body: preferencesPayloadSchema,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await preferences.save(currentAccount(req).id, req.body);
      return { success: true as const, message: MSG.preferencesSaved };
    },
  );

  r.post(
    '/api/notification/phone/code',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          "Ours: sends a 6-digit code by SMS to the profile's phone (valid 10 minutes, 5 tries; one a minute, 5 a day: 429 too_many_requests). 409 sms_unavailable when this server sends no SMS.",
        body: z.object({ language: z.enum(['ka', 'en', 'ru']).default('ka') }).default({ language: 'ka' }),
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await preferences.sendCode(currentAccount(req).id, req.body.language);
      return { success: true as const, message: MSG.phoneCodeSent };
    },
  );

  r.post(
    '/api/notification/phone/verify',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Ours: the code from the SMS proves the phone; 400 phone_code_wrong (a try used) or phone_code_expired (ask for a new one).',
        body: z.object({
          code: z
            .string(MSG.required)
            .trim()
            .regex(/^\d{6}$/, MSG.phoneCodeWrong),
        }),
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await preferences.verify(currentAccount(req).id, req.body.code);
      return { success: true as const, message: MSG.phoneVerified };
    },
  );
}
