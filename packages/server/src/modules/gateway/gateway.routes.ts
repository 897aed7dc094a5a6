/** Card top-up routes of spec §7 and the gateway's server callbacks (`/checkAvailable`, `/registerPayment/{id?}`). */
import { topupMethodsAnswer, topupStartAnswer, topupStateAnswer } from '@amanati/shared/answers/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@amanati/shared/messages';
import { topupSchema } from '@amanati/shared/topup';
import type { TopupMethod } from '@amanati/shared/topup-methods';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { bearer, errorResponses, textAnswer, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { requestLanguage } from '../delivery/templates.ts';
import { unavailableXml, registerXml } from './georgian-card.ts';
import type { GatewayService } from './gateway.service.ts';
import { returnBase, startPayment, topupOrderState, type CardProvider } from './providers.ts';
import { cut } from './refusals.ts';

const tags = ['payments'];
const xml = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The request log line of the callbacks, with the URL cut: anyone can send them a query of many
 * kilobytes, which the default line would copy whole into every log (finding 2).
 */
const callbackLog = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: cut(req.url, 300),
    host: cut(req.host ?? '', 100),
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** What the top-up routes share across gateways. */
export interface Topups {
  db: Db;
  config: Config;
  providers: ReadonlyMap<string, CardProvider>;
  methods: TopupMethod[];
}

export function gatewayRoutes(app: FastifyInstance, service: GatewayService, topups: Topups): void {
  const r = typed(app);
  const auth = requireAccount(app);

  r.post(
    '/api/merchant/georgiancard/pay',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          'Registers a top-up order (lari 1–4 digits not starting with 0, tetri 2 digits) and answers the gateway address to send the browser to. Its return addresses are on PUBLIC_URL (or, when that is not configured, the origin this request reached).',
        body: topupSchema,
        response: { 200: topupStartAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const account = currentAccount(req);
      return {
        success: true as const,
        ...(await startPayment(topups.db, service.provider, {
          accountId: account.id,
          axid: account.axid,
          amountTetri: req.body.amountTetri,
          lang: req.body.lang ?? requestLanguage(req.headers['accept-language']),
          base: returnBase(topups.config, req),
          log: req.log,
        })),
      };
    },
  );

  r.post(
    '/api/merchant/georgiancard/update',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "The order's current state, for the client returning from the gateway (either: Georgian Card or the Bank of Georgia). An order still open at the Bank of Georgia is first brought up to date from the bank's order details.",
        body: z.object({
          orderId: z.string().max(64).optional(),
          _id: z.string().max(64).optional(),
          order: z.string().max(64).optional(),
        }),
        response: { 200: topupStateAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const account = currentAccount(req);
      const orderId = req.body.orderId ?? req.body._id ?? req.body.order ?? '';
      return {
        success: true as const,
        result: await topupOrderState(topups.db, topups.providers, {
          accountId: account.id,
          orderId,
          axid: account.axid,
          log: req.log,
        }),
      };
    },
  );

  r.get(
    '/api/merchant/methods',
    {
      onRequest: auth,
      schema: {
        tags,
        security: bearer,
        description:
          "The top-up methods offered here: Georgian Card first (the default), then the Bank of Georgia's card, Apple Pay and Google Pay when that gateway is configured.",
        response: { 200: topupMethodsAnswer, ...errorResponses },
      },
    },
    () => ({ success: true as const, methods: topups.methods }),
  );

  app.get(
    '/checkAvailable',
    {
      logSerializers: callbackLog,
      schema: {
        tags,
        description: 'Gateway → us (HTTP Basic auth): XML, code 1 with the amount from our database.',
        response: textAnswer('text/xml', 'The availability answer (XML).'),
      },
    },
    async (req, reply) => {
      if (!service.callerAllowed(req.headers.authorization, req.ip))
        return xml(reply, unavailableXml(MSG.unauthorized), 401);
      return xml(reply, await service.checkAvailable(req.query as Record<string, unknown>, req.log));
    },
  );

  const register = async (req: FastifyRequest, reply: FastifyReply) => {
    const answer = await service.registerPayment(
      req.raw.url ?? '',
      req.query as Record<string, unknown>,
      req.ip,
      req.log,
    );
    return xml(reply, answer.xml, answer.status);
  };
  const registerSchema = {
    tags,
    description:
      'Gateway → us: the signed payment result; credits the balance exactly once. Answers XML: code 1, or code 2 with the reason — 403 from outside GC_ALLOWED_IPS, 429 once an address had too many calls refused in a minute.',
    response: textAnswer('text/xml', 'The registration answer (XML).'),
  };
  app.get('/registerPayment', { logSerializers: callbackLog, schema: registerSchema }, register);
  app.get(
    '/registerPayment/:id',
    { logSerializers: callbackLog, schema: { ...registerSchema, hide: true } },
    register,
  );
  // Anything else on these paths is not the gateway speaking.
  app.post('/registerPayment', { logSerializers: callbackLog, schema: { hide: true } }, async (_req, reply) =>
    xml(reply, registerXml(false, 'use GET'), 405),
  );
}
