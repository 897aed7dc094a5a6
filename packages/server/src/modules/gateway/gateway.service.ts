/**
 * Georgian Card top-ups: start an order, answer the gateway's availability check with the amount from our
 * database, and credit the balance exactly once when it reports the result.
 */
import { isUuid } from '@amanati/shared/ids';
import { timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { tetriToLari } from '@amanati/shared/money';
import {
  creditOrder,
  lockOrder,
  recordFailure,
  settled,
  type Applied,
  type OnTopup,
} from './order-credit.ts';
import type { CardProvider } from './providers.ts';
import {
  availableXml,
  gatewayTimestamp,
  param,
  redirectUrl,
  registerXml,
  splitSignedUrl,
  unavailableXml,
  verifySignature,
} from './georgian-card.ts';
import { addressAllowed, callbackRefusals } from './refusals.ts';

export interface GatewayDeps extends Pick<AppContext, 'database' | 'config' | 'rateLimiter'> {
  log: FastifyBaseLogger;
  /** Key that verifies register-payment signatures (Georgian Card's certificate, or the simulator's). */
  verifyKey: () => KeyObject;
  onTopup?: OnTopup;
}

const TRX = /^[0-9A-Za-z]{1,64}$/;

/** What a callback route answers: the protocol's XML and its HTTP status. */
export interface CallbackAnswer {
  status: number;
  xml: string;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const TOO_MANY: CallbackAnswer = { status: 429, xml: registerXml(false, 'too many requests') };

export function createGatewayService(deps: GatewayDeps) {
  const { db } = deps.database;
  const { gateway, publicUrl } = deps.config;
  const publicOrigin = new URL(publicUrl).origin;

  const allowed = (ip: string) => addressAllowed(gateway.allowedIps, ip);
  const { rejected, refusedCaller } = callbackRefusals(db, deps.rateLimiter, 'gateway');

  return {
    /** Georgian Card (or its simulator) as a card provider: its hosted page, reached by a redirect we sign nothing in. */
    provider: {
      record: gateway.mode,
      start: ({ order, axid, lang, base }) =>
        Promise.resolve(
          redirectUrl({
            startUrl:
              gateway.mode === 'simulator' ? `${base}/gateway-sim/payment/start.wsm` : gateway.startUrl,
            merchantId: gateway.merchantId,
            pageId: gateway.pageId,
            lang,
            successUrl: `${base}/payments/success?order=${order.id}`,
            failureUrl: `${base}/payments/failed?order=${order.id}`,
            orderId: order.id,
            axid,
            amountTetri: order.amountTetri,
            timestamp: gatewayTimestamp(order.createdAt),
          }),
        ),
    } satisfies CardProvider,

    /** Basic auth and (when configured) the address allow-list guard the availability check. */
    callerAllowed(authorization: string | undefined, ip: string): boolean {
      if (!allowed(ip)) return false;
      const expected = `Basic ${Buffer.from(`${gateway.callbackUser}:${gateway.callbackPassword}`).toString('base64')}`;
      return typeof authorization === 'string' && safeEqual(authorization, expected);
    },

    /** `log`: the request's logger, so its lines carry the request id. */
    async checkAvailable(query: Record<string, unknown>, log = deps.log): Promise<string> {
      const orderId = param(query, 'o.order_id') ?? '';
      const trxId = param(query, 'trx_id') ?? '';
      if (param(query, 'merch_id')?.toUpperCase() !== gateway.merchantId)
        return unavailableXml('unknown merchant');
      if (!isUuid(orderId) || !TRX.test(trxId)) return unavailableXml('unknown order');
      const echoed = param(query, 'o.amount');
      try {
        const answer = await db.transaction(async (tx): Promise<{ xml: string; refused?: string }> => {
          const [order] = await tx
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.id, orderId))
            .for('update');
          if (!order || order.state !== 'created')
            return { xml: unavailableXml('unknown, expired or already paid order') };
          if (order.trxId && order.trxId !== trxId)
            return { xml: unavailableXml('order is bound to another transaction') };
          // The amount we answer is ours, never the echo; but an echo that differs means the redirect was
          // tampered with or belongs to another order: refuse it (spec-readings, Money).
          if (echoed !== undefined && echoed !== String(order.amountTetri))
            return {
              xml: unavailableXml('amount differs from the order'),
              refused: 'echoed amount differs from the order',
            };
          await tx
            .update(paymentOrders)
            .set({ trxId, updatedAt: new Date() })
            .where(eq(paymentOrders.id, order.id));
          return {
            xml: availableXml({
              orderId: order.id,
              accountId: gateway.accountId,
              amountTetri: order.amountTetri,
              shortDesc: 'Amanati balance',
              longDesc: `Amanati: balance top-up ${tetriToLari(order.amountTetri).toFixed(2)} GEL`,
            }),
          };
        });
        if (answer.refused) await rejected(answer.refused, { orderId, trxId, echoed }, log);
        return answer.xml;
      } catch (err) {
        if (uniqueViolation(err)) return unavailableXml('transaction already used');
        throw err;
      }
    },

    /**
     * Exactly once: the order moves created → paid in the transaction that writes the credit. The
     * address allow-list (when configured) and the signature guard it; `ip` is the caller's address,
     * `log` the request's logger.
     */
    async registerPayment(
      rawUrl: string,
      query: Record<string, unknown>,
      ip: string,
      log = deps.log,
    ): Promise<CallbackAnswer> {
      const orderId = param(query, 'merchant_trx') ?? param(query, 'o.order_id') ?? '';
      const trxId = param(query, 'trx_id') ?? '';
      const info = {
        orderId,
        trxId,
        resultCode: param(query, 'result_code'),
        amount: param(query, 'amount'),
      };
      if (!allowed(ip))
        return refusedCaller(ip, 'caller address not allowed', info, log, {
          refused: { status: 403, xml: registerXml(false, 'caller not allowed') },
          limited: TOO_MANY,
        });
      const signed = splitSignedUrl(publicOrigin, rawUrl);
      if (!signed || !verifySignature(deps.verifyKey(), signed.text, signed.signature))
        return refusedCaller(ip, 'missing or bad signature', info, log, {
          refused: { status: 200, xml: registerXml(false, 'bad signature') },
          limited: TOO_MANY,
        });
      const refuse = async (reason: string, desc = reason): Promise<CallbackAnswer> => {
        await rejected(reason, info, log);
        return { status: 200, xml: registerXml(false, desc) };
      };
      if (
        param(query, 'merch_id')?.toUpperCase() !== gateway.merchantId ||
        param(query, 'account_id')?.toUpperCase() !== gateway.accountId
      )
        return refuse('wrong merchant or account', 'wrong merchant');
      if (!isUuid(orderId) || !TRX.test(trxId)) return refuse('unknown order');
      const outcome = await db
        .transaction(async (tx): Promise<Applied> => {
          const order = await lockOrder(tx, orderId);
          if (!order) return { ok: false, reason: 'unknown order' };
          if (order.trxId && order.trxId !== trxId) return { ok: false, reason: 'another transaction' };
          const done = settled(order); // a replay credits nothing
          if (done) return done;
          const result = {
            ...info,
            rrn: param(query, 'p.rrn'),
            maskedPan: param(query, 'p.maskedPan'),
            ext: param(query, 'ext_result_code'),
          };
          if (info.resultCode !== '1') return recordFailure(tx, order, trxId, result);
          if (info.amount !== String(order.amountTetri))
            return { ok: false, reason: 'amount differs from the order' };
          const reason = `card ${result.maskedPan ?? ''}`.trim();
          return creditOrder(tx, order, trxId, result, reason, deps.onTopup);
        })
        .catch((err: unknown) => {
          // The trx id is already bound to another order (its unique index): nothing was written.
          if (uniqueViolation(err) === 'payment_orders_trx_uq')
            return { ok: false, reason: 'transaction bound to another order' };
          throw err;
        });
      if (!outcome.ok) return refuse(outcome.reason);
      log.info({ gateway: info, outcome: outcome.reason }, 'gateway register-payment');
      return { status: 200, xml: registerXml(true, 'OK') };
    },
  };
}

export type GatewayService = ReturnType<typeof createGatewayService>;
