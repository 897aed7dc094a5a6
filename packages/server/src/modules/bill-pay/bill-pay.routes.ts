/**
 * The bill-pay partner API (issue 20 §3) at `/api/billpay/v1`: bank apps, kiosks and terminals check a
 * room code and pay into its balance. A channel signs in with HTTP Basic (its login and secret), from an
 * address on its allow-list; calls are limited per channel, refused credentials per address, and every
 * call — answered or refused — is written to `bill_pay_calls`. Errors are problem documents (RFC 9457)
 * with the shared message codes, as in `/api/v1`.
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { billPayCheckAnswer, billPayDayAnswer, billPayPaymentAnswer } from '@amanati/shared/answers/bill-pay';
import {
  billPayCheckQuerySchema,
  billPayDayQuerySchema,
  billPayPayInputSchema,
  billPayStatusQuerySchema,
} from '@amanati/shared/bill-pay';
import { MSG } from '@amanati/shared/messages';
import { formatLari, parseLari } from '@amanati/shared/money';
import type { AppContext } from '../../context.ts';
import { billPayCalls } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { errorResponses, textAnswer, typed } from '../../lib/http.ts';
import type { BillPayService } from './bill-pay.service.ts';
import type { BillPayChannel, BillPayChannels } from './channels.service.ts';

export const BILL_PAY_PREFIX = '/api/billpay/v1';
/** Calls per channel and minute: a kiosk network's peak with room to spare. */
export const BILL_PAY_CALLS_PER_MINUTE = 600;
/** Refused credentials per address and minute before the address gets 429. */
export const BILL_PAY_REFUSALS_PER_MINUTE = 30;

declare module 'fastify' {
  interface FastifyRequest {
    billPayChannel: BillPayChannel | null;
  }
}

const doc = (summary: string, description: string) => ({
  tags: ['bill-pay'],
  security: [{ billPay: [] }],
  summary,
  description,
});

/** Values of a call as the audit keeps them: text, cut short (a caller decides their length). */
const cut = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 64) : null);

function basicCredential(header: string | undefined): { login: string; secret: string } | null {
  const token = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const text = Buffer.from(token, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon > 0 ? { login: text.slice(0, colon), secret: text.slice(colon + 1) } : null;
}

function channelOf(req: FastifyRequest): BillPayChannel {
  if (!req.billPayChannel) throw unauthorized();
  return req.billPayChannel;
}

export async function billPayRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database' | 'rateLimiter'>,
  channels: BillPayChannels,
  service: BillPayService,
): Promise<void> {
  const { rateLimiter } = ctx;
  const { db } = ctx.database;

  async function limited(reply: FastifyReply, key: string, limit: number) {
    const hit = await rateLimiter.hit(key, limit, 60);
    if (hit.allowed) return;
    reply.header('Retry-After', hit.resetSeconds);
    throw new AppError(429, MSG.tooManyRequests);
  }

  await app.register(
    (scope, _options, registered) => {
      scope.decorateRequest('billPayChannel', null);
      scope.addHook('onRequest', async (req, reply) => {
        const credential = basicCredential(req.headers.authorization);
        const channel = credential ? await channels.authenticate(credential.login, credential.secret) : null;
        if (!channel) {
          await limited(reply, `billpay:refused:${req.ip}`, BILL_PAY_REFUSALS_PER_MINUTE);
          reply.header('WWW-Authenticate', 'Basic realm="bill-pay", charset="UTF-8"');
          throw unauthorized();
        }
        req.billPayChannel = channel;
        if (!channel.allowed(req.ip)) throw new AppError(403, MSG.billPayAddressRefused);
        await limited(reply, `billpay:${channel.id}`, BILL_PAY_CALLS_PER_MINUTE);
      });
      // Every call is recorded before its answer leaves (the refusal's code read from the problem document
      // the answer is by now): when the bank reads our answer, the record of it exists.
      scope.addHook('onSend', async (req, reply, payload) => {
        let outcome: string | null = null;
        if (reply.statusCode >= 400 && typeof payload === 'string') {
          try {
            const answer = JSON.parse(payload) as { title?: string; message?: string };
            outcome = cut(answer.title ?? answer.message);
          } catch {
            outcome = null;
          }
        }
        const query = (req.query ?? {}) as Record<string, unknown>;
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
        try {
          await db.insert(billPayCalls).values({
            channelId: req.billPayChannel?.id ?? null,
            ip: req.ip,
            operation: `${req.method} ${(req.routeOptions.url ?? req.url.split('?')[0]!).slice(0, 80)}`,
            axCode: cut(body.code ?? query.code),
            transactionId: cut(body.transactionId ?? query.transactionId),
            status: reply.statusCode,
            outcome,
          });
        } catch (err) {
          req.log.error({ err }, 'bill-pay: the call could not be audited');
        }
        return payload;
      });

      const r = typed(scope);
      r.get(
        '/check',
        {
          schema: {
            ...doc(
              'Check a room code',
              'Whose the code is (the name masked, to confirm on the payer’s screen) and what is due now: unpaid charges the balance does not cover. 404 bill_pay_code_unknown for a code of nobody.',
            ),
            querystring: billPayCheckQuerySchema,
            response: { 200: billPayCheckAnswer, ...errorResponses },
          },
        },
        (req) => service.check(req.query.code),
      );
      r.post(
        '/pay',
        {
          schema: {
            ...doc(
              'Pay into a balance',
              'Credits `amount` lari (0.01–10,000, at most two decimals) to the balance of `code`, exactly once per `transactionId` of the channel: a repeat with the same code and amount answers the same payment with `repeated: true` (also when sent in parallel); with another code or amount 409 bill_pay_transaction_reused. The money pays the customer’s waiting flights at once when auto-pay is on.',
            ),
            body: billPayPayInputSchema,
            response: { 200: billPayPaymentAnswer, ...errorResponses },
          },
        },
        (req) => service.pay(channelOf(req).id, req.body),
      );
      r.get(
        '/status',
        {
          schema: {
            ...doc(
              'A payment’s status',
              'The payment the channel made with `transactionId`; 404 bill_pay_transaction_unknown when none (nothing was credited: it is safe to pay again with that id).',
            ),
            querystring: billPayStatusQuerySchema,
            response: { 200: billPayPaymentAnswer, ...errorResponses },
          },
        },
        (req) => service.status(channelOf(req).id, req.query.transactionId),
      );
      r.get(
        '/payments',
        {
          schema: {
            ...doc(
              'The day’s payments',
              'Every payment the channel made on `date` (a Tbilisi day, YYYY-MM-DD), oldest first, with their count and total: the daily reconciliation.',
            ),
            querystring: billPayDayQuerySchema,
            response: { 200: billPayDayAnswer, ...errorResponses },
          },
        },
        async (req) => {
          const payments = await service.day(channelOf(req).id, req.query.date);
          const total = payments.reduce((sum, p) => sum + (parseLari(p.amount) ?? 0), 0);
          return { date: req.query.date, count: payments.length, total: formatLari(total), payments };
        },
      );
      r.get(
        '/reconciliation',
        {
          schema: {
            ...doc(
              'The day’s payments as CSV',
              'The daily reconciliation export: the payments of `date` (a Tbilisi day, YYYY-MM-DD) as CSV with the columns transaction_id, code, amount, currency, reference, credited_at.',
            ),
            querystring: billPayDayQuerySchema,
            response: { ...textAnswer('text/csv', 'The day’s payments.'), ...errorResponses },
          },
        },
        async (req, reply) => {
          const payments = await service.day(channelOf(req).id, req.query.date);
          const csv = stringify(
            payments.map((p) => [p.transactionId, p.code, p.amount, p.currency, p.reference, p.creditedAt]),
            {
              header: true,
              columns: ['transaction_id', 'code', 'amount', 'currency', 'reference', 'credited_at'],
            },
          );
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="bill-pay-${req.query.date}.csv"`)
            .send(csv);
        },
      );
      registered();
    },
    { prefix: BILL_PAY_PREFIX },
  );
}
