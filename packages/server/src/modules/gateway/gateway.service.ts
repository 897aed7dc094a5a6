/**
 * Card top-ups: register an order, answer the gateway's availability check with the amount from our
 * database, and credit the balance exactly once when it reports the result.
 */
import { isUuid } from '@amanati/shared/ids';
import { timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Language } from '@amanati/shared/localized';
import type { Topup } from '@amanati/shared/topup';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/errors.ts';
import { formatLari, tetriToLari } from '@amanati/shared/money';
import { post } from '../money/ledger.ts';
import { emitAccountEvents } from '../webhooks/events.ts';
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
import { bounded, countRefusal, cut, REFUSED_PER_ADDRESS } from './refusals.ts';

type Order = typeof paymentOrders.$inferSelect;
export type OnTopup = (tx: Tx, accountId: string, amountTetri: number, ledgerId: number) => Promise<void>;

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

/** An IPv4 address may reach a dual-stack socket as `::ffff:a.b.c.d`; the allow-list names it plainly. */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const toOrderWire = (o: Order, axid: string) => ({
  _id: o.id,
  amount: String(o.amountTetri),
  amountDB: tetriToLari(o.amountTetri),
  userAXID: axid,
  state: o.state,
  createdAt: o.createdAt.toISOString(),
});

export function createGatewayService(deps: GatewayDeps) {
  const { db } = deps.database;
  const { gateway, publicUrl, publicUrlSet } = deps.config;
  const publicOrigin = new URL(publicUrl).origin;

  const addressAllowed = (ip: string) =>
    !gateway.allowedIps.length || gateway.allowedIps.map(plainAddress).includes(plainAddress(ip));

  /** A refusal of a call that carried the gateway's credentials or signature: counted per order. */
  async function rejected(
    reason: string,
    data: { orderId: string } & Record<string, unknown>,
    log: FastifyBaseLogger,
  ) {
    log.warn({ gateway: bounded(data), reason }, 'gateway callback refused');
    await countRefusal(db, { entity: 'payment_order', entityId: data.orderId, reason, data });
  }

  /**
   * A refusal of a call anyone could have made (no valid signature, or from outside the allow-list):
   * counted per caller address, and past REFUSED_PER_ADDRESS a minute answered 429 without a write
   * beyond the limiter's counter or a log line (one notes that the limit was reached).
   */
  async function refusedCaller(
    ip: string,
    reason: string,
    data: Record<string, unknown>,
    log: FastifyBaseLogger,
    answer: CallbackAnswer,
  ): Promise<CallbackAnswer> {
    const caller = cut(plainAddress(ip));
    const { limit, windowSeconds } = REFUSED_PER_ADDRESS;
    const hit = await deps.rateLimiter.hit(`gateway:refused:${caller}`, limit, windowSeconds);
    if (!hit.allowed) {
      if (hit.count === limit + 1) {
        log.warn({ caller, limit, windowSeconds }, 'gateway callbacks refused: address rate-limited');
        await countRefusal(db, { entity: 'gateway_caller', entityId: caller, reason: 'rate limited', data });
      }
      return { status: 429, xml: registerXml(false, 'too many requests') };
    }
    log.warn({ gateway: bounded(data), reason, caller }, 'gateway callback refused');
    await countRefusal(db, { entity: 'gateway_caller', entityId: caller, reason, data });
    return answer;
  }

  return {
    /**
     * `browserOrigin`: the origin the customer's browser reached us at; the return addresses use it only
     * when PUBLIC_URL is not configured (development), never instead of a configured public address.
     */
    async createOrder(accountId: string, axid: string, topup: Topup, lang: Language, browserOrigin?: string) {
      const base = publicUrlSet || !browserOrigin ? publicUrl : browserOrigin;
      const [order] = await db
        .insert(paymentOrders)
        .values({ accountId, amountTetri: topup.amountTetri, gateway: gateway.mode })
        .returning();
      const url = redirectUrl({
        startUrl: gateway.mode === 'simulator' ? `${base}/gateway-sim/payment/start.wsm` : gateway.startUrl,
        merchantId: gateway.merchantId,
        pageId: gateway.pageId,
        lang,
        successUrl: `${base}/payments/success?order=${order!.id}`,
        failureUrl: `${base}/payments/failed?order=${order!.id}`,
        orderId: order!.id,
        axid,
        amountTetri: topup.amountTetri,
        timestamp: gatewayTimestamp(order!.createdAt),
      });
      return { result: toOrderWire(order!, axid), redirectUrl: url };
    },

    async orderState(accountId: string, orderId: string, axid: string) {
      if (!isUuid(orderId)) throw notFound();
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.accountId, accountId)));
      if (!order) throw notFound();
      return toOrderWire(order, axid);
    },

    /** Basic auth and (when configured) the address allow-list guard the availability check. */
    callerAllowed(authorization: string | undefined, ip: string): boolean {
      if (!addressAllowed(ip)) return false;
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
      if (!addressAllowed(ip))
        return refusedCaller(ip, 'caller address not allowed', info, log, {
          status: 403,
          xml: registerXml(false, 'caller not allowed'),
        });
      const signed = splitSignedUrl(publicOrigin, rawUrl);
      if (!signed || !verifySignature(deps.verifyKey(), signed.text, signed.signature))
        return refusedCaller(ip, 'missing or bad signature', info, log, {
          status: 200,
          xml: registerXml(false, 'bad signature'),
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
        .transaction(async (tx): Promise<{ ok: boolean; reason: string }> => {
          const [order] = await tx
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.id, orderId))
            .for('update');
          if (!order) return { ok: false, reason: 'unknown order' };
          if (order.trxId && order.trxId !== trxId) return { ok: false, reason: 'another transaction' };
          if (order.state === 'paid') return { ok: true, reason: 'already processed' }; // a replay credits nothing
          if (order.state === 'failed') return { ok: true, reason: 'already recorded as failed' };
          // An expired order (abandoned past the timeout) still takes its genuine late result: a success
          // credits it here exactly once (the row lock and the move to `paid`), a failure records it.
          const result = {
            ...info,
            rrn: param(query, 'p.rrn'),
            maskedPan: param(query, 'p.maskedPan'),
            ext: param(query, 'ext_result_code'),
          };
          if (info.resultCode !== '1') {
            await tx
              .update(paymentOrders)
              .set({ state: 'failed', trxId, result, updatedAt: new Date() })
              .where(eq(paymentOrders.id, order.id));
            return { ok: true, reason: 'failure recorded' };
          }
          if (info.amount !== String(order.amountTetri))
            return { ok: false, reason: 'amount differs from the order' };
          await tx
            .update(paymentOrders)
            .set({ state: 'paid', trxId, result, updatedAt: new Date() })
            .where(eq(paymentOrders.id, order.id));
          const ledgerId = await post(tx, {
            accountId: order.accountId,
            amountTetri: order.amountTetri,
            kind: 'topup',
            ref: order.id,
            reason: `card ${result.maskedPan ?? ''}`.trim(),
          });
          await emitAccountEvents(tx, 'payment.succeeded', [
            {
              accountId: order.accountId,
              data: {
                payment: {
                  id: String(ledgerId),
                  kind: 'topup',
                  amount: formatLari(order.amountTetri),
                  currency: 'GEL',
                  order: order.id,
                },
              },
            },
          ]);
          await deps.onTopup?.(tx, order.accountId, order.amountTetri, ledgerId);
          return { ok: true, reason: order.state === 'expired' ? 'credited after expiry' : 'credited' };
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
