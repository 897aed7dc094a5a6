/** The Bank of Georgia's top-up (issue 20 §2): starting one with the chosen method, and the bank's callback. */
import { topupStartAnswer } from '@amanati/shared/answers/money';
import { bogTopupSchema } from '@amanati/shared/topup';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config/env.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { requestLanguage } from '../delivery/templates.ts';
import { BOG_CALLBACK_PATH, type BogService } from './bog.service.ts';
import { returnBase, startPayment } from './providers.ts';

const tags = ['payments'];
/** Far above any genuine callback (a few kilobytes), far below what would cost us. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

export function bogRoutes(app: FastifyInstance, service: BogService, db: Db, config: Config): void {
  typed(app).post(
    '/api/merchant/bog/pay',
    {
      onRequest: requireAccount(app),
      schema: {
        tags,
        security: bearer,
        description:
          "Registers a top-up through the Bank of Georgia with the method chosen (card, apple_pay, google_pay; the amount as for Georgian Card) and answers the bank's page to send the browser to. 502 when the bank does not take the order.",
        body: bogTopupSchema,
        response: { 200: topupStartAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const account = currentAccount(req);
      return {
        success: true as const,
        ...(await startPayment(db, service.provider, {
          accountId: account.id,
          axid: account.axid,
          amountTetri: req.body.amountTetri,
          method: req.body.method,
          lang: req.body.lang ?? requestLanguage(req.headers['accept-language']),
          base: returnBase(config, req),
          log: req.log,
        })),
      };
    },
  );

  // The signature covers the body's bytes as sent: this route reads them unparsed.
  app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      BOG_CALLBACK_PATH,
      {
        bodyLimit: CALLBACK_BODY_LIMIT,
        schema: {
          tags,
          description:
            "Bank of Georgia → us: the order's result, signed (`Callback-Signature`: SHA256withRSA over the raw body, verified with the bank's key). Credits only what the order's details, read back from the bank, confirm — exactly once. 200 when applied or already applied; 401 bad signature, 403 outside BOG_ALLOWED_IPS, 404 not our order, 409 refused, 429 too many refusals from the address, 503 the bank's details could not be read (the bank calls again).",
          response: {
            '2xx': z.object({ success: z.boolean(), message: z.string() }),
            '4xx': z.object({ success: z.boolean(), message: z.string() }),
            '5xx': z.object({ success: z.boolean(), message: z.string() }),
          },
        },
      },
      async (req, reply) => {
        const signature = req.headers['callback-signature'];
        const answer = await service.callback(
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
          req.ip,
          req.log,
        );
        return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
      },
    );
    done();
  });
}
